package org.kaylescourseware.misere.nim;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.kaylescourseware.game.GameTree;
import org.kaylescourseware.game.GameTreeCache;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.misere.EquivalenceVerdict;
import org.kaylescourseware.misere.MisereTreeOutcomes;
import org.kaylescourseware.misere.PartizanMisereOrder;

/**
 * The proofs of Lemmas 3 and 4 of "Misère equivalence classes of Nim positions" (Siegel, CGT
 * Theorems V.6.16 and V.6.15) run as programs on all short games. When Theorem 2 finds G ≱ H, the
 * failing condition gives an X with o⁻(G + X) ≱ o⁻(H + X): for (iii) and (iv) a game of adjoints
 * that leaves one sum without a move for Left (or Right); for (i) and (ii) the game T of Lemma 4
 * by which G is downlinked to some H^L (or some G^R to H). Lemma 4's T = {B0, B… | A0, A…} answers
 * each of Left's moves G^L + T by a Right option A with Left losing G^L + A moving first, and each
 * of Right's moves H^R + T by a Left option B with Right losing H^R + B moving first; B0 = {· | G°}
 * and A0 = {H° | ·} make sure both players have a move.
 */
public final class DownlinkConstruction {

    private final GameTreeCache cache;
    private final PartizanMisereOrder order;
    private final MisereTreeOutcomes outcomes;
    private final MisereAdjoint adjoint;
    private final Map<List<GameTree>, GameTree> witnesses = new HashMap<>();

    public DownlinkConstruction(GameTreeCache cache, PartizanMisereOrder order, MisereTreeOutcomes outcomes) {
        this.cache = cache;
        this.order = order;
        this.outcomes = outcomes;
        this.adjoint = new MisereAdjoint(cache);
    }

    /** A game X with o⁻(G + X) ≠ o⁻(H + X), for G ≠ H: a witness of G ≱ H or of H ≱ G. */
    public GameTree distinguisher(GameTree g, GameTree h) {
        return order.greaterOrEqual(g, h) ? orderWitness(h, g) : orderWitness(g, h);
    }

    /**
     * A game X with o⁻(G + X) not at least o⁻(H + X) for Left.
     *
     * @throws IllegalArgumentException when Theorem 2 finds G ≥ H
     */
    public GameTree orderWitness(GameTree g, GameTree h) {
        List<GameTree> key = List.of(g, h);
        GameTree known = witnesses.get(key);
        if (known == null) {
            known = build(g, h);
            witnesses.put(key, known);
        }
        return known;
    }

    private GameTree build(GameTree g, GameTree h) {
        EquivalenceVerdict verdict = order.verdict(g, h);
        if (verdict.holds()) {
            throw new IllegalArgumentException(g + " ≥ " + h + ": no game shows otherwise");
        }
        return switch (verdict.condition()) {
            // H has no Left move, G has: with X = {· | (G^L)°}, Left moving first wins H + X and loses G + X
            case "3" -> cache.form(List.of(), adjoints(g.leftOptions()));
            // G has no Right move, H has: with X = {(H^R)° | ·}, Right moving first wins G + X and loses H + X
            case "4" -> cache.form(adjoints(h.rightOptions()), List.of());
            // G is downlinked to H^L: Left wins H + T by moving to H^L + T, loses G + T moving first
            case "1" -> downlink(g, verdict.witness());
            // G^R is downlinked to H: Right wins G + T by moving to G^R + T, loses H + T moving first
            default -> downlink(verdict.witness(), h);
        };
    }

    /** Lemma 4: a T with o⁻(G + T) ≤ P and o⁻(H + T) ≥ P, when no G^L ≥ H and no H^R ≤ G. */
    public GameTree downlink(GameTree g, GameTree h) {
        List<GameTree> left = new ArrayList<>(List.of(cache.form(List.of(), List.of(adjoint.of(g)))));
        List<GameTree> right = new ArrayList<>(List.of(cache.form(List.of(adjoint.of(h)), List.of())));
        for (GameTree gl : g.leftOptions()) {
            right.add(leftFirstLoses(gl, h));
        }
        for (GameTree hr : h.rightOptions()) {
            left.add(rightFirstLoses(hr, g));
        }
        return cache.form(left, right);
    }

    /** For G^L ≱ H: an A with Left losing G^L + A moving first and winning H + A moving first. */
    private GameTree leftFirstLoses(GameTree gl, GameTree h) {
        GameTree x = orderWitness(gl, h);
        if (leftWinsFirst(outcomes.outcomeOfSum(h, x)) && !leftWinsFirst(outcomes.outcomeOfSum(gl, x))) {
            return x;
        }
        // the witness differs for Left moving second: Left moves to it from H + A; in G^L + A her moves in G^L
        // are answered by adjoints
        return cache.form(List.of(x), adjoints(gl.leftOptions()));
    }

    /** For G ≱ H^R: a B with Right losing H^R + B moving first and winning G + B moving first. */
    private GameTree rightFirstLoses(GameTree hr, GameTree g) {
        GameTree x = orderWitness(g, hr);
        if (leftWinsSecond(outcomes.outcomeOfSum(hr, x)) && !leftWinsSecond(outcomes.outcomeOfSum(g, x))) {
            return x;
        }
        return cache.form(adjoints(hr.rightOptions()), List.of(x));
    }

    private static boolean leftWinsFirst(OutcomeClass o) {
        return o == OutcomeClass.L || o == OutcomeClass.N;
    }

    private static boolean leftWinsSecond(OutcomeClass o) {
        return o == OutcomeClass.L || o == OutcomeClass.P;
    }

    private List<GameTree> adjoints(List<GameTree> options) {
        List<GameTree> adjoints = new ArrayList<>();
        options.forEach(o -> adjoints.add(adjoint.of(o)));
        return adjoints;
    }
}
