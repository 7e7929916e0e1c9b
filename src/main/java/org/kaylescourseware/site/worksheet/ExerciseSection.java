package org.kaylescourseware.site.worksheet;

import java.util.List;
import org.kaylescourseware.exercise.Exercise;
import org.kaylescourseware.exercise.ExerciseSet;

/**
 * The model of a lesson's Exercises section ({@code templates/partials/exercises.ftl}): the
 * exercises, and whether this is the instructor edition (solutions open, instructor notes, a link to
 * the answer key) or the student edition (solutions folded in a {@code <details>} the reader opens,
 * no instructor material).
 *
 * @param lesson      the exercise plan's lesson id, e.g. {@code kayles}
 * @param lessonTitle its title, e.g. {@code Kayles}
 * @param variant     the seed the set was drawn from
 * @param difficulty  easy, medium or hard
 * @param exercises   the exercises, numbered from 1
 * @param instructor  whether this is the instructor edition
 * @param answerKey   the answer key page, relative to the lesson page; empty in the student edition
 */
public record ExerciseSection(String lesson, String lessonTitle, long variant, String difficulty,
        List<Exercise> exercises, boolean instructor, String answerKey) {

    public ExerciseSection {
        exercises = List.copyOf(exercises);
        if (!instructor && !answerKey.isEmpty()) {
            throw new IllegalArgumentException("the student edition links to no answer key, got " + answerKey);
        }
    }

    /** The student edition's section: folded solutions, nothing for the instructor. */
    public static ExerciseSection student(ExerciseSet set) {
        return new ExerciseSection(set.lesson(), set.title(), set.seed(), set.difficulty().label(), set.exercises(),
                false, "");
    }

    /** The instructor edition's section, linking to the answer key at {@code answerKey}. */
    public static ExerciseSection instructor(ExerciseSet set, String answerKey) {
        return new ExerciseSection(set.lesson(), set.title(), set.seed(), set.difficulty().label(), set.exercises(),
                true, answerKey);
    }
}
