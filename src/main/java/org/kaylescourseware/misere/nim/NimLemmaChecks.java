package org.kaylescourseware.misere.nim;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.game.GameTree;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.claim.CheckedClaim;

/**
 * The lemmas of "Misère equivalence classes of Nim positions" that are about all games (Lemmas 1–4,
 * from Siegel's book) and the induction lemmas 7 and 10, checked on Nim positions up to a bound.
 * Lemmas 1–4 are checked by running their proofs: every game the proofs construct is played out, so
 * each "not equivalent" the recursive tests answer comes with a game that shows it. Lemmas 7 and 10
 * are checked case by case, each "not equivalent" again with a game that shows it.
 */
public final class NimLemmaChecks {

    private static final QuasiLexicographicOrder ORDER = QuasiLexicographicOrder.INSTANCE;

    private final NimEquivalenceVerification nim;
    private final List<Position> positions;
    private final LinkConstruction links;
    private final DownlinkConstruction downlinks;

    /** Checks over every Nim position of {@code verification} whose total size is at most {@code bound}. */
    public NimLemmaChecks(NimEquivalenceVerification verification, int bound) {
        this.nim = verification;
        this.positions = verification.positions().stream().filter(p -> p.totalSize() <= bound).toList();
        this.links = new LinkConstruction(nim.cache(), nim.impartialTest(), nim.outcomes());
        this.downlinks = new DownlinkConstruction(nim.cache(), nim.order(), nim.outcomes());
    }

    private OutcomeClass outcome(GameTree g, GameTree x) {
        return nim.outcomes().outcomeOfSum(g, x);
    }

    private String bound() {
        int max = positions.stream().mapToInt(Position::totalSize).max().orElse(0);
        return "all " + positions.size() + " Nim positions of total size ≤ " + max;
    }

    /**
     * Lemmas 1 and 2 (impartial): for every pair the test of Theorem 1 finds inequivalent, the game
     * built by their proofs tells them apart when played out; for every pair where Lemma 2 finds G
     * linked to H, its T puts both G + T and H + T in P⁻.
     */
    public CheckedClaim lemmas1And2() {
        String counterexample = "";
        long pairs = 0;
        for (Position a : positions) {
            for (Position b : positions) {
                GameTree g = nim.tree(a);
                GameTree h = nim.tree(b);
                pairs++;
                if (counterexample.isEmpty()) {
                    counterexample = impartialFailure(a, b, g, h);
                }
            }
        }
        return CheckedClaim.search("Lemmas 1 and 2", "G ≡ H exactly when conditions (i)–(iii) hold, with"
                + " 'linked' decided by Lemma 2", bound(), "every game the proofs construct, played out: a"
                + " distinguishing X for each pair Theorem 1 separates, a linking T for each pair Lemma 2 links",
                positions.size(), pairs, CheckedClaim.firstFailure(counterexample));
    }

    private String impartialFailure(Position a, Position b, GameTree g, GameTree h) {
        if (!nim.impartiallyEquivalent(a, b)) {
            GameTree x = links.distinguisher(g, h);
            if (outcome(g, x) == outcome(h, x)) {
                return "the game built for " + a + " ≢ " + b + " does not tell them apart";
            }
        }
        if (nim.impartialTest().linked(g, h)) {
            GameTree t = links.link(g, h);
            if (outcome(g, t) != OutcomeClass.P || outcome(h, t) != OutcomeClass.P) {
                return "the linking game built for " + a + " and " + b + " leaves " + a + " + T in " + outcome(g, t)
                        + "⁻ and " + b + " + T in " + outcome(h, t) + "⁻";
            }
        }
        return "";
    }

