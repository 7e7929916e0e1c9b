package org.kaylescourseware.impartial;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.IntStream;
import org.kaylescourseware.rules.ImpartialRule;

/**
 * The value of heap n from the values below it, by the sparse-space step when a mask makes rare
 * heaps scarce and by the plain recurrence otherwise (see {@link SparseSpace} for the method and its
 * sources); with the work each step does, so that the driver can judge whether the mask pays.
 */
final class SparseSpaceMex {

    /** How many small heaps a are looked at value by value before blocks are marked blindly. */
    private static final int SMALL_HEAPS = 64;
    /**
     * What looking at one pair value by value costs, measured in pairs marked blindly: the
     * branches make it about ten times dearer (this machine, Java 17).
     */
    private static final int CHECK_COST = 10;
    private static final int LARGEST_MASK_SPACE = 1 << 20;

    private final ImpartialRule game;
    /** The rule's removal bound. */
    private final int t;
    private final CompactValues g;
    private final HeapBudget budget;
    private final int[] splitRemovals;
    private final RareHeaps rare = new RareHeaps();
    private int[] seen = new int[64];
    /** The rare values still missing while blocks of splits are marked. */
    private int[] missing = new int[64];
    private final SplitHints hints = new SplitHints(64);
    private int stamp;
    /** Pairs the sparse-space steps looked at since the last judgement, and what plain would. */
    private long sparseWork;
    private long plainWork;

    SparseSpaceMex(ImpartialRule game, CompactValues g, HeapBudget budget) {
        this.game = game;
        this.t = game.removalBound().orElseThrow(() -> new IllegalArgumentException("the sparse-space method needs a"
                + " bound on the tokens a move removes, and " + game.code() + " has none"));
        this.g = g;
        this.budget = budget;
        this.splitRemovals = IntStream.rangeClosed(0, t).filter(game::splits).toArray();
    }

    RareHeaps rare() {
        return rare;
    }

    /** Computes and stores g(n), every value below n being stored. */
    void computeValue(int n) {
        int value = rare.mask() == 0 ? mexOfAllOptions(n) : mexBySparseSpace(n);
        g.set(n, value);
        rare.record(n, value);
        growMarks(value);
    }

    /** The plain recurrence on arrays: every option of n marked, then the least unmarked value. */
    private int mexOfAllOptions(int n) {
        stamp++;
        markSingleOptions(n);
        for (int k : splitRemovals) {
            int rest = n - k;
            for (int a = 1; a <= rest / 2; a++) {
                seen[g.get(a) ^ g.get(rest - a)] = stamp;
            }
        }
        return leastUnseen(0, false);
    }

    /**
     * The sparse-space step. Every common option value comes from a single-heap option or from a
     * split with exactly one rare heap, so c* (the least common value that is no option) is known
     * after looking at the rare heaps only. g(n) = c* unless some rare value below c* is no option;
     * the split pairs are scanned until all of those have been seen, or to the end.
     */
    private int mexBySparseSpace(int n) {
        stamp++;
        plainWork += plainWorkOf(n);
        markSingleOptions(n);
        markCommonSplits(n);
        int commonMex = leastUnseen(0, true);
        int missing = 0;
        for (int v = 0; v < commonMex; v++) {
            if (seen[v] != stamp) {
                missing++; // a rare value: every common one below commonMex has been seen
            }
        }
        if (missing > 0) {
            missing = findRareOptions(n, commonMex, missing);
        }
        return missing == 0 ? commonMex : leastUnseen(0, false);
    }

    /**
     * Looks for the {@code missing} rare values below {@code commonMex} not seen yet among the
     * splits of n: first where each was found lately (the values are nearly periodic, so the same
     * small heap a often works again; skipped while that does not pay), then among the splits with a small heap a = 1, 2, ...,
     * value by value, with the splits of every removal side by side (a value hiding from the
     * splits after removing k is often at hand after removing k + 1), and beyond those by marking
     * blocks of splits as the plain recurrence does, counting what is still missing after each
     * block. Returns how many stay missing.
     */
    private int findRareOptions(int n, int commonMex, int missing) {
        int left = missing;
        if (hints.worthTrying(n)) {
            for (int v = 0; v < commonMex && left > 0; v++) {
                if (seen[v] != stamp && hints.found(g, splitRemovals, n, v)) {
                    seen[v] = stamp;
                    left--;
                }
            }
            hints.tally(missing, missing - left);
            sparseWork += (long) missing * SplitHints.PER_VALUE * CHECK_COST;
        }
        int lastSmall = Math.min(SMALL_HEAPS, (n - splitRemovals[0]) / 2);
        int a = 1;
        for (; a <= lastSmall && left > 0; a++) {
            for (int i = 0; i < splitRemovals.length; i++) {
                int rest = n - splitRemovals[i];
                if (a > rest / 2) {
                    break; // rest only shrinks as the removal grows
                }
                int v = g.get(a) ^ g.get(rest - a);
                if (v < commonMex && seen[v] != stamp) {
                    seen[v] = stamp;
                    hints.remember(v, a);
                    left--;
                }
            }
        }
        sparseWork += (long) a * splitRemovals.length * CHECK_COST;
        return left == 0 ? 0 : markBlocksUntilFound(n, commonMex, lastSmall + 1);
    }

