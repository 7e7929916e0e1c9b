package org.kaylescourseware.exercise.kinds;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.kaylescourseware.exercise.ImpartialGame;
import org.kaylescourseware.exercise.LessonPlan;
import org.kaylescourseware.rules.ImpartialRule;
import org.kaylescourseware.rules.OctalGame;

/**
 * The exercise plan of every lesson: which kinds fit which lesson. A lesson is named by its
 * identifier; a game of the course by its id ({@code treblecross}); any other octal game by its
 * code ({@code 0.137}, also {@code octal-0.137}).
 */
public final class ExerciseCatalog {

    /** The lessons with their own plan; the course's games and any octal code are accepted besides. */
    public static final List<String> LESSONS =
            List.of("kayles", "dawsons-kayles", "misere-kayles", "misere-nim", "partizan-kayles");

    private ExerciseCatalog() {
    }

    /**
     * The plan of {@code lesson}: a lesson's own plan, else the plan of the course's game with that
     * id, else that of an octal code. Games are looked up by id in {@code games} (the course's rule
     * files: names and rules are written there, never here).
     *
     * @throws IllegalArgumentException naming the lesson and the valid names when it is unknown, or
     *                                  the game a lesson needs when {@code games} lacks it
     */
    public static LessonPlan lesson(String lesson, Function<String, Optional<ImpartialGame>> games) {
        String id = lesson == null ? "" : lesson.strip();
        return switch (id) {
            case "kayles", "dawsons-kayles" -> normalPlay(id, game(games, id));
            case "misere-kayles" -> misereKayles(id, game(games, "kayles"));
            case "misere-nim" -> new LessonPlan(id, "Misère Nim",
                    List.of(new MisereNormalExercises(game(games, "nim")), new ReducedFormExercises()));
            case "partizan-kayles" -> new LessonPlan(id, "Partizan Kayles", List.of(new PartizanReductionExercises()));
            default -> games.apply(id).map(game -> normalPlay(id, game)).orElseGet(() -> octal(lesson, id));
        };
    }

    /**
     * The plan of a game page: the normal-play kinds for the game's own rule (an octal game or Nim),
     * as a rule file gives it, so a new rule file gets exercises with no other change.
     */
    public static LessonPlan forGame(String id, String name, ImpartialRule rule) {
        return normalPlay(id, name, ImpartialGame.of(name, rule));
    }

    private static LessonPlan normalPlay(String id, String title, ImpartialGame game) {
        return new LessonPlan(id, title, List.of(new GrundyValueExercises(game), new WinningMovesExercises(game),
                new OutcomeExercises(game), new PeriodExercises()));
    }

    private static LessonPlan normalPlay(String id, ImpartialGame game) {
        return normalPlay(id, game.name(), game);
    }

    private static ImpartialGame game(Function<String, Optional<ImpartialGame>> games, String id) {
        return games.apply(id).orElseThrow(() -> new IllegalArgumentException("the exercises need the game '" + id
                + "', and the course has no rule file content/games/" + id + ".yaml"));
    }

    /** Misère Kayles contrasts the two conventions, and keeps normal-play outcomes in practice. */
    private static LessonPlan misereKayles(String id, ImpartialGame kayles) {
        return new LessonPlan(id, "Misère Kayles",
                List.of(new MisereNormalExercises(kayles), new OutcomeExercises(kayles)));
    }

    private static LessonPlan octal(String lesson, String id) {
        String code = id.startsWith("octal-") ? id.substring("octal-".length()) : id;
        if (!code.matches("\\d?\\.\\d+")) {
            throw new IllegalArgumentException("unknown lesson '" + lesson + "': use one of "
                    + String.join(", ", LESSONS) + ", the id of a game of the course, or an octal code such as 0.137 for any"
                    + " octal game");
        }
        ImpartialRule rule = OctalGame.parse(code);
        return normalPlay("octal-" + rule.code(), "The octal game " + rule.code(),
                ImpartialGame.of("Octal game " + rule.code(), rule));
    }
}
