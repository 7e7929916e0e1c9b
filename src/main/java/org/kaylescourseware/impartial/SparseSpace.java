package org.kaylescourseware.impartial;

import java.util.Optional;
import java.util.function.IntConsumer;
import org.kaylescourseware.rules.ImpartialRule;

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
 * option, as the plain recurrence does. The step itself is {@link SparseSpaceMex}.
 *
 * <p>At checkpoints (doubling heap sizes) the method picks the mask that makes rare heaps scarcest
 * (a Walsh–Hadamard transform of the value counts), extended by ones above the values seen
 * (Flammenkamp's bitstrings); eight times as n doubles it asks whether the octal periodicity theorem
 * certifies a period, and by default stops as soon as it does: every later value then follows from
 * g(n) = g(n - p). {@link #certify} grows the values as it goes, with no bound given in advance.
 *
 * <p>Each sparse-space step looks at every rare heap, so its cost is about the number of rare
 * heaps plus the splits needed to find every rare value below c*. On 0.007 (Treblecross) the
 * best bitstring, ~71, still leaves 22,441 rare heaps up to 10^6, almost all below 4·10^5: the
 * steps beat the plain recurrence from about n = 2.6·10^5 on, but stay near 50,000 pairs each.
 */
public final class SparseSpace {

    /**
     * How to run: whether to stop at a certified period; where the first checkpoint (mask
     * choice) is; the largest share of heaps with rare values a mask may leave
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
     * The outcome of a run: the values g(0..to), stored compactly; the mask in use at the end (0
     * when no mask made rare heaps scarce and every option was examined; negative when it is a
     * bitstring ~M with infinitely many ones); how many heaps had a rare value under it; the last n
     * whose value was computed from its options (the rest follow from {@code periodicity}, when it
     * was certified on the way).
     */
    public record Run(CompactValues grundyValues, int to, int mask, int rareHeaps, int computedTo,
            Optional<Periodicity> periodicity) {

        /** g(0..to) as an int array. */
        public int[] values() {
            return grundyValues.toArray(to);
        }
    }

    private static final int PROGRESS_STEP = 1 << 16;
    private static final int JUDGEMENT_STEP = 4096;
    /** The period search runs from n = 16 on, eight times as n doubles: it overshoots by at most 1/8. */
    private static final int FIRST_PERIOD_CHECK = 16;
    private static final int PERIOD_CHECKS_PER_DOUBLING = 8;
    /** Where {@link #certify} starts its values, and up to where it doubles them. */
    private static final int FIRST_CAPACITY = 1 << 16;
    private static final int DOUBLING_LIMIT = 1 << 24;

    private final ImpartialRule game;
    private final Options options;
    private final CompactValues g;
    private final SparseSpaceMex mex;

    private SparseSpace(ImpartialRule game, Options options, CompactValues g, HeapBudget budget) {
        this.game = game;
        this.options = options;
        this.g = g;
        this.mex = new SparseSpaceMex(game, g, budget);
    }

    /** Computes g(0..to) of {@code game}; {@code progress} hears the heap size reached now and then. */
    public static Run compute(ImpartialRule game, int to, Options options, IntConsumer progress) {
        return compute(game, to, options, progress, HeapBudget.ofThisJvm());
    }

    /** As {@link #compute(ImpartialRule, int, Options, IntConsumer)}, every allocation asked of {@code budget}. */
    public static Run compute(ImpartialRule game, int to, Options options, IntConsumer progress, HeapBudget budget) {
        requireRange(to);
        CompactValues g = CompactValues.withCapacity(to + 1, budget);
        return new SparseSpace(game, options, g, budget).run(to, false, progress);
    }

    /**
     * Computes until the octal periodicity theorem certifies a period, or up to g(max): the values
     * grow as the heap size does, each growth asked of {@code budget} (which may refuse with an
     * {@link InsufficientHeapException} saying how far the computation got). The run's
     * {@code to} is the last n computed; its periodicity is empty when none was certified.
     */
    public static Run certify(ImpartialRule game, int max, Options options, IntConsumer progress, HeapBudget budget) {
        requireRange(max);
        CompactValues g = CompactValues.withCapacity(Math.min(max, FIRST_CAPACITY - 1) + 1, budget);
        Options stopping = new Options(true, options.firstCheckpoint(), options.rareShareLimit(),
                options.keepSparseSteps());
        return new SparseSpace(game, stopping, g, budget).run(max, true, progress);
    }

    private Run run(int to, boolean growing, IntConsumer progress) {
        int n = 1;
        try {
            long checkpoint = options.firstCheckpoint();
            int nextPeriodCheck = FIRST_PERIOD_CHECK;
            for (; n <= to; n++) {
                if (n == g.capacity()) {
                    g.growTo(nextCapacity(to));
                }
                mex.computeValue(n);
                if (n % PROGRESS_STEP == 0) {
                    progress.accept(n);
                }
                if (n % JUDGEMENT_STEP == 0) {
                    mex.judge(n, options.keepSparseSteps());
                }
                if (n == nextPeriodCheck && n < to && options.stopAtCertifiedPeriod()) {
                    nextPeriodCheck = n + Math.max(1, Integer.highestOneBit(n) / PERIOD_CHECKS_PER_DOUBLING);
                    Optional<Periodicity> period = PeriodicityFinder.find(game, g, n);
                    if (period.isPresent()) {
                        return stopAt(period.get(), n, growing ? n : to);
                    }
                }
                if (n == checkpoint && n < to) {
                    mex.chooseMask(n, options.rareShareLimit());
                    checkpoint *= 2;
                }
            }
        } catch (InsufficientHeapException e) {
            throw e.reachedAt(n - 1);
        }
        return new Run(g, to, mex.rare().mask(), mex.rare().size(), to, PeriodicityFinder.find(game, g, to));
    }

    /** Stops at n, where {@code period} was certified; g(m) = g(m - p) for n < m ≤ to, by the theorem. */
    private Run stopAt(Periodicity period, int n, int to) {
        g.extendPeriodically(n + 1, to, period.period());
        return new Run(g, to, mex.rare().mask(), mex.rare().size(), n, Optional.of(period));
    }

    /**
     * Twice the room up to {@link #DOUBLING_LIMIT} values, then a quarter more at a time: at most
     * a quarter is allocated beyond need, for at most twice the copies.
     */
    private int nextCapacity(int to) {
        long capacity = g.capacity();
        long next = capacity < DOUBLING_LIMIT ? 2 * capacity : capacity + capacity / 4;
        return (int) Math.min(to + 1L, next);
    }

    private static void requireRange(int to) {
        if (to < 0) {
            throw new IllegalArgumentException("the range must be >= 0, got " + to);
        }
    }
}
