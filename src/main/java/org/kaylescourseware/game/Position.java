package org.kaylescourseware.game;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A sum of heaps, as a multiset: the heaps are kept in descending order and empty heaps are
 * dropped, so {@code 5+4+1}, {@code 1 4 5} and {@code 5+0+4+1} are one position.
 */
public record Position(List<Integer> heaps) {

    /** The largest heap size a position may name; larger sizes are refused at the boundary. */
    public static final int MAX_HEAP = 1_000_000_000;

    public Position {
        List<Integer> sorted = new ArrayList<>();
        for (Integer h : heaps) {
            if (h == null || h < 0) {
                throw new IllegalArgumentException("a heap size must be a whole number >= 0, got " + h);
            }
            if (h > 0) {
                sorted.add(h);
            }
        }
        sorted.sort(Collections.reverseOrder());
        heaps = List.copyOf(sorted);
    }

    public static Position of(int... heaps) {
        List<Integer> list = new ArrayList<>(heaps.length);
        for (int h : heaps) {
            list.add(h);
        }
        return new Position(list);
    }

    /**
     * Parses heap sizes written as {@code 5+4+1}, {@code 5 4 1} or {@code 5, 4, 1}. The empty
     * position is written {@code 0}.
     */
    public static Position parse(String text) {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException(
                    "a position must name heap sizes such as '5+4+1' or '5 4 1', got an empty text");
        }
        List<Integer> heaps = new ArrayList<>();
        for (String part : text.trim().split("\\s*[+,\\s]\\s*")) {
            if (!part.matches("\\d{1,10}")) {
                throw new IllegalArgumentException("'" + text + "' is not a position: '" + part
                        + "' is not a heap size (write whole numbers joined by '+', e.g. '5+4+1')");
            }
            long size = Long.parseLong(part);
            if (size > MAX_HEAP) {
                throw new IllegalArgumentException("'" + text + "' is not a position: heap " + part
                        + " is larger than " + MAX_HEAP);
            }
            heaps.add((int) size);
        }
        return new Position(heaps);
    }

    public int totalSize() {
        int total = 0;
        for (int h : heaps) {
            total += h;
        }
        return total;
    }

    public boolean isEmpty() {
        return heaps.isEmpty();
    }

    /** This position with the heap at {@code index} replaced by {@code leaves}. */
    public Position replace(int index, List<Integer> leaves) {
        List<Integer> next = new ArrayList<>(heaps);
        next.remove(index);
        next.addAll(leaves);
        return new Position(next);
    }

    /** Written as {@code 5+4+1}; the empty position is {@code 0}. */
    @Override
    public String toString() {
        if (heaps.isEmpty()) {
            return "0";
        }
        StringBuilder sb = new StringBuilder();
        for (int h : heaps) {
            if (sb.length() > 0) {
                sb.append('+');
            }
            sb.append(h);
        }
        return sb.toString();
    }
}
