package org.kaylescourseware.partizan;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.kaylescourseware.game.Position;

/**
 * The universe K of partizan Kayles (Milley 2015, Section 2): every sum of strips. Here it is
 * enumerated up to a total size, smallest positions first, so the first witness found is a
 * smallest one.
 */
public final class KaylesUniverse {

    /**
     * The universe as text that holds no math writes it, the lessons' {@code \mathcal{K}}: never the letter K, which
     * names the rows of Kayles.
     */
    public static final String SYMBOL = "𝒦";

    /** A relation modulo the universe, as such text writes it: {@code S2 > 2S1 (mod 𝒦)}. */
    public static final String MODULO = "(mod " + SYMBOL + ")";

    private KaylesUniverse() {
    }

    /** Every position of K with total size at most {@code totalSize}, by total size, then strips. */
    public static List<Position> positionsUpTo(int totalSize) {
        requireSize(totalSize);
        List<Position> positions = new ArrayList<>();
        forEachUpTo(totalSize, counts -> positions.add(StripCounts.toPosition(counts)));
        return positions;
    }

    /** How many positions of K have total size at most {@code totalSize}. */
    public static int countUpTo(int totalSize) {
        requireSize(totalSize);
        int[] count = {0};
        forEachUpTo(totalSize, counts -> count[0]++);
        return count[0];
    }

    /**
     * Calls {@code action} with the strip counts (index = strip length) of every position of total
     * size at most {@code totalSize}, by total size. The array is reused between calls.
     */
    public static void forEachUpTo(int totalSize, Consumer<int[]> action) {
        int[] counts = new int[totalSize + 1];
        for (int size = 0; size <= totalSize; size++) {
            partitions(size, size, counts, action);
        }
    }

    /** The partitions of {@code remaining} into parts of at most {@code largest}, largest parts first. */
    private static void partitions(int remaining, int largest, int[] counts, Consumer<int[]> action) {
        if (remaining == 0) {
            action.accept(counts);
            return;
        }
        for (int part = Math.min(remaining, largest); part >= 1; part--) {
            counts[part]++;
            partitions(remaining - part, part, counts, action);
            counts[part]--;
        }
    }

    private static void requireSize(int totalSize) {
        if (totalSize < 0 || totalSize > StripCounts.MAX_TOTAL_SIZE) {
            throw new IllegalArgumentException("a total size must be between 0 and "
                    + StripCounts.MAX_TOTAL_SIZE + ", got " + totalSize);
        }
    }
}
