package org.kaylescourseware.impartial;

import java.util.Arrays;
import java.util.Optional;
import java.util.function.IntConsumer;
import java.util.stream.IntStream;
import org.kaylescourseware.rules.OctalGame;

/**
 * Grundy values of an octal game by the sparse-space method (Gangolli and Plambeck, "A note on
 * periodicity in some octal games", IJGT 18, 1989; Flammenkamp's octal game tables).
 *
 * <p>A mask M splits the values in two classes by the parity of the bits of v ∧ M: <em>rare</em>
 * values (even parity, a subgroup for ⊕ that holds 0) and <em>common</em> ones (odd parity).
 * A split option g(a) ⊕ g(b) is common exactly when one of a, b has a rare value. When few heaps
 * have rare values, the common option values of heap n are found from those few heaps alone;
 * their least absent one, c*, is g(n) as soon as every rare value below c* turns out to be an
 * option, and the many common-common pairs usually show those within a few steps. Whatever the
 * mask, every conclusion rests on options actually seen, so the values are exact: with a poor
 * mask the method only slows down, and when no mask makes rare heaps scarce it looks at every
 * option, as the plain recurrence does.
 *
 * <p>At checkpoints the method picks the mask that makes rare heaps scarcest (a Walsh–Hadamard
 * transform of the value counts), extended by ones above the values seen (Flammenkamp's
 * bitstrings), and, by default, stops as soon as the octal periodicity theorem certifies a
 * period: every later value then follows from g(n) = g(n - p).
 *
 * <p>Each sparse-space step looks at every rare heap, so its cost is about the number of rare
 * heaps plus the splits needed to find every rare value below c*. On 0.007 (Treblecross) the
 * best bitstring, ~71, still leaves 22,441 rare heaps up to 10^6, almost all below 4·10^5: the
 * steps beat the plain recurrence from about n = 2.6·10^5 on, but stay near 50,000 pairs each.
 */
public final class SparseSpace {

    /**
     * How to run: whether to stop at a certified period; where the first checkpoint (mask
     * choice, period search) is; the largest share of heaps with rare values a mask may leave
     * and still be tried (a mask that leaves more rarely pays); whether to keep the sparse-space
     * steps even when they cost more than the plain recurrence would (for tests of the method).
     */
    public record Options(boolean stopAtCertifiedPeriod, int firstCheckpoint, double rareShareLimit,
            boolean keepSparseSteps) {
        public static final Options DEFAULT = new Options(true, 256, 1.0 / 8, false);
        /** The sparse-space method alone, every value computed from its options. */
        public static final Options SPARSE_ONLY = new Options(false, 256, 1.0 / 8, false);

        public Options {
            if (firstCheckpoint < 1 || !(rareShareLimit >= 0 && rareShareLimit <= 1)) {
                throw new IllegalArgumentException("the first checkpoint must be >= 1 and the rare share"
                        + " limit in [0, 1], got " + firstCheckpoint + " and " + rareShareLimit);
            }
        }
    }

    /**
     * The outcome of a run: the values g(0..to); the mask in use at the end (0 when no mask made
     * rare heaps scarce and every option was examined; negative when it is a bitstring ~M with
     * infinitely many ones); how many heaps had a rare value under it;
     * the last n whose value was computed from its options (the rest follow from
     * {@code periodicity}, when it was certified on the way).
     */
    public record Run(int[] values, int mask, int rareHeaps, int computedTo, Optional<Periodicity> periodicity) {
    }

    private static final int PROGRESS_STEP = 1 << 16;
    private static final int JUDGEMENT_STEP = 4096;
    /** How many small heaps a are looked at value by value before blocks are marked blindly. */
    private static final int SMALL_HEAPS = 64;
    /**
     * What looking at one pair value by value costs, measured in pairs marked blindly: the
     * branches make it about ten times dearer (this machine, Java 17).
     */
    private static final int CHECK_COST = 10;
    private static final int LARGEST_MASK_SPACE = 1 << 20;

    private final OctalGame game;
    private Options options;
    private final int[] g;
    private final int[] splitRemovals;
    private final RareHeaps rare = new RareHeaps();
    private int[] seen = new int[64];
    private final SplitHints hints = new SplitHints(64);
    private int stamp;
    /** Pairs the sparse-space steps looked at since the last checkpoint, and what plain would. */
    private long sparseWork;
    private long plainWork;

    private SparseSpace(OctalGame game, int to) {
        this.game = game;
        this.g = new int[to + 1];
        this.splitRemovals = IntStream.rangeClosed(0, game.maxRemoval())
                .filter(game::splits).toArray();
    }

    /** Computes g(0..to) of {@code game}; {@code progress} hears the heap size reached now and then. */
    public static Run compute(OctalGame game, int to, Options options, IntConsumer progress) {
        if (to < 0) {
            throw new IllegalArgumentException("the range must be >= 0, got " + to);
        }
        return new SparseSpace(game, to).run(options, progress);
    }

