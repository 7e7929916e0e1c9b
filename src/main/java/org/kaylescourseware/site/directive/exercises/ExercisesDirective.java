package org.kaylescourseware.site.directive.exercises;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.kaylescourseware.exercise.Difficulty;
import org.kaylescourseware.exercise.ExerciseSet;
import org.kaylescourseware.exercise.LessonPlan;
import org.kaylescourseware.exercise.PrintedPositions;
import org.kaylescourseware.exercise.kinds.ExerciseCatalog;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.exercisebook.ExerciseBook;
import org.kaylescourseware.site.exercisebook.ExerciseSection;
import org.kaylescourseware.site.source.SourceException;

/**
 * {@code exercises count=6 seed=1 difficulty=medium}: the lesson's Exercises section, drawn from the
 * exercise plan of the page's lesson (the file name, {@code kayles.md} → {@code kayles}) or of
 * {@code lesson=}. Every answer is checked by the solver's independent route as it is drawn; the same
 * arguments always draw the same exercises. In the instructor edition the solutions are open and the
 * section links to the lesson's answer key.
 */
public final class ExercisesDirective implements Directive {

    private static final Parameter<Integer> COUNT = Parameter.integer("count", "how many exercises", 1,
            ExerciseSet.MAX_COUNT).orElse(6);
    private static final Parameter<Integer> SEED = Parameter.integer("seed", "which variant", 0, Parameter.LARGEST)
            .orElse(1);
    private static final Parameter<Difficulty> DIFFICULTY = Parameter.of("difficulty", "how hard",
            "easy, medium or hard", (text, solver) -> Difficulty.parse(text)).orElse(Difficulty.MEDIUM, Difficulty.MEDIUM.label());
    private static final Parameter<Optional<String>> LESSON = Parameter.text("lesson", "whose exercises: "
            + String.join(", ", ExerciseCatalog.LESSONS) + " (when not given: the page's file name)").optional();

    @Override
    public String kind() {
        return "exercises";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(COUNT, SEED, DIFFICULTY, LESSON);
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        int count = arguments.get(COUNT);
        int seed = arguments.get(SEED);
        Difficulty difficulty = arguments.get(DIFFICULTY);
        Path page = arguments.location().file();
        // no exercise asks about a position the lesson prints above it, with its outcome or its moves (issue 29)
        PrintedPositions printed = PagePositions.read(arguments.pageBefore());
        // the results the exercises cite link to where the lessons state them (issue 29)
        ExerciseSet set = draw(plan(arguments, page, solver), count, seed, difficulty, printed, arguments, solver)
                .linking(solver.citedResults().links());
        String context = "lessons/" + set.lesson();
        ExerciseSection section = solver.edition().isInstructor()
                ? ExerciseSection.instructor(set, context, ExerciseBook.answerKeyName(page.getFileName().toString()))
                : ExerciseSection.student(set, context);
        try {
            solver.exerciseBook().record(page, section);
        } catch (IllegalStateException e) {
            throw new SourceException(arguments.location(), kind() + ": " + e.getMessage());
        }
        return section;
    }

    /**
     * The plan of {@code lesson=}, or of the lesson the page is, named by its file; its games play
     * by the course's rule files, so the exercises follow a rule change like the tables do.
     */
    private static LessonPlan plan(DirectiveArguments arguments, Path page, SolverSession solver) {
        Optional<String> explicit = arguments.get(LESSON);
        String lesson = explicit.orElse(page.getFileName().toString().replaceFirst("\\.md$", ""));
        try {
            return solver.catalog().lessonPlan(lesson, solver.citedResults());
        } catch (IllegalArgumentException e) {
            String problem = explicit.isPresent() ? e.getMessage()
                    : "this page's lesson id '" + lesson + "' (from its file name) has no exercise plan; write"
                            + " lesson=<id> to choose one: " + e.getMessage();
            throw arguments.fail(LESSON, problem);
        }
    }

    /** Draws the set; an exercise that fails its independent check is the author's error here, never published. */
    private ExerciseSet draw(LessonPlan plan, int count, long seed, Difficulty difficulty, PrintedPositions printed,
            DirectiveArguments arguments, SolverSession solver) {
        try {
            return solver.exercises(plan, count, seed, difficulty, printed);
        } catch (IllegalArgumentException e) {
            throw new SourceException(arguments.location(), kind() + ": " + e.getMessage());
        } catch (IllegalStateException e) {
            throw new SourceException(arguments.location(), kind() + ": an exercise of lesson '" + plan.lesson()
                    + "' failed its independent check, so it is not published: " + e.getMessage());
        }
    }
}