    /**
     * Marks the splits of n with small heap a ≥ {@code from} block by block, and after each block
     * looks again at the values below {@code commonMex} still missing (listed once, then struck
     * off as they are found: recounting every value below commonMex after each block cost as
     * much as the marking on 0.376); stops when none is left. (Sampling the whole range in stripes
     * instead was tried: on 0.007 it saved 2%, on 0.16 it cost 25%.)
     */
    private int markBlocksUntilFound(int n, int commonMex, int from) {
        int left = listUnseen(commonMex);
        int block = Math.max(64, 2 * commonMex);
        int last = (n - splitRemovals[0]) / 2;
        for (int start = from; start <= last && left > 0; start += block) {
            markSplits(n, start, Math.min(last, start + block - 1));
            sparseWork += (long) block * splitRemovals.length + left;
            int still = 0;
            for (int i = 0; i < left; i++) {
                if (seen[missing[i]] != stamp) {
                    missing[still++] = missing[i];
                }
            }
            left = still;
        }
        return left;
    }

    /** Lists the values below {@code below} not seen this step in {@link #missing}; returns how many. */
    private int listUnseen(int below) {
        if (missing.length < below) {
            missing = new int[Math.max(below, 2 * missing.length)];
        }
        int count = 0;
        for (int v = 0; v < below; v++) {
            if (seen[v] != stamp) {
                missing[count++] = v;
            }
        }
        return count;
    }

    /** Marks the splits of n whose smaller heap a lies in [first, last]. */
    private void markSplits(int n, int first, int last) {
        for (int k : splitRemovals) {
            int rest = n - k;
            int end = Math.min(last, rest / 2);
            for (int a = first; a <= end; a++) {
                seen[g.get(a) ^ g.get(rest - a)] = stamp;
            }
        }
    }

    /** Marks the options that leave no heap or one heap. */
    private void markSingleOptions(int n) {
        for (int k = 1; k <= Math.min(t, n); k++) {
            if (game.removesWhole(k) && n == k) {
                seen[0] = stamp;
            }
            if (game.leavesOne(k) && n > k) {
                seen[g.get(n - k)] = stamp;
            }
        }
    }

    /**
     * Marks every split of n that leaves a rare heap r: all those with one common heap, and with
     * them (harmlessly, they are options too) those where both heaps are rare.
     */
    private void markCommonSplits(int n) {
        int[] rareHeaps = rare.heaps();
        int[] rareValues = rare.values();
        int count = rare.size();
        for (int k : splitRemovals) {
            int rest = n - k;
            int i = 0;
            for (; i < count && rareHeaps[i] < rest; i++) {
                seen[rareValues[i] ^ g.get(rest - rareHeaps[i])] = stamp;
            }
            sparseWork += i;
        }
    }

    /** The least value not seen this step; with {@code commonOnly}, the least common one. */
    private int leastUnseen(int from, boolean commonOnly) {
        int v = from;
        while (v < seen.length && (seen[v] == stamp || commonOnly && rare.isRare(v))) {
            v++;
        }
        return v;
    }

    /**
     * Keeps {@code seen} larger than every option value: option values are nim-sums of values
     * below the next power of two above the largest value, so they stay below it.
     */
    private void growMarks(int value) {
        if (value >= seen.length / 2) {
            int length = Integer.highestOneBit(value) * 4;
            budget.require(4L * length * (1 + SplitHints.PER_VALUE), String.format(Locale.ROOT,
                    "the marks and split hints for option values below %,d", length));
            seen = Arrays.copyOf(seen, length);
            hints.grow(seen.length);
        }
    }

    private long plainWorkOf(int n) {
        long pairs = 0;
        for (int k : splitRemovals) {
            pairs += Math.max(0, n - k) / 2;
        }
        return pairs;
    }

    /**
     * Gives the sparse-space steps up (mask 0) when, since the last judgement, they cost more than
     * the plain recurrence would have (a split marked or a rare heap looked at counts one, a
     * value checked by itself {@link #CHECK_COST}); the next checkpoint, at twice the heap size,
     * may try a mask again (the plain work grows with n, the sparse-space work often does not).
     */
    void judge(int n, boolean keepSparseSteps) {
        hints.judge();
        if (rare.mask() != 0 && !keepSparseSteps && sparseWork > plainWork) {
            rare.reset(0, g, n);
        }
        sparseWork = 0;
        plainWork = 0;
    }

    /**
     * Switches to the mask that makes rare heaps scarcest among 1..n, if it is clearly better. The
     * counts decide the mask's bits up to the largest value's highest bit; above it the mask is
     * all ones (a bitstring ~M, as in Flammenkamp's tables), so a value with a new highest bit
     * changes class: on a code whose values keep growing (0.007) the new large values then stay
     * common, where a finite mask would make half of them rare.
     */
    void chooseMask(int n, double rareShareLimit) {
        if (splitRemovals.length == 0 || seen.length > LARGEST_MASK_SPACE) {
            return; // without splits, or with huge values, there is nothing to gain
        }
        int[] counts = new int[seen.length / 2];
        int largest = 0;
        for (int m = 1; m <= n; m++) {
            int v = g.get(m);
            counts[v]++;
            largest = Math.max(largest, v);
        }
        MaskChoice best = MaskChoice.best(counts, n);
        int below = Integer.highestOneBit(largest) * 2 - 1;
        int bitstring = best.mask() == 0 ? 0 : (best.mask() & below) | ~below;
        int mask = best.rareHeaps() <= rareShareLimit * n ? bitstring : 0;
        long current = rare.mask() == 0 ? n : rare.size();
        if (mask != rare.mask() && (mask == 0 || best.rareHeaps() * 10L < current * 9L)) {
            rare.reset(mask, g, n);
        }
    }
}