    private Run run(Options options, IntConsumer progress) {
        this.options = options;
        int checkpoint = options.firstCheckpoint();
        int to = g.length - 1;
        for (int n = 1; n <= to; n++) {
            g[n] = rare.mask() == 0 ? mexOfAllOptions(n) : mexBySparseSpace(n);
            rare.record(n, g[n]);
            growMarks(g[n]);
            if (n % PROGRESS_STEP == 0) {
                progress.accept(n);
            }
            if (n % JUDGEMENT_STEP == 0) {
                judgeSparseSpace(n);
            }
            if (n == checkpoint && n < to) {
                checkpoint *= 2;
                Optional<Periodicity> period = PeriodicityFinder.find(game, g, n);
                if (options.stopAtCertifiedPeriod() && period.isPresent()) {
                    extend(period.get(), n);
                    return new Run(g, rare.mask(), rare.size(), n, period);
                }
                chooseMask(n);
            }
        }
        return new Run(g, rare.mask(), rare.size(), to, PeriodicityFinder.find(game, g));
    }

    /** g(m) = g(m - p) for every m > n: proved by the periodicity theorem, which certified p. */
    private void extend(Periodicity period, int n) {
        for (int m = n + 1; m < g.length; m++) {
            g[m] = g[m - period.period()];
        }
    }

    /** The plain recurrence on arrays: every option of n marked, then the least unmarked value. */
    private int mexOfAllOptions(int n) {
        stamp++;
        markSingleOptions(n);
        for (int k : splitRemovals) {
            int rest = n - k;
            for (int a = 1; a <= rest / 2; a++) {
                seen[g[a] ^ g[rest - a]] = stamp;
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
                int v = g[a] ^ g[rest - a];
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
     * counts the values below {@code commonMex} not seen yet; stops when there are none. (Sampling
     * the whole range in stripes instead was tried: on 0.007 it saved 2%, on 0.16 it cost 25%.)
     */
    private int markBlocksUntilFound(int n, int commonMex, int from) {
        int block = Math.max(64, 2 * commonMex);
        int last = (n - splitRemovals[0]) / 2;
        for (int start = from; start <= last; start += block) {
            markSplits(n, start, Math.min(last, start + block - 1));
            sparseWork += (long) block * splitRemovals.length + commonMex;
            if (countUnseen(commonMex) == 0) {
                return 0;
            }
        }
        return countUnseen(commonMex);
    }

    /** Marks the splits of n whose smaller heap a lies in [first, last]. */
    private void markSplits(int n, int first, int last) {
        for (int k : splitRemovals) {
            int rest = n - k;
            int end = Math.min(last, rest / 2);
            for (int a = first; a <= end; a++) {
                seen[g[a] ^ g[rest - a]] = stamp;
            }
        }
    }

    private int countUnseen(int below) {
        int left = 0;
        for (int v = 0; v < below; v++) {
            if (seen[v] != stamp) {
                left++;
            }
        }
        return left;
    }

    /** Marks the options that leave no heap or one heap. */
    private void markSingleOptions(int n) {
        for (int k = 1; k <= Math.min(game.maxRemoval(), n); k++) {
            if (game.removesWhole(k) && n == k) {
                seen[0] = stamp;
            }
            if (game.leavesOne(k) && n > k) {
                seen[g[n - k]] = stamp;
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
                seen[rareValues[i] ^ g[rest - rareHeaps[i]]] = stamp;
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
            seen = Arrays.copyOf(seen, Integer.highestOneBit(value) * 4);
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
    private void judgeSparseSpace(int n) {
        hints.judge();
        if (rare.mask() != 0 && !options.keepSparseSteps() && sparseWork > plainWork) {
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
    private void chooseMask(int n) {
        if (splitRemovals.length == 0 || seen.length > LARGEST_MASK_SPACE) {
            return; // without splits, or with huge values, there is nothing to gain
        }
        int[] counts = new int[seen.length / 2];
        int largest = 0;
        for (int m = 1; m <= n; m++) {
            counts[g[m]]++;
            largest = Math.max(largest, g[m]);
        }
        MaskChoice best = MaskChoice.best(counts, n);
        int below = Integer.highestOneBit(largest) * 2 - 1;
        int bitstring = best.mask() == 0 ? 0 : (best.mask() & below) | ~below;
        int mask = best.rareHeaps() <= options.rareShareLimit() * n ? bitstring : 0;
        long current = rare.mask() == 0 ? n : rare.size();
        if (mask != rare.mask() && (mask == 0 || best.rareHeaps() * 10L < current * 9L)) {
            rare.reset(mask, g, n);
        }
    }
}
