package org.kaylescourseware.impartial;

import java.util.BitSet;
import java.util.function.IntConsumer;
import org.kaylescourseware.rules.ImpartialRule;
import org.kaylescourseware.rules.Nim;
import org.kaylescourseware.rules.OctalGame;

/** Grundy values of single heaps, by two independent algorithms. */
public final class GrundyValues {

    private GrundyValues() {
    }

    /** g(0..to) by the default (fast) algorithm. */
    public static int[] compute(ImpartialRule rule, int to) {
        return compute(rule, to, n -> { });
    }

    /**
     * g(0..to) by the fast algorithm: the sparse-space method for octal games (which also stops
     * at a certified period), the running mex for Nim. {@code progress} hears the heap size
     * reached now and then.
     */
    public static int[] compute(ImpartialRule rule, int to, IntConsumer progress) {
        requireRange(to);
        if (rule instanceof OctalGame octal) {
            return SparseSpace.compute(octal, to, SparseSpace.Options.DEFAULT, progress).values();
        }
        if (rule instanceof Nim) {
            return runningMex(to);
        }
        throw new IllegalArgumentException("no Grundy algorithm for the rule " + rule.code());
    }

    /**
     * The reference algorithm: g(n) is the mex of the nim-sums of the heaps each option leaves
     * (the Sprague–Grundy theorem), every option looked at. Quadratic for games that split heaps.
     */
    public static int[] byMexRecurrence(ImpartialRule rule, int to) {
        requireRange(to);
        int[] g = new int[to + 1];
        BitSet seen = new BitSet();
        for (int n = 1; n <= to; n++) {
            seen.clear();
            rule.forEachOption(n, (remove, larger, smaller) -> seen.set(g[larger] ^ g[smaller]));
            g[n] = seen.nextClearBit(0);
        }
        return g;
    }

    /**
     * Nim: the options of a heap n are the heaps 0..n-1, so g(n) is the mex of all earlier values
     * and one running mex serves every n.
     */
    private static int[] runningMex(int to) {
        int[] g = new int[to + 1];
        BitSet seen = new BitSet();
        int mex = 0;
        for (int n = 1; n <= to; n++) {
            seen.set(g[n - 1]);
            mex = seen.nextClearBit(mex);
            g[n] = mex;
        }
        return g;
    }

    private static void requireRange(int to) {
        if (to < 0) {
            throw new IllegalArgumentException("the range must be >= 0, got " + to);
        }
    }
}
