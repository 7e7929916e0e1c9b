package org.kaylescourseware.exercise.kinds;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.kaylescourseware.exercise.ExerciseGenerator;
import org.kaylescourseware.exercise.ImpartialGame;
import org.kaylescourseware.exercise.LessonPlan;
import org.kaylescourseware.rules.ImpartialRule;
import org.kaylescourseware.rules.Nim;
import org.kaylescourseware.rules.OctalGame;

/**
 * The exercise plan of every lesson and game page: each asks about its own game and its own ideas.
 * Kayles and Dawson's Kayles: nim-values, winning moves, outcomes and their own period; misère
 * Kayles: misère against normal play and the misère quotient; misère Nim: Bouton's rule, reduced
 * forms, misère against normal play; partizan Kayles: Theorem 1's reductions and Theorem 3's
 * outcomes; a game's page: its own values, moves, outcomes and period (a nim-sum for Nim). A lesson
 * is named by its identifier, a game by its rule file's id, any other octal game by its code
 * ({@code 0.137}, also {@code octal-0.137}).
 */
public final class ExerciseCatalog {

    /** The lessons with their own plan; game ids and octal codes are accepted besides. */
    public static final List<String> LESSONS =
            List.of("kayles", "dawsons-kayles", "misere-kayles", "misere-nim", "partizan-kayles");

    /**
     * The rules of the games the lessons are about, as the literature gives them. The site passes
     * the rules of its rule files instead, so that a lesson's exercises follow a rule change.
     */
    public static final Map<String, ImpartialRule> LITERATURE_RULES =
            Map.of("kayles", OctalGame.parse("0.77"), "dawsons-kayles", OctalGame.parse("0.07"), "nim", Nim.INSTANCE);

    private static final Map<String, String> LITERATURE_NAMES =
            Map.of("kayles", "Kayles", "dawsons-kayles", "Dawson's Kayles", "nim", "Nim");

    /** A game the catalogue knows: its display name and its rule. */
    public record Game(String name, ImpartialRule rule) {
    }

    private ExerciseCatalog() {
    }

    /**
     * The plan of {@code lesson}, for the games' rules as the literature gives them.
     *
     * @throws IllegalArgumentException naming the lesson and the valid names when it is unknown
     */
    public static LessonPlan lesson(String lesson) {
        return lesson(lesson, ExerciseCatalog::literatureGame);
    }

    /** A game as the literature gives it: Kayles, Dawson's Kayles or Nim. */
    public static Optional<Game> literatureGame(String id) {
        return Optional.ofNullable(LITERATURE_RULES.get(id)).map(rule -> new Game(LITERATURE_NAMES.get(id), rule));
    }

    /**
     * The plan of {@code lesson}, each game looked up by its id in {@code games} (a game it does not
     * know keeps its literature rule); a game id that is not a lesson gives that game's page plan.
     *
     * @throws IllegalArgumentException naming the lesson and the valid names when it is unknown
     */
    public static LessonPlan lesson(String lesson, Function<String, Optional<Game>> games) {
        String id = lesson == null ? "" : lesson.strip();
        return switch (id) {
            case "kayles", "dawsons-kayles" -> normalPlay(id, id, game(games, id));
            case "misere-kayles" -> plan(id, "Misère Kayles", id, List.of(
                    new MisereNormalExercises(game(games, "kayles")), new MisereQuotientExercises(game(games, "kayles"))));
            case "misere-nim" -> plan(id, "Misère Nim", id, List.of(new MisereNimBoutonExercises(),
                    new ReducedFormExercises(), new MisereNormalExercises(game(games, "nim"))));
            case "partizan-kayles" -> plan(id, "Partizan Kayles", id,
                    List.of(new PartizanReductionExercises(), new PartizanOutcomeExercises()));
            default -> games.apply(id).map(g -> forGame(id, g.name(), g.rule())).orElseGet(() -> octal(lesson, id));
        };
    }

    /**
     * The plan of a game's page: its own values (a nim-sum for Nim), winning moves, outcomes and,
     * when the solver certifies one, its period; so a new rule file gets exercises with no other change.
     */
    public static LessonPlan forGame(String id, String name, ImpartialRule rule) {
        return normalPlay(id, "games/" + id, ImpartialGame.of(name, rule));
    }

    private static LessonPlan normalPlay(String id, String variantKey, ImpartialGame game) {
        List<ExerciseGenerator> generators = new ArrayList<>();
        generators.add(game.rule() == Nim.INSTANCE ? new NimSumExercises(game) : new GrundyValueExercises(game));
        generators.add(new WinningMovesExercises(game));
        generators.add(new OutcomeExercises(game));
        PeriodExercises.of(game).ifPresent(generators::add);
        return plan(id, game.name(), variantKey, generators);
    }

    private static LessonPlan plan(String id, String title, String variantKey, List<ExerciseGenerator> generators) {
        return new LessonPlan(id, title, variantKey, generators);
    }

    private static ImpartialGame game(Function<String, Optional<Game>> games, String id) {
        Game game = games.apply(id).or(() -> literatureGame(id)).orElseThrow();
        return ImpartialGame.of(game.name(), game.rule());
    }

    private static LessonPlan octal(String lesson, String id) {
        String code = id.startsWith("octal-") ? id.substring("octal-".length()) : id;
        if (!code.matches("\\d?\\.\\d+")) {
            throw new IllegalArgumentException("unknown lesson '" + lesson + "': use one of "
                    + String.join(", ", LESSONS) + ", a game's id, or an octal code such as 0.137 for any octal game");
        }
        ImpartialRule rule = OctalGame.parse(code);
        return normalPlay("octal-" + rule.code(), "octal-" + rule.code(),
                ImpartialGame.of("the octal game " + rule.code(), rule));
    }
}
