package org.kaylescourseware.exercise;

import java.util.SplittableRandom;

/**
 * What a generator needs to draw one exercise: its number, the difficulty and a seeded random
 * source of its own (split from the set's seed, so the same seed always gives the same exercise).
 */
public record Draw(int number, Difficulty difficulty, SplittableRandom random) {

    /** A whole number from {@code range.min()} to {@code range.max()}. */
    public int between(Difficulty.Range range) {
        return random.nextInt(range.min(), range.max() + 1);
    }
}
