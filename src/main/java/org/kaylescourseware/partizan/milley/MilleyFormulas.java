package org.kaylescourseware.partizan.milley;

import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.partizan.modular.ReducedSum;

/**
 * The closed forms of Milley (2015) as stated: Theorem 1 (reduction of S_n), Theorem 2 (outcome of
 * k·S1 + j·S2) and Theorem 3 (outcome from the counts x, y of strips of length 1 and 2 mod 3).
 * These are the claims; the checks compare them with the search.
 */
public final class MilleyFormulas {

    private MilleyFormulas() {
    }

    /** Theorem 1: S_{3k} ≡ kS1 + kS2, S_{3k+1} ≡ (k+1)S1 + kS2, S_{3k+2} ≡ kS1 + (k+1)S2. */
    public static ReducedSum theorem1Reduction(int n) {
        if (n < 0) {
            throw new IllegalArgumentException("a strip length must be >= 0, got " + n);
        }
        int k = n / 3;
        return switch (n % 3) {
            case 0 -> new ReducedSum(k, k);
            case 1 -> new ReducedSum(k + 1, k);
            default -> new ReducedSum(k, k + 1);
        };
    }

    /** The reduction of a whole position: the sum of its strips' reductions. */
    public static ReducedSum theorem1Reduction(Position position) {
        ReducedSum sum = ReducedSum.ZERO;
        for (int strip : position.heaps()) {
            sum = sum.plus(theorem1Reduction(strip));
        }
        return sum;
    }

    /** Theorem 2 (stated for positive k, j; applied here to any k, j >= 0): the outcome of kS1 + jS2. */
    public static OutcomeClass theorem2Outcome(int k, int j) {
        return countsOutcome(k, j);
    }

    /** Theorem 3: the outcome of a position with x strips of length 1 mod 3 and y of length 2 mod 3. */
    public static OutcomeClass theorem3Outcome(int x, int y) {
        return countsOutcome(x, y);
    }

    public static OutcomeClass theorem3Outcome(Position position) {
        return theorem3Outcome(residueCount(position, 1), residueCount(position, 2));
    }

    /** How many strips of {@code position} have length ≡ {@code residue} (mod 3). */
    public static int residueCount(Position position, int residue) {
        int count = 0;
        for (int strip : position.heaps()) {
            if (strip % 3 == residue) {
                count++;
            }
        }
        return count;
    }

    /** The common case split of Theorems 2 and 3. */
    private static OutcomeClass countsOutcome(int x, int y) {
        if (x == y) {
            return OutcomeClass.N;
        }
        if (x > y) {
            return OutcomeClass.R;
        }
        return switch ((x + 2 * y) % 3) {
            case 0 -> OutcomeClass.N;
            case 1 -> OutcomeClass.R;
            default -> OutcomeClass.P;
        };
    }
}
