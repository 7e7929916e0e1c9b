package org.kaylescourseware.game;

import java.util.ArrayList;
import java.util.List;

/**
 * Every position (multiset of nonzero heaps) up to a total size: the integer partitions of
 * 0, 1, ..., n. There are 1, 2, 4, 7, 12, 19, 30, 45, 67, 97, 139 of them for n = 0..10
 * (partial sums of the partition numbers, OEIS A000070).
 */
public final class Partitions {

    /** The largest total size listed: 42 already gives 313 065 positions. */
    public static final int MAX_TOTAL_SIZE = 42;

    private Partitions() {
    }

    /** Every position whose heaps add up to at most {@code maxTotalSize}, by total size, then heaps. */
    public static List<Position> upToTotalSize(int maxTotalSize) {
        if (maxTotalSize < 0 || maxTotalSize > MAX_TOTAL_SIZE) {
            throw new IllegalArgumentException("a total size bound must be between 0 and "
                    + MAX_TOTAL_SIZE + ", got " + maxTotalSize);
        }
        List<Position> positions = new ArrayList<>();
        for (int total = 0; total <= maxTotalSize; total++) {
            collect(total, total, new ArrayList<>(), positions);
        }
        return positions;
    }

    /**
     * How many positions have heaps of at most {@code largestHeap} tokens adding up to at most {@code maxTotalSize}:
     * the partitions of 0 … maxTotalSize into such parts, counted (not listed) part size by part size, saturating at
     * {@link Long#MAX_VALUE}.
     */
    public static long countUpTo(int maxTotalSize, int largestHeap) {
        long[] ways = new long[maxTotalSize + 1];
        ways[0] = 1;
        for (int part = 1; part <= Math.min(largestHeap, maxTotalSize); part++) {
            for (int total = part; total <= maxTotalSize; total++) {
                ways[total] = saturatedAdd(ways[total], ways[total - part]);
            }
        }
        long sum = 0;
        for (long count : ways) {
            sum = saturatedAdd(sum, count);
        }
        return sum;
    }

    private static long saturatedAdd(long a, long b) {
        long sum = a + b;
        return sum < 0 ? Long.MAX_VALUE : sum;
    }

    private static void collect(int remaining, int largest, List<Integer> heaps, List<Position> out) {
        if (remaining == 0) {
            out.add(new Position(heaps));
            return;
        }
        for (int heap = Math.min(remaining, largest); heap >= 1; heap--) {
            heaps.add(heap);
            collect(remaining - heap, heap, heaps, out);
            heaps.remove(heaps.size() - 1);
        }
    }
}
