package org.kaylescourseware.partizan.symbolic;

import java.util.List;
import org.kaylescourseware.game.OutcomeClass;

/**
 * Theorem 2 of Milley (2015) as classes of d = k − j: kS1 + jS2 is in R⁻ if k > j, in N⁻ if k = j,
 * and for k < j in N⁻, R⁻ or P⁻ as k + 2j ≡ 0, 1 or 2 (mod 3). Since k + 2j − (k − j) = 3j, the
 * residue of k + 2j is that of d, so each case of the statement is one class of d.
 */
public final class Theorem2Statement {

    /** One case of the statement: the paper's words, the class of d it is, and the outcome. */
    public record Part(String paperCase, DifferenceClass difference, OutcomeClass outcome) {
    }

    /** The five cases, in the order the paper's proof takes them. */
    public static final List<Part> PARTS = List.of(
            new Part("k = j", DifferenceClass.exactly(0), OutcomeClass.N),
            new Part("k > j", DifferenceClass.atLeast(1), OutcomeClass.R),
            new Part("k < j, k + 2j ≡ 0 (mod 3)", DifferenceClass.atMost(-1, 0), OutcomeClass.N),
            new Part("k < j, k + 2j ≡ 1 (mod 3)", DifferenceClass.atMost(-1, 1), OutcomeClass.R),
            new Part("k < j, k + 2j ≡ 2 (mod 3)", DifferenceClass.atMost(-1, 2), OutcomeClass.P));

    private Theorem2Statement() {
    }

    /** The stated outcome of kS1 + jS2 for d = k − j. */
    public static OutcomeClass outcome(int d) {
        return PARTS.stream().filter(p -> p.difference().contains(d)).findFirst().orElseThrow().outcome();
    }

    /** The residue identity behind the classes: (k + 2j) − (k − j) is 3j, a multiple of 3. */
    public static SymbolicCheck residueIdentity() {
        LinearForm cells = LinearForm.parse("k + 2j");
        LinearForm difference = LinearForm.parse("k - j");
        return SymbolicCheck.identity("k + 2j ≡ k − j (mod 3)", LinearForm.parse("3j"), cells.minus(difference),
                "3j against the number of cells k + 2j minus the difference k − j");
    }

    /** The difference d of a sum a·S1 + b·S2: a − b. */
    static LinearForm difference(SymbolicSum sum) {
        return sum.squares().minus(sum.dominoes());
    }
}
