package org.kaylescourseware.site.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The browser tests' own player of Dawson's Kayles, reading the board as the indices of the
 * tokens left in each row and valuing groups with Grundy values the test computed itself.
 */
final class TestReader {

    private TestReader() {
    }

    /**
     * A pair of adjacent tokens, as {row, index of the first}, whose removal leaves nim-sum 0 by
     * the Grundy values g; else the first pair; null when no two tokens are adjacent.
     */
    static int[] perfectMove(Map<Integer, List<Integer>> rows, int[] g) {
        List<Integer> groups = new ArrayList<>();
        rows.values().forEach(present -> groups.addAll(groupLengths(present)));
        int sum = groups.stream().mapToInt(n -> g[n]).reduce(0, (x, y) -> x ^ y);
        for (Map.Entry<Integer, List<Integer>> row : rows.entrySet()) {
            List<Integer> present = row.getValue();
            for (int i = 0; i + 1 < present.size(); i++) {
                if (present.get(i + 1) != present.get(i) + 1) {
                    continue;
                }
                int start = i;
                while (start > 0 && present.get(start - 1) == present.get(start) - 1) {
                    start--;
                }
                int end = i + 1;
                while (end + 1 < present.size() && present.get(end + 1) == present.get(end) + 1) {
                    end++;
                }
                if ((sum ^ g[end - start + 1] ^ g[i - start] ^ g[end - i - 1]) == 0) {
                    return new int[] {row.getKey(), present.get(i)};
                }
            }
        }
        return firstMove(rows);
    }

    /** The first two adjacent tokens, as {row, index of the first}; null when there are none. */
    static int[] firstMove(Map<Integer, List<Integer>> rows) {
        for (Map.Entry<Integer, List<Integer>> row : rows.entrySet()) {
            List<Integer> present = row.getValue();
            for (int i = 0; i + 1 < present.size(); i++) {
                if (present.get(i + 1) == present.get(i) + 1) {
                    return new int[] {row.getKey(), present.get(i)};
                }
            }
        }
        return null;
    }

    /** The lengths of the runs of consecutive indices. */
    static List<Integer> groupLengths(List<Integer> present) {
        List<Integer> lengths = new ArrayList<>();
        int run = 0;
        for (int i = 0; i < present.size(); i++) {
            run = i > 0 && present.get(i) == present.get(i - 1) + 1 ? run + 1 : 1;
            if (i + 1 == present.size() || present.get(i + 1) != present.get(i) + 1) {
                lengths.add(run);
            }
        }
        return lengths;
    }
}
