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

    /** Theorem 3: the contributions, and x + 2y ≡ x − y (mod 3). */
    public static List<SymbolicCheck> theorem3() {
        List<SymbolicCheck> checks = new ArrayList<>();
        for (int r = 0; r < 3; r++) {
            SymbolicSum reduction = Theorem1Statement.reduction(r, LinearForm.variable("a"));
            checks.add(SymbolicCheck.identity("a strip of length " + Theorem1Statement.length(r, LinearForm.variable("a"))
                    + " adds " + LinearForm.constant(CONTRIBUTION[r]) + " to k − j", LinearForm.constant(CONTRIBUTION[r]),
                    Theorem2Statement.difference(reduction), "the contribution counted in the proof against the"
                            + " k − j of the strip's reduction " + reduction + " by Theorem 1"));
        }
        checks.add(SymbolicCheck.identity("x + 2y ≡ x − y (mod 3)", LinearForm.parse("3y"),
                LinearForm.parse("x + 2y").minus(LinearForm.parse("x - y")),
                "3y against the number x + 2y minus the difference x − y"));
        return checks;
    }

    /** Corollary 4: adding S1 + S2 changes neither d nor the residue of the number of cells. */
    public static List<SymbolicCheck> corollary4() {
        SymbolicSum x = SymbolicSum.parse("kS1 + jS2");
        SymbolicSum more = x.plus(SymbolicSum.SQUARE).plus(SymbolicSum.DOMINO);
        return List.of(
                SymbolicCheck.identity("S1 + S2 leaves k − j unchanged", LinearForm.ZERO,
                        Theorem2Statement.difference(more).minus(Theorem2Statement.difference(x)),
                        "0 against the k − j of (k + 1)S1 + (j + 1)S2 minus that of kS1 + jS2"),
                SymbolicCheck.identity("S1 + S2 adds 3 cells", LinearForm.constant(3),
                        cells(more).minus(cells(x)), "3 against the cells of (k + 1)S1 + (j + 1)S2 minus those of"
                                + " kS1 + jS2"));
    }

    /** Corollary 5: S_{3k} reduces to k(S1 + S2). */
    public static List<SymbolicCheck> corollary5() {
        LinearForm k = LinearForm.variable("k");
        return List.of(SymbolicCheck.identity("S_{3k} ≡ k(S1 + S2)", new SymbolicSum(k, k),
                Theorem1Statement.reduction(0, k), "k copies of S1 + S2 against Theorem 1's reduction of S_{3k}"));
    }

    private static LinearForm cells(SymbolicSum sum) {
        return sum.squares().plus(sum.dominoes().times(2));
    }
}
