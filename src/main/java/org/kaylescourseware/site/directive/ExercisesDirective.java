package org.kaylescourseware.site.directive;

import java.nio.file.Path;
import java.util.List;
import org.kaylescourseware.exercise.Difficulty;
import org.kaylescourseware.exercise.ExerciseCatalog;
import org.kaylescourseware.exercise.ExerciseSet;
import org.kaylescourseware.exercise.LessonPlan;
import org.kaylescourseware.site.games.GameDefinition;
import org.kaylescourseware.site.source.SourceException;
import org.kaylescourseware.site.worksheet.ExerciseBook;
import org.kaylescourseware.site.worksheet.ExerciseSection;

/**
 * {@code exercises count=6 seed=1 difficulty=medium}: the lesson's Exercises section, drawn from the
 * exercise plan of the page's lesson (the file name, {@code kayles.md} → {@code kayles}) or of
 * {@code lesson=}. Every answer is checked by the solver's independent route as it is drawn; the same
 * arguments always draw the same exercises. In the instructor edition the solutions are open and the
 * section links to the lesson's answer key.
 */
final class ExercisesDirective implements Directive {

    static final int DEFAULT_COUNT = 6;
    static final int DEFAULT_SEED = 1;

    @Override
    public String kind() {
        return "exercises";
    }

    @Override
    public List<Parameter> parameters() {
        return List.of(new Parameter("count", "how many exercises, 1 to " + ExerciseSet.MAX_COUNT + " (default "
                        + DEFAULT_COUNT + ")"),
                new Parameter("seed", "a whole number from 0 to " + DirectiveArguments.LARGEST
                        + " choosing the variant (default " + DEFAULT_SEED + ")"),
                new Parameter("difficulty", "easy, medium or hard (default medium)"),
                new Parameter("lesson", "whose exercises: " + String.join(", ", ExerciseCatalog.LESSONS)
                        + " (default: the page's file name)"));
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        int count = arguments.integer("count", DEFAULT_COUNT, 1, ExerciseSet.MAX_COUNT);
        int seed = arguments.integer("seed", DEFAULT_SEED, 0, DirectiveArguments.LARGEST);
        Difficulty difficulty = difficulty(arguments);
        Path page = arguments.location().file();
        ExerciseSet set = draw(plan(arguments, page, solver), count, seed, difficulty, arguments);
        ExerciseSection section = solver.edition().isInstructor()
                ? ExerciseSection.instructor(set, ExerciseBook.answerKeyName(page.getFileName().toString()))
                : ExerciseSection.student(set);
        try {
            solver.exerciseBook().record(page, section);
        } catch (IllegalStateException e) {
            throw new SourceException(arguments.location(), kind() + ": " + e.getMessage());
        }
        return section;
    }

    private static Difficulty difficulty(DirectiveArguments arguments) {
        try {
            return Difficulty.parse(arguments.optionalText("difficulty").orElse(Difficulty.MEDIUM.label()));
        } catch (IllegalArgumentException e) {
            throw arguments.fail("difficulty", e.getMessage());
        }
    }

    /**
     * The plan of {@code lesson=}, or of the lesson the page is, named by its file; its games play
     * by the course's rule files, so the exercises follow a rule change like the tables do.
     */
    private static LessonPlan plan(DirectiveArguments arguments, Path page, SolverSession solver) {
        var explicit = arguments.optionalText("lesson");
        String lesson = explicit.orElse(page.getFileName().toString().replaceFirst("\\.md$", ""));
        try {
            return ExerciseCatalog.lesson(lesson, game -> solver.catalog().find(game).map(GameDefinition::rule));
        } catch (IllegalArgumentException e) {
            String problem = explicit.isPresent() ? e.getMessage()
                    : "this page's lesson id '" + lesson + "' (from its file name) has no exercise plan; write"
                            + " lesson=<id> to choose one: " + e.getMessage();
            throw arguments.fail("lesson", problem);
        }
    }

    /** Draws the set; a lesson without generators, or a solver part not built yet, is the author's error here. */
    private ExerciseSet draw(LessonPlan plan, int count, long seed, Difficulty difficulty,
            DirectiveArguments arguments) {
        try {
            return ExerciseSet.generate(plan, count, seed, difficulty);
        } catch (IllegalArgumentException e) {
            throw new SourceException(arguments.location(), kind() + ": " + e.getMessage());
        } catch (UnsupportedOperationException e) {
            throw new SourceException(arguments.location(), kind() + ": the exercises of lesson '" + plan.lesson()
                    + "' need a part of the solver that is not built yet (" + e.getMessage() + ")");
        } catch (IllegalStateException e) {
            throw new SourceException(arguments.location(), kind() + ": an exercise of lesson '" + plan.lesson()
                    + "' failed its independent check, so it is not published: " + e.getMessage());
        }
    }
}
