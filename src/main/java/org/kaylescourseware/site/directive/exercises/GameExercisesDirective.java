package org.kaylescourseware.site.directive.exercises;

import java.util.List;
import org.kaylescourseware.exercise.Difficulty;
import org.kaylescourseware.exercise.ExerciseSet;
import org.kaylescourseware.exercise.kinds.ExerciseCatalog;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.exercisebook.ExerciseSection;
import org.kaylescourseware.site.games.GameDefinition;
import org.kaylescourseware.site.source.SourceException;

/**
 * {@code game-exercises game=officers}: the Exercises section of a game's own page, drawn for the
 * rule its rule file gives (its values or a nim-sum, every winning move, an outcome, its period when
 * certified), each answer checked by the independent route as it is drawn. Game pages have no answer
 * key: both editions show the student section, solutions folded.
 */
public final class GameExercisesDirective implements Directive {

    /** How many exercises a game's page draws, and from which seed. */
    public static final int COUNT = 4;
    public static final int SEED = 1;

    @Override
    public String kind() {
        return "game-exercises";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(Parameter.GAME);
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        GameDefinition game = arguments.get(Parameter.GAME);
        ExerciseSection section;
        try {
            ExerciseSet set = solver.exercises(ExerciseCatalog.forGame(game.id(), game.name(), game.rule()),
                    COUNT, SEED, Difficulty.MEDIUM);
            section = ExerciseSection.student(set, "games/" + game.id());
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw new SourceException(arguments.location(), kind() + ": the exercises of " + game.id()
                    + " could not be drawn: " + e.getMessage());
        }
        try {
            solver.exerciseBook().record(arguments.location().file(), section);
        } catch (IllegalStateException e) {
            throw new SourceException(arguments.location(), kind() + ": " + e.getMessage());
        }
        return section;
    }
}
