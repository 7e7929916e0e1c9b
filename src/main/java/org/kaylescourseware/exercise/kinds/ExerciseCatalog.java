package org.kaylescourseware.exercise.kinds;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.kaylescourseware.exercise.ExerciseKind;
import org.kaylescourseware.exercise.ImpartialGame;
import org.kaylescourseware.exercise.LessonPlan;
import org.kaylescourseware.rules.ImpartialRule;
import org.kaylescourseware.rules.Nim;
import org.kaylescourseware.rules.OctalGame;

/**
 * The exercise plan of every lesson: which kinds fit which lesson. A lesson is named by its
 * identifier, or, for any other octal game, by its code ({@code 0.137}, also {@code octal-0.137}).
 */
public final class ExerciseCatalog {

    /** The lessons with their own plan; any octal code is accepted besides. */
    public static final List<String> LESSONS =
            List.of("kayles", "dawsons-kayles", "misere-kayles", "misere-nim", "partizan-kayles");

    private ExerciseCatalog() {
    }

    /**
     * The rules of the games the lessons are about, as the literature gives them. The site passes
     * the rules of its rule files instead, so that a lesson's exercises follow a rule change.
     */
    public static final Map<String, ImpartialRule> LITERATURE_RULES =
            Map.of("kayles", OctalGame.parse("0.77"), "dawsons-kayles", OctalGame.parse("0.07"), "nim", Nim.INSTANCE);

    /**
     * The plan of {@code lesson}, for the games' rules as the literature gives them.
     *
     * @throws IllegalArgumentException naming the lesson and the valid names when it is unknown
     */
    public static LessonPlan lesson(String lesson) {
        return lesson(lesson, game -> Optional.empty());
    }

    /**
     * The plan of {@code lesson}, each game's rule looked up by its id in {@code rules} (a game it
     * does not know keeps its literature rule).
     *
     * @throws IllegalArgumentException naming the lesson and the valid names when it is unknown
     */
    public static LessonPlan lesson(String lesson, Function<String, Optional<ImpartialRule>> rules) {
        String id = lesson == null ? "" : lesson.strip();
        return switch (id) {
            case "kayles" -> normalPlay(id, "Kayles", ImpartialGame.of("Kayles", rule(rules, "kayles")));
            case "dawsons-kayles" -> normalPlay(id, "Dawson's Kayles",
                    ImpartialGame.of("Dawson's Kayles", rule(rules, "dawsons-kayles")));
            case "misere-kayles" -> misereKayles(id, rule(rules, "kayles"));
            case "misere-nim" -> new LessonPlan(id, "Misère Nim",
                    List.of(new MisereNormalExercises(ImpartialGame.of("Nim", rule(rules, "nim")))),
                    List.of(ExerciseKind.MISERE_NIM_REDUCED_FORM)).with(new ReducedFormExercises());
            case "partizan-kayles" -> new LessonPlan(id, "Partizan Kayles", List.of(),
                    List.of(ExerciseKind.PARTIZAN_REDUCTION)).with(new PartizanReductionExercises());
            default -> octal(lesson, id);
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
                new OutcomeExercises(game), new PeriodExercises()), List.of());
    }

    private static ImpartialRule rule(Function<String, Optional<ImpartialRule>> rules, String game) {
        return rules.apply(game).orElseGet(() -> LITERATURE_RULES.get(game));
    }

    /** Misère Kayles contrasts the two conventions, and keeps normal-play outcomes in practice. */
    private static LessonPlan misereKayles(String id, ImpartialRule rule) {
        ImpartialGame kayles = ImpartialGame.of("Kayles", rule);
        return new LessonPlan(id, "Misère Kayles",
                List.of(new MisereNormalExercises(kayles), new OutcomeExercises(kayles)), List.of());
    }

    private static LessonPlan octal(String lesson, String id) {
        String code = id.startsWith("octal-") ? id.substring("octal-".length()) : id;
        if (!code.matches("\\d?\\.\\d+")) {
            throw new IllegalArgumentException("unknown lesson '" + lesson + "': use one of "
                    + String.join(", ", LESSONS) + ", or an octal code such as 0.137 for any octal game");
        }
        ImpartialRule rule = OctalGame.parse(code);
        return normalPlay("octal-" + rule.code(), "The octal game " + rule.code(),
                ImpartialGame.of("Octal game " + rule.code(), rule));
    }
}
