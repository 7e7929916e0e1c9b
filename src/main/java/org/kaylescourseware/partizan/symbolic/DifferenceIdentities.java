package org.kaylescourseware.partizan.symbolic;

import java.util.ArrayList;
import java.util.List;

/**
 * The identities behind Theorem 3 and Corollaries 4 and 5 (Milley 2015, Section 4): by Theorem 1 a
 * strip of length 3a, 3a + 1 or 3a + 2 adds 0, +1 or −1 to d = k − j, whatever a is, so a position
 * with x strips of length 1 mod 3 and y of length 2 mod 3 has d = x − y; S1 + S2 leaves d unchanged;
 * and S_{3k} reduces to k copies of S1 + S2.
 */
public final class DifferenceIdentities {

    /** What each residue of a strip's length adds to d, as Theorem 3's proof counts it. */
    private static final int[] CONTRIBUTION = {0, 1, -1};

    private DifferenceIdentities() {
    }

    /** Theorem 3 with the proof's own sides: the contributions 0, 1, −1, and 3y. */
    public static List<SymbolicCheck> theorem3() {
        return theorem3(List.of(LinearForm.constant(CONTRIBUTION[0]), LinearForm.constant(CONTRIBUTION[1]),
                LinearForm.constant(CONTRIBUTION[2]), LinearForm.parse("3y")));
    }

    /**
     * Theorem 3 as a text writes it: {@code written} holds what a strip of length 3a, 3a + 1 and 3a + 2
     * adds to k − j, and (x + 2y) − (x − y); each is compared with what Theorem 1 and arithmetic give.
     */
    public static List<SymbolicCheck> theorem3(List<LinearForm> written) {
        requireSize(written, 4);
        List<SymbolicCheck> checks = new ArrayList<>();
        for (int r = 0; r < 3; r++) {
            SymbolicSum reduction = Theorem1Statement.reduction(r, LinearForm.variable("a"));
            checks.add(SymbolicCheck.identity("a strip of length " + Theorem1Statement.length(r, LinearForm.variable("a"))
                    + " adds " + written.get(r) + " to k − j", written.get(r),
                    Theorem2Statement.difference(reduction), "the contribution written in the proof against the"
                            + " k − j of the strip's reduction " + reduction + " by Theorem 1"));
        }
        checks.add(SymbolicCheck.identity("x + 2y ≡ x − y (mod 3)", written.get(3),
                LinearForm.parse("x + 2y").minus(LinearForm.parse("x - y")),
                written.get(3) + " against the number x + 2y minus the difference x − y"));
        return checks;
    }

    /** Corollary 4 with the proof's own sides: k − j changes by 0, the cells by 3. */
    public static List<SymbolicCheck> corollary4() {
        return corollary4(List.of(LinearForm.ZERO, LinearForm.constant(3)));
    }

    /** Corollary 4 as a text writes it: what adding S1 + S2 does to k − j and to the number of cells. */
    public static List<SymbolicCheck> corollary4(List<LinearForm> written) {
        requireSize(written, 2);
        SymbolicSum x = SymbolicSum.parse("kS1 + jS2");
        SymbolicSum more = x.plus(SymbolicSum.SQUARE).plus(SymbolicSum.DOMINO);
        return List.of(
                SymbolicCheck.identity("S1 + S2 changes k − j by " + written.get(0), written.get(0),
                        Theorem2Statement.difference(more).minus(Theorem2Statement.difference(x)),
                        written.get(0) + " against the k − j of (k + 1)S1 + (j + 1)S2 minus that of kS1 + jS2"),
                SymbolicCheck.identity("S1 + S2 adds " + written.get(1) + " cells", written.get(1),
                        cells(more).minus(cells(x)), written.get(1) + " against the cells of (k + 1)S1 + (j + 1)S2 minus"
                                + " those of kS1 + jS2"));
    }

    /** Corollary 5 with the proof's own side, k(S1 + S2). */
    public static List<SymbolicCheck> corollary5() {
        LinearForm k = LinearForm.variable("k");
        return corollary5(new SymbolicSum(k, k));
    }

    /** Corollary 5 as a text writes it: the reduction of S_{3k}, compared with Theorem 1's. */
    public static List<SymbolicCheck> corollary5(SymbolicSum written) {
        LinearForm k = LinearForm.variable("k");
        return List.of(SymbolicCheck.identity("S_{3k} ≡ " + written, written,
                Theorem1Statement.reduction(0, k), written + " against Theorem 1's reduction of S_{3k}"));
    }

    private static void requireSize(List<LinearForm> written, int size) {
        if (written.size() != size) {
            throw new IllegalArgumentException("expected " + size + " expressions separated by ';', got " + written.size());
        }
    }

    private static LinearForm cells(SymbolicSum sum) {
        return sum.squares().plus(sum.dominoes().times(2));
    }
}
