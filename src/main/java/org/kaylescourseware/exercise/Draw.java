package org.kaylescourseware.exercise;

import java.util.SplittableRandom;

/**
 * What a generator needs to draw one exercise: its number, the difficulty, a seeded random source of
 * its own (split from the set's seed, so the same seed always gives the same exercise) and its round:
 * how many exercises of the same kind the set asked before it, so that a kind asked twice can ask for
 * another case the second time (a misère P-position after an N-position, issue 29).
 */
public record Draw(int number, Difficulty difficulty, SplittableRandom random, int round) {

    /** The first exercise of its kind in a set. */
    public Draw(int number, Difficulty difficulty, SplittableRandom random) {
        this(number, difficulty, random, 0);
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
