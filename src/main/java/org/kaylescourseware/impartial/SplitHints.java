package org.kaylescourseware.impartial;

import java.util.Arrays;

/**
 * For each value v, the small heaps a whose splits lately had value v: the values of many codes
 * are nearly periodic, so the split with the same small heap often has value v again. Hints are
 * kept on while they find at least one in {@link #PAYOFF} of the values looked for (on 0.16 about
 * three in four, on 0.007 one in two hundred); while they do not pay they are still tried at every
 * {@link #SAMPLING}-th heap, to notice when they pay again.
 */
final class SplitHints {

    /** How many heaps are kept per value. */
    static final int PER_VALUE = 8;
    private static final int SAMPLING = 16;
    private static final int PAYOFF = 4;

    /** For each value v, up to {@link #PER_VALUE} small heaps a, newest first (0: none). */
    private int[] heaps;
    private boolean pay = true;
    private long tries;
    private long hits;

    SplitHints(int values) {
        heaps = new int[values * PER_VALUE];
    }

    /** Keeps room for hints of every value below {@code values}. */
    void grow(int values) {
        heaps = Arrays.copyOf(heaps, Math.max(heaps.length, values * PER_VALUE));
    }

    /** Whether the hints are worth trying at heap n. */
    boolean worthTrying(int n) {
        return pay || n % SAMPLING == 0;
    }

    /** Whether a split of n - k, for a split removal k, into a hinted heap a and the rest has value v. */
    boolean found(CompactValues g, int[] splitRemovals, int n, int v) {
        for (int h = v * PER_VALUE; h < (v + 1) * PER_VALUE && heaps[h] > 0; h++) {
            int a = heaps[h];
            for (int k : splitRemovals) {
                int rest = n - k;
                if (a <= rest / 2 && (g.get(a) ^ g.get(rest - a)) == v) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Notes that value v was found at the small heap a, replacing the oldest hint. */
    void remember(int v, int a) {
        int base = v * PER_VALUE;
        System.arraycopy(heaps, base, heaps, base + 1, PER_VALUE - 1);
        heaps[base] = a;
    }

    /** Notes that the hints were asked for {@code lookedFor} values and found {@code found}. */
    void tally(int lookedFor, int found) {
        tries += lookedFor;
        hits += found;
    }

    /** Decides from the tally since the last judgement whether hints pay, and starts a new tally. */
    void judge() {
        pay = hits * PAYOFF >= tries;
        tries = 0;
        hits = 0;
    }
}
