package org.kaylescourseware.exercise;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * What a student types into an answer field, and its canonical form: the form an answer is
 * compared in, so that {@code 1 + 3 + 5}, {@code (5, 3, 1)}, {@code 5+3+1} and the rows {@code K5 + K3 + K1},
 * {@code K_5+K_3+K_1} or {@code K_{5}} (as {@link RowNotation} writes them) are one answer. The
 * page script {@code exercises.js} applies the same rules, and a browser test holds the two to it.
 * Spaces are what {@link String#trim} trims (every character up to U+0020), in both.
 */
public enum FieldType {
    /** A whole number: {@code 7}, {@code +7}, {@code 007} are {@code 7}. */
    NUMBER,
    /** One of a few choices, e.g. an outcome class; the canonical form is the choice's value. */
    CHOICE,
    /**
     * A position (a sum of heaps or rows) or {@code none}: heaps in any order, each a number or a row, a letter
     * and its length ({@code K5}, {@code K_5}, {@code K_{5}}), empty heaps dropped, {@code 0} for no heap.
     */
    POSITION,
    /** Several positions separated by {@code ;} (or new lines), in any order, or {@code none}. */
    POSITIONS;

    /** What a student writes for "no move" or "no position". */
    public static final String NONE = "none";
    private static final Pattern NUMBER_TEXT = Pattern.compile("[+-]?\\d{1,9}");
    private static final Pattern POSITION_TEXT =
            Pattern.compile("\\d{1,9}(?:(?:[\\x00-\\x20]*[+,][\\x00-\\x20]*|[\\x00-\\x20]+)\\d{1,9})*");
    private static final Pattern HEAP_SEPARATORS = Pattern.compile("[\\x00-\\x20+,]+");
    private static final Pattern POSITION_SEPARATORS = Pattern.compile("[;\\n]+");
    /** A row written with its game's letter, {@code K5}, {@code K_5} or {@code K_{5}}: its length is the heap. */
    private static final Pattern ROW = Pattern.compile("(?<![A-Za-z0-9_])[A-Za-z]_?(?:\\{(\\d{1,9})\\}|(\\d{1,9}))");

    /** The canonical form of {@code input}, or empty when it is not an answer of this type at all. */
    public Optional<String> canonical(String input) {
        String text = input == null ? "" : input.trim();
        return switch (this) {
            case NUMBER -> NUMBER_TEXT.matcher(text).matches()
                    ? Optional.of(String.valueOf(Integer.parseInt(text.startsWith("+") ? text.substring(1) : text)))
                    : Optional.empty();
            case CHOICE -> text.isEmpty() ? Optional.empty() : Optional.of(text);
            case POSITION -> isNone(text) ? Optional.of(NONE) : position(text);
            case POSITIONS -> isNone(text) ? Optional.of(NONE) : positions(text);
        };
    }

    private static boolean isNone(String text) {
        return text.toLowerCase(Locale.ROOT).equals(NONE);
    }

    /**
     * Heaps separated by {@code +}, commas or spaces (one separator between two heaps, {@code +} and
     * commas not mixed), maybe in parentheses; the largest first. {@code 5++4}, {@code 5+} and
     * {@code +} are no position.
     */
    private static Optional<String> position(String text) {
        String inner = ROW.matcher(text.trim()).replaceAll("$1$2");
        if (inner.startsWith("(") && inner.endsWith(")")) {
            inner = inner.substring(1, inner.length() - 1).trim();
            if (inner.isEmpty()) {
                return Optional.of("0");
            }
        }
        if (!POSITION_TEXT.matcher(inner).matches() || inner.contains("+") && inner.contains(",")) {
            return Optional.empty();
        }
        List<Integer> heaps = new ArrayList<>();
        for (String token : HEAP_SEPARATORS.split(inner)) {
            int heap = Integer.parseInt(token);
            if (heap > 0) {
                heaps.add(heap);
            }
        }
        heaps.sort((a, b) -> Integer.compare(b, a));
        return Optional.of(heaps.isEmpty() ? "0" : String.join("+", heaps.stream().map(String::valueOf).toList()));
    }

    /**
     * Distinct positions, sorted as text, joined by {@code ;}. A part holding both {@code +} and commas
     * is several positions separated by commas ({@code 9+9+8+1, 12+9+3+3} is two moves).
     */
    private static Optional<String> positions(String text) {
        TreeSet<String> all = new TreeSet<>();
        for (String part : POSITION_SEPARATORS.split(text)) {
            for (String one : part.contains("+") ? part.split(",") : new String[] {part}) {
                if (one.trim().isEmpty()) {
                    continue;
                }
                Optional<String> position = position(one);
                if (position.isEmpty()) {
                    return Optional.empty();
                }
                all.add(position.get());
            }
        }
        return all.isEmpty() ? Optional.empty() : Optional.of(String.join(";", all));
    }
}
