package org.kaylescourseware.impartial;

import java.util.OptionalInt;
import java.util.function.IntUnaryOperator;

/**
 * A certified period of a Grundy sequence: g(n + period) = g(n) for every n >= preperiod.
 * {@code certifiedTo} is the bound 2·max(preperiod, 1) + period + t of the octal periodicity theorem
 * (Guy and Smith 1956; Winning Ways ch. 4): the equality was checked for every n below it, which
 * by the theorem proves it for all n.
 */
public record Periodicity(int period, int preperiod, int certifiedTo) {

    public Periodicity {
        if (period < 1 || preperiod < 0 || certifiedTo < preperiod) {
            throw new IllegalArgumentException("not a periodicity: period " + period + ", preperiod "
                    + preperiod + ", certified to " + certifiedTo);
        }
    }

    /**
     * The n0 in the theorem's bound 2·n0 + p + t: the preperiod, or 1 when that is 0 (shifting an
     * empty heap by p would turn one heap left into two).
     */
    public int boundPreperiod() {
        return Math.max(preperiod, 1);
    }

    /** Whether n lies in the periodic part of the sequence. */
    public boolean isPeriodic(int n) {
        return n >= preperiod;
    }

    /** The last n that is an exception: g(n) differs from g(n + period). -1 when none. */
    public int lastException() {
        return preperiod - 1;
    }

    /**
     * Why a period p from n0 of the values v(0..length − 1) is their least: for every d with 1 ≤ d &lt; p, the least
     * n ≥ n0 with v(n + d) ≠ v(n) exists; returns one more than the largest of these n (at most n0 + p, since from n0
     * the values repeat with period p), or empty when some d &lt; p finds no such n in the values given. A failure at
     * n ≥ n0 repeats at n + kp for every k, so no d &lt; p is a period from any row on; and the least period of the
     * values from some row on divides every such period, so it is p. The same argument serves a Grundy sequence and
     * a pretending function.
     */
    public static OptionalInt smallerPeriodsFailBelow(IntUnaryOperator value, int length, int period, int preperiod) {
        int below = preperiod;
        for (int d = 1; d < period; d++) {
            int n = preperiod;
            while (n + d < length && value.applyAsInt(n + d) == value.applyAsInt(n)) {
                n++;
            }
            if (n + d >= length) {
                return OptionalInt.empty();
            }
            below = Math.max(below, n + 1);
        }
        return OptionalInt.of(below);
    }
}
