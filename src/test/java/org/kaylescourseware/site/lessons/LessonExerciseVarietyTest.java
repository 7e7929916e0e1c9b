package org.kaylescourseware.site.lessons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.kaylescourseware.exercise.Difficulty;
import org.kaylescourseware.exercise.Exercise;
import org.kaylescourseware.exercise.ExerciseKind;
import org.kaylescourseware.exercise.ExerciseSet;
import org.kaylescourseware.exercise.Plans;

/**
 * The lessons' exercise sets ask both cases of an outcome question (issue 29, the referee: misère Nim's exercises were all
 * misère N-positions, and no partizan exercise was ever a position the player to move loses). Each position's outcome is
 * found here by playing every line out, with no theory: misère Nim by a search of its own, partizan Kayles by the lesson
 * test's {@link PartizanKaylesLessonPageTest.PlainMisereSearch}.
 */
class LessonExerciseVarietyTest {

    private static final int SEEDS = 40;
    private static final Map<String, Boolean> NIM_MEMO = new HashMap<>();

    /** Whether the player to move wins misère Nim on these heaps, every line played out. */
    static boolean misereNimNextPlayerWins(int[] heaps) {
        int[] sorted = Arrays.stream(heaps).filter(h -> h > 0).sorted().toArray();
        String key = Arrays.toString(sorted);
        Boolean known = NIM_MEMO.get(key);
        if (known != null) {
            return known;
        }
        boolean wins = sorted.length == 0;
        for (int i = 0; i < sorted.length && !wins; i++) {
            for (int left = 0; left < sorted[i] && !wins; left++) {
                int[] after = sorted.clone();
                after[i] = left;
                wins = !misereNimNextPlayerWins(after);
            }
        }
        NIM_MEMO.put(key, wins);
        return wins;
    }

    @ParameterizedTest
    @EnumSource(Difficulty.class)
    void everyMisereNimSetAsksAMisereNPositionAndAMisereP(Difficulty difficulty) {
        for (long seed = 1; seed <= SEEDS; seed++) {
            ExerciseSet set = ExerciseSet.generate(Plans.lesson("misere-nim"), 6, seed, difficulty);
            Set<String> outcomes = new TreeSet<>();
            for (Exercise e : set.exercises()) {
                if (e.kind() == ExerciseKind.MISERE_NIM_BOUTON || e.kind() == ExerciseKind.MISERE_VERSUS_NORMAL) {
                    int[] heaps = e.prompt().position().heaps().stream().mapToInt(Integer::intValue).toArray();
                    outcomes.add(misereNimNextPlayerWins(heaps) ? "N" : "P");
                }
            }
            assertEquals(Set.of("N", "P"), outcomes, "seed " + seed + ", " + difficulty + ": " + positions(set));
        }
    }

    @ParameterizedTest
    @EnumSource(Difficulty.class)
    void everyPartizanSetAsksAPositionThePlayerToMoveLoses(Difficulty difficulty) {
        for (long seed = 1; seed <= SEEDS; seed++) {
            ExerciseSet set = ExerciseSet.generate(Plans.lesson("partizan-kayles"), 6, seed, difficulty);
            List<String> outcomes = set.exercises().stream().filter(e -> e.kind() == ExerciseKind.PARTIZAN_OUTCOME)
                    .map(e -> PartizanKaylesLessonPageTest.PlainMisereSearch.outcome(e.prompt().position().heaps().stream()
                            .mapToInt(Integer::intValue).toArray()))
                    .toList();
            assertEquals(3, outcomes.size(), positions(set).toString());
            assertTrue(outcomes.contains("P"), "seed " + seed + ", " + difficulty + ": " + outcomes + " " + positions(set));
            assertTrue(outcomes.stream().anyMatch(o -> !o.equals("P")), "seed " + seed + ": " + outcomes);
        }
    }

    private static List<String> positions(ExerciseSet set) {
        return set.exercises().stream().map(e -> e.kind() + " " + e.prompt().position()).toList();
    }
}
