package org.kaylescourseware.site.directive;

import java.util.List;
import org.kaylescourseware.site.games.GameDefinition;

/**
 * {@code game-exercises game=kayles}: THE PLACE FOR A GAME'S EXERCISES. Every game page asks for this
 * directive in its "Exercises" section. Until the exercise generator
 * ({@code org.kaylescourseware.exercise}, issue 9) is merged it shows a short note; merging it means
 * replacing this class's line in {@link DirectiveRegistry#standard()} with the real directive of the
 * same kind (and {@code templates/partials/game-exercises.ftl} with its partial, e.g. one that includes
 * the worksheet's {@code exercises.ftl}). Nothing else changes.
 */
final class ExercisesPlaceholderDirective implements Directive {

    record ExercisesPlaceholder(String game, String id) {
    }

    @Override
    public String kind() {
        return "game-exercises";
    }

    @Override
    public List<Parameter> parameters() {
        return List.of(Parameter.GAME, Parameter.SYMBOL);
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        GameDefinition game = arguments.game();
        return new ExercisesPlaceholder(game.name(), game.id());
    }
}
