package org.kaylescourseware.exercise.kinds;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.kaylescourseware.exercise.CitedResults;
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
 * forms, misère against normal play; partizan Kayles: Theorem 1's reductions, Theorem 3's
 * outcomes and Theorem 4's winning moves; a game's page: its own values, moves, outcomes and period (a nim-sum for Nim). A lesson
 * is named by its identifier, a game by its rule file's id, any other octal game by its code
 * ({@code 0.137}, also {@code octal-0.137}).
 */
public final class ExerciseCatalog {

    /** The lessons with their own plan; game ids and octal codes are accepted besides. */
    public static final List<String> LESSONS =
            List.of("kayles", "dawsons-kayles", "misere-kayles", "misere-nim", "partizan-kayles");

    private ExerciseCatalog() {
    }

    /**
     * The plan of {@code lesson}: a lesson's own plan, else the plan of the course's game with that
     * id, else that of an octal code. Games are looked up by id in {@code games} (the course's rule
     * files: names and rules are written there, never here), the results its exercises cite by the names
     * {@code cited} gives them (the lessons' numbers).
     *
     * @throws IllegalArgumentException naming the lesson and the valid names when it is unknown, or
     *                                  the game a lesson needs when {@code games} lacks it
     */
    public static LessonPlan lesson(String lesson, Function<String, Optional<ImpartialGame>> games, CitedResults cited) {
        String id = lesson == null ? "" : lesson.strip();
        return switch (id) {
            case "kayles", "dawsons-kayles" -> normalPlay(id, id, game(games, id));
            case "misere-kayles" -> plan(id, "Misère Kayles", id, List.of(
                    new MisereNormalExercises(game(games, "kayles")), new MisereQuotientExercises(game(games, "kayles"))));
            case "misere-nim" -> plan(id, "Misère Nim", id, List.of(new MisereNimBoutonExercises(),
                    new ReducedFormExercises(cited), new MisereNormalExercises(game(games, "nim"))));
            case "partizan-kayles" -> plan(id, "Partizan Kayles", id,
                    List.of(new PartizanReductionExercises(cited), new PartizanOutcomeExercises(cited),
                            new PartizanWinningMoveExercises(cited)));
            default -> games.apply(id).map(g -> normalPlay(id, "games/" + id, g)).orElseGet(() -> octal(lesson, id));
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

    private static ImpartialGame game(Function<String, Optional<ImpartialGame>> games, String id) {
        return games.apply(id).orElseThrow(() -> new IllegalArgumentException("the exercises need the game '" + id
                + "', and the course has no rule file content/games/" + id + ".yaml"));
    }

    private static LessonPlan octal(String lesson, String id) {
        String code = id.startsWith("octal-") ? id.substring("octal-".length()) : id;
        if (!code.matches("\\d?\\.\\d+")) {
            throw new IllegalArgumentException("unknown lesson '" + lesson + "': use one of "
                    + String.join(", ", LESSONS) + ", the id of a game of the course, or an octal code such as 0.137 for"
                    + " any octal game");
        }
        ImpartialRule rule = OctalGame.parse(code);
        return normalPlay("octal-" + rule.code(), "octal-" + rule.code(),
                ImpartialGame.of("the octal game " + rule.code(), rule));
    }
}
