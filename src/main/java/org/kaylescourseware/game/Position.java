package org.kaylescourseware.game;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A sum of heaps, as a multiset: the heaps are kept in descending order and empty heaps are
 * dropped, so {@code 5+4+1}, {@code 1 4 5} and {@code 5+0+4+1} are one position.
 */
public record Position(List<Integer> heaps) {

    /** The largest heap size a position may name; larger sizes are refused at the boundary. */
    public static final int MAX_HEAP = 1_000_000_000;

    /** The largest total size (all heaps together): sizes then add up in an {@code int}. */
    public static final int MAX_TOTAL = 1_000_000_000;

    /** How a position is written, for messages. */
    static final String HOW = "write whole numbers joined by '+', e.g. '5+4+1'";

    /** Between two heap sizes: '+' or ',' with any spaces around it, or spaces alone. */
    private static final Pattern SEPARATOR = Pattern.compile("\\s*[+,]\\s*|\\s+");

    public Position {
        List<Integer> sorted = new ArrayList<>();
        long total = 0;
        for (Integer h : heaps) {
            if (h == null || h < 0) {
                throw new IllegalArgumentException("a heap size must be a whole number >= 0, got " + h);
            }
            total += h;
            if (h > 0) {
                sorted.add(h);
            }
        }
        if (total > MAX_TOTAL) {
            throw new IllegalArgumentException("a position may hold at most " + MAX_TOTAL + " tokens in all, got "
                    + total);
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
     * position is written {@code 0}. Every other text is refused with a message that quotes it,
     * says what is wrong and how a position is written: a separator with no heap on one side
     * ({@code 5+}, {@code +}, {@code 5++4}), a sign, anything but the digits 0-9, a heap above
     * {@link #MAX_HEAP} or heaps adding up to more than {@link #MAX_TOTAL}.
     */
    public static Position parse(String text) {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("a position must name heap sizes, got an empty text (" + HOW + ")");
        }
        String[] parts = SEPARATOR.split(text.strip(), -1);
        List<Integer> heaps = new ArrayList<>(parts.length);
        long total = 0;
        for (int i = 0; i < parts.length; i++) {
            int size = heapSize(text, parts, i);
            total += size;
            if (total > MAX_TOTAL) {
                throw notAPosition(text, "its heaps add up to more than " + MAX_TOTAL + " tokens");
            }
            heaps.add(size);
        }
        return new Position(heaps);
    }

    /** The heap size {@code parts[i]} names; the other parts are for the message. */
    private static int heapSize(String text, String[] parts, int i) {
        String part = parts[i];
        if (part.isEmpty()) {
            throw notAPosition(text, Arrays.stream(parts).allMatch(String::isEmpty)
                    ? "it names no heap size; the empty position is written '0'" : i == 0 ? "it starts with a separator, not a heap size"
                    : i == parts.length - 1 ? "it ends with a separator, not a heap size"
                    : "two separators follow each other with no heap size between them");
        }
        if (part.charAt(0) == '-') {
            throw notAPosition(text, quoted(part) + " has a sign; heap sizes are whole numbers 0 or more");
        }
        if (!part.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw notAPosition(text, quoted(part) + " is not a heap size");
        }
        String digits = part.replaceFirst("^0+(?=.)", "");
        if (digits.length() > 10 || Long.parseLong(digits) > MAX_HEAP) {
            throw notAPosition(text, "heap " + quoted(part) + " is larger than " + MAX_HEAP);
        }
        return Integer.parseInt(digits);
    }

    private static IllegalArgumentException notAPosition(String text, String problem) {
        return new IllegalArgumentException(quoted(text) + " is not a position: " + problem + " (" + HOW + ")");
    }

    /** {@code 'text'}, shortened in the middle when it is too long to read in a message. */
    static String quoted(String text) {
        String oneLine = text.replace("\n", "\\n").replace("\r", "\\r");
        if (oneLine.length() <= 60) {
            return "'" + oneLine + "'";
        }
        return "'" + oneLine.substring(0, 40) + "..." + oneLine.substring(oneLine.length() - 10) + "' ("
                + text.length() + " characters)";
    }

    public int totalSize() {
        // at most MAX_TOTAL, checked when the position was made: no overflow
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
