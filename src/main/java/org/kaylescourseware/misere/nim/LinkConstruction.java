package org.kaylescourseware.misere.nim;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.kaylescourseware.game.GameTree;
import org.kaylescourseware.game.GameTreeCache;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.misere.EquivalenceVerdict;
import org.kaylescourseware.misere.MisereEquivalence;
import org.kaylescourseware.misere.MisereTreeOutcomes;

/**
 * The proofs of Lemmas 1 and 2 of "Misère equivalence classes of Nim positions" (Siegel, CGT
 * Theorems V.3.6 and V.3.5) run as programs on impartial games. When Theorem 1 finds G ≢ H, the
 * condition that fails gives a distinguishing game: X = 0 for (iii); for (i) G is linked to some
 * H', and the linking game T of Lemma 2 has G + T in P⁻ but H + T in N⁻ (its move to H' + T wins).
 * Lemma 2's T has one option per option of G and of H, each a game that puts that option in P⁻
 * and the other game in N⁻; such a game is made from any distinguishing game X by adding the
 * adjoints of the option's options when X points the wrong way. Every game built here can be
 * played out: that is how the constructions are checked.
 */
public final class LinkConstruction {

    private final GameTreeCache cache;
    private final MisereEquivalence equivalence;
    private final MisereTreeOutcomes outcomes;
    private final MisereAdjoint adjoint;
    private final Map<List<GameTree>, GameTree> distinguishers = new HashMap<>();

    public LinkConstruction(GameTreeCache cache, MisereEquivalence impartialEquivalence, MisereTreeOutcomes outcomes) {
        this.cache = cache;
        this.equivalence = impartialEquivalence;
        this.outcomes = outcomes;
        this.adjoint = new MisereAdjoint(cache);
    }

    /**
     * An impartial X with o⁻(G + X) ≠ o⁻(H + X), built from the condition of Theorem 1 that fails.
     *
     * @throws IllegalArgumentException when Theorem 1 finds G ≡ H
     */
    public GameTree distinguisher(GameTree g, GameTree h) {
        List<GameTree> key = List.of(g, h);
        GameTree known = distinguishers.get(key);
        if (known == null) {
            known = build(g, h);
            distinguishers.put(key, known);
        }
        return known;
    }

    private GameTree build(GameTree g, GameTree h) {
        EquivalenceVerdict verdict = equivalence.verdict(g, h);
        if (verdict.holds()) {
            throw new IllegalArgumentException(g + " ≡ " + h + ": no game tells them apart");
        }
        return switch (verdict.condition()) {
            case "3" -> GameTree.ZERO;
            // G is linked to H' (Lemma 2): G + T ∈ P, H' + T ∈ P, so H + T ∈ N
            case "1" -> link(g, verdict.witness());
            // H is linked to G'
            default -> link(h, verdict.witness());
        };
    }

    /**
     * Lemma 2: a T with o⁻(G + T) = o⁻(H + T) = P when no option of G is ≡ H and no option of H is ≡ G.
     * T's options: for each G', a game Y with G' + Y ∈ P and H + Y ∈ N; for each H', one with
     * H' + Y ∈ P and G + Y ∈ N; and * when G and H have no options at all.
     */
    public GameTree link(GameTree g, GameTree h) {
        List<GameTree> options = new ArrayList<>();
        for (GameTree gOption : g.options()) {
            options.add(oriented(gOption, h));
        }
        for (GameTree hOption : h.options()) {
            options.add(oriented(hOption, g));
        }
        // with no options on either side, * links 0 to 0: 0 + * is in P⁻
        return cache.impartial(options.isEmpty() ? List.of(GameTree.ZERO) : options);
    }

    /**
     * A game Y with A + Y ∈ P⁻ and B + Y ∈ N⁻, for A ≢ B: a distinguishing X if it already points this
     * way, else {X, (A')° for every option A'}: then A + Y loses for the mover (each move is answered
     * by X or by an adjoint), while B + Y is won by moving to B + X ∈ P⁻.
     */
    GameTree oriented(GameTree a, GameTree b) {
        GameTree x = distinguisher(a, b);
        if (outcomes.outcomeOfSum(a, x) == OutcomeClass.P) {
            return x;
        }
        List<GameTree> options = new ArrayList<>(List.of(x));
        for (GameTree aOption : a.options()) {
            options.add(adjoint.of(aOption));
        }
        return cache.impartial(options);
    }
}
