package org.kaylescourseware.partizan.symbolic;

/**
 * Theorem 1 of Milley (2015) as symbolic forms: a strip of length 3q + r is equivalent modulo K to
 * {@code qS1 + qS2} (r = 0), {@code (q + 1)S1 + qS2} (r = 1) or {@code qS1 + (q + 1)S2} (r = 2), for
 * every q ≥ 0 (for q = 0 these are S0 = 0, S1 and S2 themselves). The induction hypothesis of the
 * general proof applies these forms to the two strips of an option.
 */
public final class Theorem1Statement {

    private Theorem1Statement() {
    }

    /** The reduction of S_{3q + r}, with q a linear form. */
    public static SymbolicSum reduction(int residue, LinearForm quotient) {
        return switch (residue) {
            case 0 -> new SymbolicSum(quotient, quotient);
            case 1 -> new SymbolicSum(quotient.plus(1), quotient);
            case 2 -> new SymbolicSum(quotient, quotient.plus(1));
            default -> throw new IllegalArgumentException("a residue mod 3 is 0, 1 or 2, got " + residue);
        };
    }

    /** The length 3q + r as a linear form. */
    public static LinearForm length(int residue, LinearForm quotient) {
        return quotient.times(3).plus(residue);
    }

    /** {@code 3k}, {@code 3k + 1} or {@code 3k + 2}, the name of a case. */
    public static String caseName(int residue) {
        return "n = " + length(residue, LinearForm.variable("k"));
    }
}
