package org.kaylescourseware.exercise;

import java.util.List;

/**
 * The answer to an exercise: written out for an answer key, and as the fields a student fills in,
 * each with the answers that count as right. Open on purpose: each kind of exercise has its own.
 */
public interface Answer {

    /** The answer as one line, inline math between {@code \(} and {@code \)}, e.g. {@code \(\mathcal{G}(7) = 2\)}. */
    String shown();

    /** The fields that answer the exercise, in the order the question asks for them. */
    List<AnswerField> fields();

    /**
     * Whether answering {@code other} already answers the main question of this one, so that a set
     * should not ask both (two "compute 𝒢(22)" exercises with different heaps added to it); no by default.
     */
    default boolean asksAsMuchAs(Answer other) {
        return false;
    }
}
