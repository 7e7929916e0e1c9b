package org.kaylescourseware.partizan.modular;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.partizan.Sums;

/**
 * A sum k·S1 + j·S2 of single squares and dominoes: the form every strip reduces to modulo K
 * (Milley 2015, Theorem 1). {@code k} and {@code j} are numbers of copies, never negative.
 */
public record ReducedSum(int k, int j) implements Comparable<ReducedSum> {

    public ReducedSum {
        if (k < 0 || j < 0) {
            throw new IllegalArgumentException("k·S1 + j·S2 needs k >= 0 and j >= 0, got k = " + k + ", j = " + j);
        }
    }

    public static final ReducedSum ZERO = new ReducedSum(0, 0);

    public ReducedSum plus(ReducedSum other) {
        return new ReducedSum(k + other.k, j + other.j);
    }

    /** The position k·S1 + j·S2 of K. */
    public Position toPosition() {
        return Sums.plus(Sums.times(k, 1), Sums.times(j, 2));
    }

    /** The total number of cells, k + 2j. */
    public int totalSize() {
        return k + 2 * j;
    }

    /** The integer k − j that names this sum's class in the misère monoid (S1 ↦ 1, S2 ↦ −1). */
    public int monoidValue() {
        return k - j;
    }

    /** Written as in the paper: {@code 2S1 + S2}, {@code S1}, {@code 0}. */
    @Override
    public String toString() {
        List<String> parts = new ArrayList<>();
        if (k > 0) {
            parts.add((k == 1 ? "" : k + "") + "S1");
        }
        if (j > 0) {
            parts.add((j == 1 ? "" : j + "") + "S2");
        }
        return parts.isEmpty() ? "0" : String.join(" + ", parts);
    }

    @Override
    public int compareTo(ReducedSum other) {
        return k != other.k ? Integer.compare(k, other.k) : Integer.compare(j, other.j);
    }
}
