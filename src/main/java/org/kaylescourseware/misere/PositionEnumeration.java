package org.kaylescourseware.misere;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.game.Position;

/**
 * Every position (multiset of heaps) of total size up to a bound, for checks that compare two
 * routes to the same outcome on all small positions. There are p(0) + … + p(s) of them (p the
 * partition numbers): 28 629 up to size 30.
 */
public final class PositionEnumeration {

    /** The largest total size enumerated; p(0) + … + p(60) is about 5.6 million. */
    public static final int MAX_TOTAL_SIZE = 60;

    private PositionEnumeration() {
    }

    /** Every position of total size 0..{@code totalSize} with heaps of at most {@code maxHeap}. */
    public static List<Position> upToTotalSize(int totalSize, int maxHeap) {
        if (totalSize < 0 || totalSize > MAX_TOTAL_SIZE) {
            throw new IllegalArgumentException("can enumerate positions of total size 0.." + MAX_TOTAL_SIZE
                    + ", got " + totalSize);
        }
        List<Position> positions = new ArrayList<>();
        collect(totalSize, Math.max(0, maxHeap), new ArrayList<>(), positions);
        return positions;
    }

    private static void collect(int room, int largest, List<Integer> heaps, List<Position> into) {
        into.add(new Position(heaps));
        for (int h = Math.min(room, largest); h >= 1; h--) {
            heaps.add(h);
            collect(room - h, h, heaps, into);
            heaps.remove(heaps.size() - 1);
        }
    }
}
