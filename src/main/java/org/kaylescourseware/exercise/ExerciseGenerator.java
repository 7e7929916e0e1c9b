package org.kaylescourseware.exercise;

/**
 * Draws exercises of one kind for one game. Every generator checks the answer it computed with
 * the solver against an independent route before it returns the exercise, and throws
 * {@link IllegalStateException} when the two disagree: a wrong answer never reaches a page.
 */
public interface ExerciseGenerator {

    /** The kind of exercise drawn. */
    ExerciseKind kind();

    /** Draws one exercise; the same draw (number, difficulty, seed state) gives the same exercise. */
    Exercise generate(Draw draw);

    /**
     * Whether a set asks this kind once only: when two of its exercises could not help showing one another's
     * answer, as two "compute 𝒢(n) from 𝒢(0) to 𝒢(n − 1)" exercises cannot (the table of the larger heap holds the
     * smaller heap's value). A set then asks the plan's next kind in its place.
     */
    default boolean oncePerSet() {
        return false;
    }

    /**
     * The names of the course's results this generator's exercises cite ("Theorem 5.24"), as {@link CitedResults}
     * gave them: what a cache of drawn sets must be keyed by, since a renumbered lesson changes the text drawn.
     */
    default java.util.List<String> cites() {
        return java.util.List.of();
    }
}
