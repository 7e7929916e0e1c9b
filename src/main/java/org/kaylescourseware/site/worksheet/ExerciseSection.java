package org.kaylescourseware.site.worksheet;

import java.util.List;
import org.kaylescourseware.exercise.Exercise;

/**
 * The model of a lesson's Exercises section ({@code templates/partials/exercises.ftl}): the
 * exercises, and whether this is the instructor edition (solutions open) or the student edition
 * (solutions folded in a {@code <details>} the reader opens).
 */
public record ExerciseSection(String lesson, List<Exercise> exercises, boolean instructor) {
    public ExerciseSection {
        exercises = List.copyOf(exercises);
    }
}
