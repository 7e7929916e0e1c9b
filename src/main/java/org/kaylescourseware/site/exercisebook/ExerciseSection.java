package org.kaylescourseware.site.exercisebook;

import java.util.List;
import org.kaylescourseware.exercise.Exercise;
import org.kaylescourseware.exercise.ExerciseSet;

/**
 * The model of a lesson's or game page's Exercises section ({@code templates/partials/exercises.ftl}):
 * the exercises, each with its answer form, and whether this is the instructor edition (solutions
 * open, instructor notes, a link to the answer key) or the student edition (solutions folded in a
 * {@code <details>} the reader opens, no instructor material).
 *
 * @param lesson                the exercise plan's lesson id, e.g. {@code kayles}
 * @param lessonTitle           its title, e.g. {@code Kayles}
 * @param variant               the seed the set was drawn from
 * @param difficulty            easy, medium or hard
 * @param difficultyDescription what that level asks, in words
 * @param exercises             the exercises, numbered from 1
 * @param forms                 their answer forms, one per exercise, in the same order
 * @param instructor            whether this is the instructor edition
 * @param answerKey             the answer key page, relative to the lesson page; empty in the student edition
 * @param worksheetCommand      the command that prints the same set as a worksheet; empty where none does
 */
public record ExerciseSection(String lesson, String lessonTitle, long variant, String difficulty,
        String difficultyDescription, List<Exercise> exercises, List<AnswerForm> forms, boolean instructor,
        String answerKey, String worksheetCommand) {

    public ExerciseSection {
        exercises = List.copyOf(exercises);
        forms = List.copyOf(forms);
        if (forms.size() != exercises.size()) {
            throw new IllegalArgumentException(exercises.size() + " exercises but " + forms.size() + " answer forms");
        }
        if (!instructor && !answerKey.isEmpty()) {
            throw new IllegalArgumentException("the student edition links to no answer key, got " + answerKey);
        }
    }

    /** The student edition's section: folded solutions, nothing for the instructor. */
    public static ExerciseSection student(ExerciseSet set, String context) {
        return of(set, context, false, "", "");
    }

    /** The instructor edition's section, linking to the answer key at {@code answerKey}. */
    public static ExerciseSection instructor(ExerciseSet set, String context, String answerKey) {
        String command = "worksheet --lesson " + set.lesson() + " --count " + set.exercises().size() + " --seed "
                + set.seed() + " --difficulty " + set.difficulty().label() + " --out DIR";
        return of(set, context, true, answerKey, command);
    }

    private static ExerciseSection of(ExerciseSet set, String context, boolean instructor, String answerKey,
            String command) {
        return new ExerciseSection(set.lesson(), set.title(), set.seed(), set.difficulty().label(),
                set.difficulty().description(), set.exercises(),
                set.exercises().stream().map(e -> AnswerForm.of(e, context)).toList(), instructor, answerKey, command);
    }
}
