package org.kaylescourseware.misere.nim;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.game.Partitions;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.claim.CheckedClaim;
import org.kaylescourseware.rules.HeapOption;
import org.kaylescourseware.rules.Nim;

/**
 * The order lemmas behind the induction proofs of "Misère equivalence classes of Nim positions"
 * (Lemmas 5, 6, 8, 9 and Corollary 2), checked over every Nim position up to a total size. They
 * are about quasi-lexicographic order and reduced forms only; no game is played.
 */
public final class NimOrderLemmas {

    private static final String METHOD = "enumeration of options, Definition 5 and quasi-lexicographic order";
    /** Lemmas 5 and 6 are about options and the order alone; the reduced form (Definition 5) plays no part. */
    private static final String OPTIONS_AND_ORDER = "enumeration of options and quasi-lexicographic order";

    private static final QuasiLexicographicOrder ORDER = QuasiLexicographicOrder.INSTANCE;

    private final int maxTotalSize;
    private final List<Position> positions;

    public NimOrderLemmas(int maxTotalSize) {
        this.maxTotalSize = maxTotalSize;
        this.positions = Partitions.upToTotalSize(maxTotalSize);
    }

    /** Every check, in the paper's order. */
    public List<CheckedClaim> all() {
        return List.of(lemma5(), lemma6(), lemma8(), corollary2(), lemma9());
    }

    /** Every option of a Nim position: one heap made smaller. */
    public static List<Position> options(Position position) {
        List<Position> options = new ArrayList<>();
        List<Integer> heaps = position.heaps();
        for (int i = 0; i < heaps.size(); i++) {
            if (i > 0 && heaps.get(i).equals(heaps.get(i - 1))) {
                continue;
            }
            for (HeapOption option : Nim.INSTANCE.options(heaps.get(i))) {
                options.add(position.replace(i, option.leaves()));
            }
        }
        return options;
    }

    /** Lemma 5: every option of a Nim position precedes it. */
    public CheckedClaim lemma5() {
        String counterexample = "";
        for (Position p : positions) {
            for (Position option : options(p)) {
                if (counterexample.isEmpty() && !ORDER.precedes(option, p)) {
                    counterexample = "the option " + option + " of " + p + " does not precede it";
                }
            }
        }
        return result("Lemma 5", "every option of a Nim position precedes it", OPTIONS_AND_ORDER, counterexample);
    }

    /** Lemma 6: the ≺-least option of a nonzero position removes its largest heap. */
    public CheckedClaim lemma6() {
        String counterexample = "";
        for (Position p : positions) {
            if (!p.isEmpty() && counterexample.isEmpty()) {
                Position least = options(p).stream().min(ORDER).orElseThrow();
                if (!least.equals(withoutLargestHeap(p))) {
                    counterexample = "the least option of " + p + " is " + least;
                }
            }
        }
        return result("Lemma 6", "the ≺-least option of (a1, …, aN) is (a1, …, aN−1)", OPTIONS_AND_ORDER, counterexample);
    }

    /** Lemma 8: the reduced form of G is G or precedes G. */
    public CheckedClaim lemma8() {
        String counterexample = "";
        for (Position p : positions) {
            Position reduced = ReducedForm.of(p);
            if (counterexample.isEmpty() && !reduced.equals(p) && !ORDER.precedes(reduced, p)) {
                counterexample = "the reduced form " + reduced + " of " + p + " follows it";
            }
        }
        return result("Lemma 8", "the reduced form of G is isomorphic to G or precedes G", counterexample);
    }

    /** Corollary 2: the reduced forms of all options of G precede G. */
    public CheckedClaim corollary2() {
        String counterexample = "";
        for (Position p : positions) {
            for (Position option : options(p)) {
                Position reduced = ReducedForm.of(option);
                if (counterexample.isEmpty() && !ORDER.precedes(reduced, p)) {
                    counterexample = "the reduced form " + reduced + " of the option " + option + " of " + p
                            + " does not precede it";
                }
            }
        }
        return result("Corollary 2", "the reduced forms of all options of G precede G", counterexample);
    }

    /** Lemma 9: for a nonzero reduced (a1, …, aN), the least reduced form of an option is (a1, …, aN−1). */
    public CheckedClaim lemma9() {
        String counterexample = "";
        int checked = 0;
        for (Position p : positions) {
            if (!p.isEmpty() && ReducedForm.isReduced(p)) {
                checked++;
                Position least = options(p).stream().map(ReducedForm::of).min(ORDER).orElseThrow();
                if (counterexample.isEmpty() && !least.equals(withoutLargestHeap(p))) {
                    counterexample = "the least reduced form of an option of " + p + " is " + least;
                }
            }
        }
        return CheckedClaim.search("Lemma 9", "for a nonzero reduced-form (a1, …, aN), the ≺-least reduced "
                + "form of an option is (a1, …, aN−1)", "the " + checked + " nonzero reduced forms of "
                + "total size ≤ " + maxTotalSize, METHOD, checked, CheckedClaim.firstFailure(counterexample));
    }

    private static Position withoutLargestHeap(Position p) {
        return p.replace(0, List.of());
    }

    private CheckedClaim result(String claim, String statement, String counterexample) {
        return result(claim, statement, METHOD, counterexample);
    }

    private CheckedClaim result(String claim, String statement, String compared, String counterexample) {
        return CheckedClaim.search(claim, statement, "all " + positions.size() + " Nim positions of total size ≤ "
                + maxTotalSize, compared, positions.size(), CheckedClaim.firstFailure(counterexample));
    }
}