    /**
     * Lemmas 3 and 4 (all games): for every ordered pair with G ≱ H by Theorem 2, the game built by
     * their proofs has o⁻(G + X) ≱ o⁻(H + X); where G is downlinked to H by Lemma 4, its T has
     * o⁻(G + T) ≤ P and o⁻(H + T) ≥ P.
     */
    public CheckedClaim lemmas3And4(List<GameTree> games, String gamesBound) {
        String counterexample = "";
        long pairs = 0;
        for (GameTree g : games) {
            for (GameTree h : games) {
                pairs++;
                if (counterexample.isEmpty()) {
                    counterexample = partizanFailure(g, h);
                }
            }
        }
        return CheckedClaim.search("Lemmas 3 and 4", "G ≥ H exactly when conditions (i)–(iv) hold, with"
                + " 'downlinked' decided by Lemma 4", gamesBound, "every game the proofs construct, played out: an X"
                + " with o⁻(G + X) ≱ o⁻(H + X) for each pair Theorem 2 finds G ≱ H, a T for each pair Lemma 4 downlinks",
                games.size(), pairs, CheckedClaim.firstFailure(counterexample));
    }

    private String partizanFailure(GameTree g, GameTree h) {
        if (!nim.order().greaterOrEqual(g, h)) {
            GameTree x = downlinks.orderWitness(g, h);
            if (outcome(g, x).isAtLeastForLeft(outcome(h, x))) {
                return "the game built for " + g + " ≱ " + h + " does not show it";
            }
        }
        if (nim.order().downlinked(g, h)) {
            GameTree t = downlinks.downlink(g, h);
            OutcomeClass og = outcome(g, t);
            OutcomeClass oh = outcome(h, t);
            if (!OutcomeClass.P.isAtLeastForLeft(og) || !oh.isAtLeastForLeft(OutcomeClass.P)) {
                return "the downlinking game built for " + g + " and " + h + " gives " + og + "⁻ and " + oh + "⁻";
            }
        }
        return "";
    }

    /** The Nim positions of this check as game trees, for {@link #lemmas3And4}. */
    public List<GameTree> nimTrees() {
        return positions.stream().map(nim::tree).toList();
    }

    public String nimBound() {
        return bound();
    }

    /** Lemma 7: a nonzero Nim position is not = to any position before it, each shown by a game. */
    public CheckedClaim lemma7() {
        String counterexample = "";
        long pairs = 0;
        for (Position g : positions) {
            for (Position h : positions) {
                if (g.isEmpty() || !ORDER.precedes(h, g)) {
                    continue;
                }
                pairs++;
                GameTree x = nim.partizanEqual(g, h) ? null : downlinks.distinguisher(nim.tree(g), nim.tree(h));
                if (counterexample.isEmpty() && (x == null || outcome(nim.tree(g), x) == outcome(nim.tree(h), x))) {
                    counterexample = g + " and the earlier " + h + " are not told apart";
                }
            }
        }
        return CheckedClaim.search("Lemma 7", "nonzero Nim positions are not equivalent (=) to any preceding"
                + " position", bound(), "Theorem 3 on every pair H ≺ G, and the game its proof builds, played out",
                positions.size(), pairs, CheckedClaim.firstFailure(counterexample));
    }

    /** Lemma 10: a nonzero reduced form is not ≡ to any reduced form before it, each shown by a game. */
    public CheckedClaim lemma10() {
        String counterexample = "";
        long pairs = 0;
        List<Position> reduced = positions.stream().filter(ReducedForm::isReduced).toList();
        for (Position g : reduced) {
            for (Position h : reduced) {
                if (g.isEmpty() || !ORDER.precedes(h, g)) {
                    continue;
                }
                pairs++;
                GameTree x = nim.impartiallyEquivalent(g, h) ? null : links.distinguisher(nim.tree(g), nim.tree(h));
                if (counterexample.isEmpty() && (x == null || outcome(nim.tree(g), x) == outcome(nim.tree(h), x))) {
                    counterexample = g + " and the earlier reduced form " + h + " are not told apart";
                }
            }
        }
        return CheckedClaim.search("Lemma 10", "nonzero reduced-form Nim positions are not impartially equivalent"
                + " to any preceding reduced-form position", "the " + reduced.size() + " reduced forms among " + bound(),
                "Theorem 1 on every pair H ≺ G of reduced forms, and the game its proof builds, played out",
                reduced.size(), pairs, CheckedClaim.firstFailure(counterexample));
    }

    /** The options of a Nim position, as positions. */
    static List<Position> options(Position p) {
        return new ArrayList<>(NimOrderLemmas.options(p));
    }
}
