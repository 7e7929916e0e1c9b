package org.kaylescourseware.exercise;

import java.util.SplittableRandom;
import org.kaylescourseware.game.Position;

/**
 * What a generator needs to draw one exercise: its number, the difficulty, a seeded random source of
 * its own (split from the set's seed, so the same seed always gives the same exercise) and its round:
 * how many exercises of the same kind the set asked before it, so that a kind asked twice can ask for
 * another case the second time (a misère P-position after an N-position, issue 29); and the positions its page prints,
 * which it does not ask about.
 */
public record Draw(int number, Difficulty difficulty, SplittableRandom random, int round, PrintedPositions printed) {

    /** The first exercise of its kind in a set. */
    public Draw(int number, Difficulty difficulty, SplittableRandom random) {
        this(number, difficulty, random, 0);
    }

    /** A draw for a page that prints no position. */
    public Draw(int number, Difficulty difficulty, SplittableRandom random, int round) {
        this(number, difficulty, random, round, PrintedPositions.NONE);
    }

    /** How many positions a generator draws at most to find one its page does not print. */
    public static final int UNPRINTED_TRIES = 100;

    /**
     * Whether to draw again: {@code position}, its rows written as {@code rows} writes them, is one the page prints, and
     * {@code tries} (counted from 0) leaves room for another draw.
     */
    public boolean redrawPrinted(RowNotation rows, Position position, int tries) {
        return tries < UNPRINTED_TRIES && printed.prints(rows, position);
    }

    /** Whether this is the second, fourth, ... exercise of its kind in the set. */
    public boolean secondOfAPair() {
        return round % 2 == 1;
    }

    /** A whole number from {@code range.min()} to {@code range.max()}. */
    public int between(Difficulty.Range range) {
        return random.nextInt(range.min(), range.max() + 1);
    }
}
