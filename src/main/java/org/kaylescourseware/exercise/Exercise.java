package org.kaylescourseware.exercise;

import java.util.List;
import java.util.Objects;

/**
 * One exercise, ready to display: numbered within its set, with a prompt, a hint, a worked
 * solution as steps of plain text, and the answer both checkable and written out.
 *
 * @param number      1, 2, ... within its set
 * @param anchor      the fragment that links to it, {@code exercise-<number>}
 * @param kind        what is asked
 * @param difficulty  how large the positions are
 * @param prompt      what the student sees
 * @param hint        a nudge towards the method, never the answer
 * @param solution    the worked solution, one step per line
 * @param answer      the answer, checkable
 * @param shownAnswer the answer written out ({@code answer.shown()})
 */
public record Exercise(int number, String anchor, ExerciseKind kind, Difficulty difficulty, Prompt prompt,
        String hint, List<String> solution, Answer answer, String shownAnswer) {

    public Exercise {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(prompt, "prompt");
        Objects.requireNonNull(answer, "answer");
        solution = List.copyOf(solution);
        if (number < 1) {
            throw new IllegalArgumentException("exercise numbers start at 1, got " + number);
        }
    }

    /** Builds the exercise a generator drew, numbered as the draw says. */
    public static Exercise of(Draw draw, ExerciseKind kind, Prompt prompt, String hint, List<String> solution,
            Answer answer) {
        return new Exercise(draw.number(), "exercise-" + draw.number(), kind, draw.difficulty(), prompt, hint,
                solution, answer, answer.shown());
    }
}
