package org.kaylescourseware.impartial;

import java.util.Optional;
import org.kaylescourseware.rules.ImpartialRule;

/**
 * Finds the least period p, with its least preperiod n0, that the octal periodicity theorem can
 * certify from the values at hand: if g(n + p) = g(n) for all n0 ≤ n < 2·n0 + p + t, then for all
 * n ≥ n0 (Guy and Smith 1956; Winning Ways, ch. 4), for n0 ≥ 1; a preperiod 0 is certified by the
 * check for n0 = 1 together with g(p) = g(0). Nim, with unbounded t, is never certified.
 *
 * <p>Linear time, constant extra memory. Let R(p) be the length of the run of n ≤ last − p,
 * counted down from last − p, with g(n) = g(n + p). With the values up to last, p is certified iff
 * p ≤ (last − t − 1)/2 and R(p) ≥ need = last + 1 − ⌊(last − t + 1)/2⌋, a length that does not
 * depend on p: the condition n0 ≤ (last − 2p − t + 1)/2 with n0 = last − p + 1 − R(p). So the least
 * certified p is the least shift at which the last {@code need} values occur again, shifted back by
 * p: a string search, done by Karp and Rabin's rolling fingerprint ("Efficient randomized
 * pattern-matching algorithms", IBM J. Res. Dev. 31, 1987) modulo the prime 2^61 − 1, each
 * fingerprint match confirmed value by value, so the answer is exact. (The Z-function did the same
 * with an int per value; at 4·10^8 values that is more than the values themselves.)
 *
 * <p>The check asks only that heap n + p have the options of heap n with one heap p longer, which
 * holds from n = 2·n0 + p + t on; the misère quotient's pretending function is certified by the
 * same condition (see {@code misere.PretendingPeriod}).
 */
public final class PeriodicityFinder {

    private static final long PRIME = (1L << 61) - 1;
    private static final long BASE = 1_000_003;

    private PeriodicityFinder() {
    }

    public static Optional<Periodicity> find(ImpartialRule rule, int[] g) {
        return find(rule, g, g.length - 1);
    }

    /** The least certified period of g(0..last), with its least preperiod; empty when none. */
    public static Optional<Periodicity> find(ImpartialRule rule, int[] g, int last) {
        if (rule.removalBound().isEmpty()) {
            return Optional.empty();
        }
        return find(rule, CompactValues.of(g, last), last);
    }

    /** As {@link #find(ImpartialRule, int[], int)}, on values stored compactly. */
    public static Optional<Periodicity> find(ImpartialRule rule, CompactValues g, int last) {
        if (rule.removalBound().isEmpty()) {
            return Optional.empty();
        }
        int t = rule.removalBound().getAsInt();
        long largestPeriod = ((long) last - t - 1) / 2;
        if (largestPeriod < 1) {
            return Optional.empty();
        }
        int need = (int) (last + 1 - Math.floorDiv((long) last - t + 1, 2));
        int patternStart = last - need + 1;
        long pattern = fingerprint(g, patternStart, need);
        long highPower = power(need - 1);
        long window = pattern;
        // window = the fingerprint of g(s..s + need - 1), s = patternStart - p
        for (int p = 1; p <= largestPeriod; p++) {
            int s = patternStart - p;
            long dropped = mulMod(g.get(s + need) + 1L, highPower);
            window = addMod(g.get(s) + 1L, mulMod(BASE, subMod(window, dropped)));
            if (window == pattern && matches(g, s, patternStart, need)) {
                int n0 = s;
                while (n0 > 0 && g.get(n0 - 1) == g.get(n0 - 1 + p)) {
                    n0--;
                }
                return Optional.of(new Periodicity(p, n0, 2 * Math.max(n0, 1) + p + t));
            }
        }
        return Optional.empty();
    }

    /** Σ (g(from + i) + 1)·BASE^i for i < length, modulo the prime. */
    private static long fingerprint(CompactValues g, int from, int length) {
        long h = 0;
        for (int i = length - 1; i >= 0; i--) {
            h = addMod(g.get(from + i) + 1L, mulMod(BASE, h));
        }
        return h;
    }

    private static boolean matches(CompactValues g, int a, int b, int length) {
        for (int i = 0; i < length; i++) {
            if (g.get(a + i) != g.get(b + i)) {
                return false;
            }
        }
        return true;
    }

    private static long power(int exponent) {
        long result = 1;
        long base = BASE;
        for (int e = exponent; e > 0; e >>= 1) {
            if ((e & 1) != 0) {
                result = mulMod(result, base);
            }
            base = mulMod(base, base);
        }
        return result;
    }

    /** a·b modulo 2^61 − 1, for a, b below it: the high bits of the product fold onto the low ones. */
    static long mulMod(long a, long b) {
        long high = Math.multiplyHigh(a, b);
        long low = a * b;
        long r = (low & PRIME) + (low >>> 61) + (high << 3);
        r = (r & PRIME) + (r >>> 61);
        return r >= PRIME ? r - PRIME : r;
    }

    private static long addMod(long a, long b) {
        long r = a + b;
        return r >= PRIME ? r - PRIME : r;
    }

    private static long subMod(long a, long b) {
        long r = a - b;
        return r < 0 ? r + PRIME : r;
    }
}
