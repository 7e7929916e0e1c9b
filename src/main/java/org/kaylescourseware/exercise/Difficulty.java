package org.kaylescourseware.exercise;

import java.util.Arrays;
import java.util.Locale;

/**
 * How hard an exercise is, as the sizes of the positions drawn: single heaps for Grundy values,
 * sums of heaps for winning moves and outcomes, the length of the period to find.
 */
public enum Difficulty {
    EASY(new Range(3, 8), new Range(2, 2), new Range(1, 7), 4, 8, 10),
    MEDIUM(new Range(9, 18), new Range(2, 3), new Range(1, 10), 12, 24, 16),
    HARD(new Range(19, 34), new Range(3, 4), new Range(2, 14), 20, 40, 22);

    /** Whole numbers from {@code min} to {@code max}, both included. */
    public record Range(int min, int max) {
    }

    private final Range singleHeap;
    private final Range heapCount;
    private final Range heapInSum;
    private final int maxPeriod;
    private final int maxPreperiod;
    private final int maxMisereTotal;

    Difficulty(Range singleHeap, Range heapCount, Range heapInSum, int maxPeriod, int maxPreperiod,
            int maxMisereTotal) {
        this.singleHeap = singleHeap;
        this.heapCount = heapCount;
        this.heapInSum = heapInSum;
        this.maxPeriod = maxPeriod;
        this.maxPreperiod = maxPreperiod;
        this.maxMisereTotal = maxMisereTotal;
    }

    /** The heap sizes asked about on their own (a Grundy value). */
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

    /** The longest period a "find the period" exercise asks for. */
    public int maxPeriod() {
        return maxPeriod;
    }

    /** The longest preperiod a "find the period" exercise asks for. */
    public int maxPreperiod() {
        return maxPreperiod;
    }

    /** The largest total size of a position played in misère (searched exhaustively). */
    public int maxMisereTotal() {
        return maxMisereTotal;
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
