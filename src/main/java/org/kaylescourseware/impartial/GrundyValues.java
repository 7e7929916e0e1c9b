package org.kaylescourseware.impartial;

import org.kaylescourseware.rules.HeapOption;
import org.kaylescourseware.rules.ImpartialRule;

/** Grundy values of single heaps. */
public final class GrundyValues {

    private GrundyValues() {
    }

    /** g(0..to) by the default (fast) algorithm. */
    public static int[] compute(ImpartialRule rule, int to) {
        return byMexRecurrence(rule, to);
    }

    /**
     * The reference algorithm: g(n) is the mex of the nim-sums of the heaps each option leaves
     * (the Sprague–Grundy theorem). Quadratic for games that split heaps.
     */
    public static int[] byMexRecurrence(ImpartialRule rule, int to) {
        if (to < 0) {
            throw new IllegalArgumentException("the range must be >= 0, got " + to);
        }
        int[] g = new int[to + 1];
        for (int n = 1; n <= to; n++) {
            java.util.BitSet seen = new java.util.BitSet();
            for (HeapOption option : rule.options(n)) {
                int x = 0;
                for (int leaf : option.leaves()) {
                    x ^= g[leaf];
                }
                seen.set(x);
            }
            g[n] = seen.nextClearBit(0);
        }
        return g;
    }
}
