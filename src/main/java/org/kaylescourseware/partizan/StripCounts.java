package org.kaylescourseware.partizan;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.game.Position;

/**
 * A position of partizan Kayles as counts: {@code counts[n]} strips S_n ({@code counts[0]} is
 * ignored). The working form of the search; {@link Position} is the public value.
 */
public final class StripCounts {

    /**
     * The largest total size whose key fits in a long: a multiset with p parts and largest part m has
     * p + m &lt;= total + 1 (its hook), and the key spends one bit per part, one per length and a
     * leading 1.
     */
    public static final int MAX_TOTAL_SIZE = 61;

    private StripCounts() {
    }

    public static int[] of(Position position, int length) {
        int[] counts = new int[length];
        for (int strip : position.heaps()) {
            counts[strip]++;
        }
        return counts;
    }

    public static Position toPosition(int[] counts) {
        List<Integer> strips = new ArrayList<>();
        for (int n = 1; n < counts.length; n++) {
            for (int c = 0; c < counts[n]; c++) {
                strips.add(n);
            }
        }
        return new Position(strips);
    }

    /** The largest strip length present, at most {@code bound}; 0 for the empty position. */
    static int top(int[] counts, int bound) {
        int top = Math.min(bound, counts.length - 1);
        while (top > 0 && counts[top] == 0) {
            top--;
        }
        return top;
    }

    /**
     * An exact key of the multiset: a leading 1, then for each length 1..top as many 1 bits as strips
     * of that length followed by a 0. Distinct multisets of total size at most 61 get distinct keys.
     */
    static long key(int[] counts, int top) {
        long key = 1;
        for (int n = 1; n <= top; n++) {
            for (int c = counts[n]; c > 0; c--) {
                key = (key << 1) | 1;
            }
            key <<= 1;
        }
        return key;
    }
}
