package org.kaylescourseware.impartial;

import java.util.Optional;
import org.kaylescourseware.rules.ImpartialRule;
import org.kaylescourseware.rules.OctalGame;

/**
 * Finds the least period p, with its least preperiod n0, that the octal periodicity theorem can
 * certify from the values at hand: if g(n + p) = g(n) for all n0 ≤ n < 2·n0 + p + t, then for all
 * n ≥ n0 (Guy and Smith 1956; Winning Ways, ch. 4), for n0 ≥ 1; a preperiod 0 is certified by the
 * check for n0 = 1 together with g(p) = g(0). Nim, with unbounded t, is never certified.
 *
 * <p>Linear time: with h the values read backwards from the last one, the longest run of
 * g(n + p) = g(n) that ends at the last value is the Z-function of h at p, so one Z-function
 * gives the least n0 of every p at once.
 *
 * <p>The check asks only that heap n + p have the options of heap n with one heap p longer, which
 * holds from n = 2·n0 + p + t on; the misère quotient's pretending function is certified by the
 * same condition (see {@code misere.PretendingPeriod}).
 */
public final class PeriodicityFinder {

    private PeriodicityFinder() {
    }

    public static Optional<Periodicity> find(ImpartialRule rule, int[] g) {
        return find(rule, g, g.length - 1);
    }

    /** The least certified period of g(0..last), with its least preperiod; empty when none. */
    public static Optional<Periodicity> find(ImpartialRule rule, int[] g, int last) {
        if (!(rule instanceof OctalGame octal)) {
            return Optional.empty();
        }
        int t = octal.maxRemoval();
        int[] z = zFunctionOfReversed(g, last);
        // the theorem compares g(n) with g(n + p) for n0 <= n < 2 n0 + p + t: values up to
        // 2 n0 + 2p + t - 1 must be at hand, so 2p + t - 1 <= last
        for (int p = 1; 2 * p + t - 1 <= last; p++) {
            int n0 = Math.max(0, last - p + 1 - z[p]);
            // the theorem's shift by p must keep every heap an option leaves a heap (size >= 1):
            // from n0 = 0 it could turn "one heap left" into "two heaps left", so the check
            // reaches as far as for n0 = 1 (0.04 has g(0..3) = 0 but g(4) = 1)
            int certifiedTo = 2 * Math.max(n0, 1) + p + t;
            if (certifiedTo - 1 + p <= last) {
                return Optional.of(new Periodicity(p, n0, certifiedTo));
            }
        }
        return Optional.empty();
    }

    /**
     * z[p] = the length of the longest common prefix of h and h shifted by p, where
     * h[i] = g[last - i]: the number of n ≤ last - p, counted down from last - p, with
     * g(n) = g(n + p) (Gusfield, Algorithms on Strings, Trees and Sequences, §1.4).
     */
    static int[] zFunctionOfReversed(int[] g, int last) {
        int length = last + 1;
        int[] z = new int[length];
        if (length == 0) {
            return z;
        }
        z[0] = length;
        int left = 0;
        int right = 0; // [left, right) is the rightmost segment found to match a prefix
        for (int i = 1; i < length; i++) {
            int k = i < right ? Math.min(right - i, z[i - left]) : 0;
            while (i + k < length && g[last - k] == g[last - i - k]) {
                k++;
            }
            z[i] = k;
            if (i + k > right) {
                left = i;
                right = i + k;
            }
        }
        return z;
    }
}
