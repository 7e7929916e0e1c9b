package org.kaylescourseware.misere.nim;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.game.GameTree;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.claim.CheckedClaim;

/**
 * The last step of the proof of Lemma 10: a nonzero reduced form G is not ≡ 0. The paper argues
 * that G ≡ 0 makes every option of G have an option ≡ 0 (condition 2 of Theorem 1), that "by the
 * induction hypothesis" this option must be 0 itself, and then that G has at most two heaps, both
 * of size 1. The middle step does not follow: the hypothesis is about reduced forms, and 1 + 1 ≡ 0
 * is not reduced. The position 2 + 2 meets the premise (its options 2 and 2 + 1 have the options 0
 * and 1 + 1) without meeting the printed conclusion. The completed argument needs no induction:
 * G ≡ 0 would give o⁻(G) = o⁻(0) = N (X = 0) and o⁻(G + G) = o⁻(0 + G) = N (X = G). A reduced G in N⁻
 * is not a single heap of 1, so it has a heap of 2 or more, and then G + G, of nim-sum 0, is in P⁻ by
 * Bouton's misère rule.
 */
public final class Lemma10LastStep {

    private final NimEquivalenceVerification nim;
    private final List<Position> reduced;
    private final int bound;

    public Lemma10LastStep(NimEquivalenceVerification verification, int bound) {
        this.nim = verification;
        this.bound = bound;
        this.reduced = verification.positions().stream()
                .filter(p -> !p.isEmpty() && p.totalSize() <= bound && ReducedForm.isReduced(p)).toList();
    }

    /** The nonzero reduced forms whose every option has an option ≡ 0 (Theorem 1), but not 0 itself. */
    public List<Position> uncovered() {
        List<Position> uncovered = new ArrayList<>();
        for (Position g : reduced) {
            boolean premise = NimLemmaChecks.options(g).stream().allMatch(o -> NimLemmaChecks.options(o).stream()
                    .anyMatch(oo -> nim.impartiallyEquivalent(oo, Position.of())));
            boolean printed = NimLemmaChecks.options(g).stream().allMatch(o -> NimLemmaChecks.options(o).contains(Position.of()));
            if (premise && !printed) {
                uncovered.add(g);
            }
        }
        return uncovered;
    }

    /** The printed step, checked: it fails exactly at the positions of {@link #uncovered()}. */
    public CheckedClaim printed() {
        List<Position> uncovered = uncovered();
        return CheckedClaim.search("Lemma 10, last step as printed", "if every option of G has an option ≡ 0, then"
                + " (by the induction hypothesis) every option of G has 0 itself as an option", description(),
                "Theorem 1 on every option's options against 0, compared with the options' options themselves",
                reduced.size(), uncovered.stream().findFirst().map(g -> g + " meets the premise (its options "
                        + String.join(" and ", NimLemmaChecks.options(g).stream().map(Position::toString).toList())
                        + " each have an option ≡ 0) but the option " + optionWithoutZero(g)
                        + " has no option 0"));
    }

    private static Position optionWithoutZero(Position g) {
        return NimLemmaChecks.options(g).stream().filter(o -> !NimLemmaChecks.options(o).contains(Position.of()))
                .findFirst().orElseThrow();
    }

    /** The completed step: X = 0 tells G from 0 unless G ∈ N⁻, and then X = G does; played out. */
    public CheckedClaim completed() {
        String counterexample = "";
        for (Position g : reduced) {
            GameTree tree = nim.tree(g);
            boolean next = nim.outcomes().outcome(tree) == OutcomeClass.N;
            GameTree x = next ? tree : GameTree.ZERO;
            if (counterexample.isEmpty()
                    && nim.outcomes().outcomeOfSum(tree, x) == nim.outcomes().outcomeOfSum(GameTree.ZERO, x)) {
                counterexample = g + " + X and 0 + X have one outcome for X = " + (next ? g : "0");
            }
        }
        return CheckedClaim.search("Lemma 10, last step completed", "a nonzero reduced form G is not ≡ 0: X = 0"
                + " tells them apart unless G ∈ N⁻, and then X = G does, since G + G ∈ P⁻",
                description(), "the misère outcomes of G + X and 0 + X, played out", reduced.size(),
                CheckedClaim.firstFailure(counterexample));
    }

    private String description() {
        return "the " + reduced.size() + " nonzero reduced forms of total size ≤ " + bound;
    }
}
