package org.kaylescourseware.impartial;

import java.util.BitSet;
import java.util.function.IntConsumer;
import org.kaylescourseware.rules.ImpartialRule;

/** Grundy values of single heaps, by two independent algorithms. */
public final class GrundyValues {

    private GrundyValues() {
    }

    /** g(0..to) by the default (fast) algorithm. */
    public static int[] compute(ImpartialRule rule, int to) {
        return compute(rule, to, n -> { });
    }

    /**
     * g(0..to) by the fast algorithm: the sparse-space method for a rule with a removal bound
     * (which also stops at a certified period), the running mex for Nim. {@code progress} hears the heap size
     * reached now and then.
     */
    public static int[] compute(ImpartialRule rule, int to, IntConsumer progress) {
        return computeCompactly(rule, to, progress, HeapBudget.ofThisJvm()).stored().toArray(to);
    }

    /**
     * g(0..to) by the fast algorithm, stored compactly, every allocation asked of {@code budget}:
     * values that do not fit are refused ({@link InsufficientHeapException}), never run out of.
     * {@link #bytesToCompute} says up front what they need.
     */
    public static ComputedValues computeCompactly(ImpartialRule rule, int to, IntConsumer progress,
            HeapBudget budget) {
        requireRange(to);
        if (rule.removalBound().isPresent()) {
            SparseSpace.Run run = SparseSpace.compute(rule, to, SparseSpace.Options.DEFAULT, progress, budget);
            return new ComputedValues(rule, run.grundyValues(), to, run.periodicity());
        }
        if (rule.optionsAreEverySmallerHeap()) {
            return new ComputedValues(rule, runningMex(to, budget), to, java.util.Optional.empty());
        }
        throw new IllegalArgumentException("no fast Grundy algorithm for the rule " + rule.code()
                + ": it has no removal bound, and not every smaller heap is an option");
    }

    /**
     * Computes g(0), g(1), ... of {@code game} by the sparse-space method until the octal
     * periodicity theorem certifies a period, or up to g(max); {@code computedTo} is how far it
     * went. {@link #bytesToCertify} says up front what g(0..max) would need.
     */
    public static ComputedValues certify(ImpartialRule game, int max, IntConsumer progress, HeapBudget budget) {
        SparseSpace.Run run = SparseSpace.certify(game, max, SparseSpace.Options.DEFAULT, progress, budget);
        return new ComputedValues(game, run.grundyValues(), run.computedTo(), run.periodicity());
    }

    /**
     * The heap {@link #computeCompactly} needs for g(0..to): one byte a value for a rule with a
     * removal bound (the narrowest width, which holds every published period; wider values are
     * asked for when they appear), for Nim, whose g(n) is n, the width of {@code to} itself, with
     * the copies its widening makes.
     */
    public static long bytesToCompute(ImpartialRule rule, int to) {
        long count = to + 1L;
        if (rule.removalBound().isEmpty()) {
            long marks = count / 8; // the running mex's BitSet
            return marks + (to <= 0xFF ? CompactValues.bytesFor(count, 1)
                    : to <= 0xFFFF ? CompactValues.bytesFor(count, 1) + CompactValues.bytesFor(count, 2)
                    : CompactValues.bytesFor(count, 2) + CompactValues.bytesFor(count, 4));
        }
        return CompactValues.bytesFor(count, 1);
    }

    /**
     * The heap {@link #certify} needs to reach g(max): one byte a value, twice, for the values grow
     * by copying and old and new arrays live side by side for a moment.
     */
    public static long bytesToCertify(int max) {
        return 2 * CompactValues.bytesFor(max + 1L, 1);
    }

    /** The largest max, up to {@code cap}, for which {@link #certify} fits in {@code budget} as it is now. */
    public static int largestCertifiable(HeapBudget budget, int cap) {
        long values = budget.bytesFree() / 2 - 16;
        return (int) Math.max(0, Math.min(cap, values - 1));
    }

    /**
     * The heap {@link #byMexRecurrence} needs for g(0..to), an int a value, with a compact copy of
     * one byte a value beside it (for the period search and the output).
     */
    public static long bytesForMexRecurrence(int to) {
        return 4 * (to + 1L) + CompactValues.bytesFor(to + 1L, 1) + 16;
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
    private static CompactValues runningMex(int to, HeapBudget budget) {
        CompactValues g = CompactValues.withCapacity(to + 1, budget);
        BitSet seen = new BitSet();
        int mex = 0;
        for (int n = 1; n <= to; n++) {
            seen.set(g.get(n - 1));
            mex = seen.nextClearBit(mex);
            g.set(n, mex);
        }
        return g;
    }

    private static void requireRange(int to) {
        if (to < 0) {
            throw new IllegalArgumentException("the range must be >= 0, got " + to);
        }
    }
}
