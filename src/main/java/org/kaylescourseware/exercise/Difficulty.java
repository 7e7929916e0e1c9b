package org.kaylescourseware.exercise;

import java.util.Arrays;
import java.util.Locale;

/**
 * How hard an exercise is, as the sizes of the positions drawn: single heaps for nim-values, sums
 * of heaps for winning moves and outcomes, the total size of a misère position, the number and
 * length of partizan strips; the far heaps the period is applied to. {@link #description}
 * says it in words, for the answer key.
 */
public enum Difficulty {
    EASY(new Range(3, 12), new Range(2, 2), new Range(1, 12), 14, new Range(2, 2), 9,
            "single heaps of 3 to 12 tokens; sums of 2 heaps of 1 to 12 tokens; misère positions of at most 14"
                    + " tokens; 2 partizan strips of at most 9 cells; the period applied to heaps of 200 to 999"),
    MEDIUM(new Range(13, 22), new Range(2, 3), new Range(1, 12), 18, new Range(2, 2), 11,
            "single heaps of 13 to 22 tokens; sums of 2 or 3 heaps of 1 to 12 tokens; misère positions of at most"
                    + " 18 tokens; 2 partizan strips of at most 11 cells; the period applied to heaps of 1000 to 1999"),
    HARD(new Range(23, 34), new Range(3, 4), new Range(2, 16), 24, new Range(3, 3), 14,
            "single heaps of 23 to 34 tokens; sums of 3 or 4 heaps of 2 to 16 tokens; misère positions of at most"
                    + " 24 tokens; 3 partizan strips of at most 14 cells; the period applied to heaps of 2000 to 3000");

    /** Whole numbers from {@code min} to {@code max}, both included. */
    public record Range(int min, int max) {
    }

    private final Range singleHeap;
    private final Range heapCount;
    private final Range heapInSum;
    private final int maxMisereTotal;
    private final Range stripCount;
    private final int longestStrip;
    private final String description;

    Difficulty(Range singleHeap, Range heapCount, Range heapInSum, int maxMisereTotal, Range stripCount,
            int longestStrip, String description) {
        this.singleHeap = singleHeap;
        this.heapCount = heapCount;
        this.heapInSum = heapInSum;
        this.maxMisereTotal = maxMisereTotal;
        this.stripCount = stripCount;
        this.longestStrip = longestStrip;
        this.description = description;
    }

    /** The heap sizes asked about on their own (a nim-value). */
    public Range singleHeap() {
        return singleHeap;
    }

    /** How many heaps a sum has. */
    public Range heapCount() {
        return heapCount;
    }

    /** The size of each heap in a sum. */
    public Range heapInSum() {
        return heapInSum;
    }

    /** How many heaps a misère position has: one more at most than a normal-play sum, as they are smaller. */
    public Range misereHeapCount() {
        return new Range(heapCount.min(), heapCount.max() + 1);
    }

    /** The largest total size of a position played in misère (searched exhaustively). */
    public int maxMisereTotal() {
        return maxMisereTotal;
    }

    /** How many strips a partizan Kayles position has. */
    public Range stripCount() {
        return stripCount;
    }

    /** The longest partizan Kayles strip. */
    public int longestStrip() {
        return longestStrip;
    }

    /** The heaps far past any table that a period is applied to; 3000 at most, the reach of the exercises' checks. */
    public Range farHeap() {
        return switch (this) {
            case EASY -> new Range(200, 999);
            case MEDIUM -> new Range(1_000, 1_999);
            case HARD -> new Range(2_000, 3_000);
        };
    }

    /** What this level asks, in words, e.g. for an answer key. */
    public String description() {
        return description;
    }

    /** The lower-case name used on the command line and in pages: easy, medium, hard. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Parses easy, medium or hard (any case); the refusal names the valid levels. */
    public static Difficulty parse(String text) {
        for (Difficulty d : values()) {
            if (text != null && d.label().equals(text.strip().toLowerCase(Locale.ROOT))) {
                return d;
            }
        }
        throw new IllegalArgumentException("unknown difficulty '" + text + "': use one of "
                + String.join(", ", Arrays.stream(values()).map(Difficulty::label).toList()));
    }
}
