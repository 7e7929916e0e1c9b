package org.kaylescourseware.exercise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.kaylescourseware.exercise.kinds.ExerciseCatalog;
import org.kaylescourseware.site.CourseProject;

class ExerciseSetTest {

    private static final LessonPlan KAYLES = CourseProject.bundled().games().lessonPlan("kayles");

    @Test
    void sameSeedGivesTheSameSetFromAFreshPlan() {
        assertEquals(ExerciseSet.generate(KAYLES, 12, 42, Difficulty.MEDIUM),
                ExerciseSet.generate(CourseProject.bundled().games().lessonPlan("kayles"), 12, 42, Difficulty.MEDIUM));
    }

    @Test
    void sameSeedGivesTheSameSetAtEveryDifficulty() {
        for (Difficulty d : Difficulty.values()) {
            assertEquals(ExerciseSet.generate(KAYLES, 12, -7, d), ExerciseSet.generate(KAYLES, 12, -7, d));
        }
    }

    @Test
    void differentSeedsGiveDifferentVariants() {
        Set<List<Prompt>> variants = new HashSet<>();
        for (long seed = 1; seed <= 20; seed++) {
            variants.add(ExerciseSet.generate(KAYLES, 6, seed, Difficulty.MEDIUM).exercises().stream()
                    .map(Exercise::prompt).toList());
        }
        assertEquals(20, variants.size(), "twenty seeds, twenty different variants");
    }

    @Test
    void exercisesAreNumberedFromOneWithAnchorsAndCycleThroughTheLessonsKinds() {
        ExerciseSet set = ExerciseSet.generate(KAYLES, 9, 5, Difficulty.EASY);
        for (int i = 0; i < 9; i++) {
            Exercise e = set.exercises().get(i);
            assertEquals(i + 1, e.number());
            assertEquals("exercise-" + (i + 1), e.anchor());
            assertEquals(KAYLES.kinds().get(i % KAYLES.kinds().size()), e.kind());
            assertEquals(Difficulty.EASY, e.difficulty());
            assertEquals(e.answer().shown(), e.shownAnswer());
            assertTrue(!e.solution().isEmpty() && !e.hint().isBlank());
        }
    }

    @Test
    void noPromptRepeatsWithinASet() {
        for (long seed = 1; seed <= 10; seed++) {
            ExerciseSet set = ExerciseSet.generate(KAYLES, ExerciseSet.MAX_COUNT, seed, Difficulty.EASY);
            assertEquals(set.exercises().size(), set.exercises().stream().map(Exercise::prompt).distinct().count(),
                    "seed " + seed);
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {0, -3, ExerciseSet.MAX_COUNT + 1})
    void countOutsideTheBoundIsRefusedNamingTheBound(int count) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ExerciseSet.generate(KAYLES, count, 1, Difficulty.MEDIUM));
        assertTrue(e.getMessage().contains(String.valueOf(count)) && e.getMessage().contains("1 to " + ExerciseSet.MAX_COUNT),
                e.getMessage());
    }

    @Test
    void unknownLessonIsRefusedListingTheLessons() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> CourseProject.bundled().games().lessonPlan("kales"));
        assertTrue(e.getMessage().contains("'kales'") && e.getMessage().contains("dawsons-kayles")
                && e.getMessage().contains("octal code"), e.getMessage());
    }

    @Test
    void badOctalCodeIsRefusedWithTheParsersMessage() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> CourseProject.bundled().games().lessonPlan("0.78"));
        assertTrue(e.getMessage().contains("'0.78' is not an octal code"), e.getMessage());
    }

    @Test
    void anyOctalGameIsALessonByItsCode() {
        LessonPlan plan = CourseProject.bundled().games().lessonPlan("0.137");
        assertEquals("octal-0.137", plan.lesson());
        assertEquals(plan.kinds(), CourseProject.bundled().games().lessonPlan("octal-0.137").kinds());
        ExerciseSet set = ExerciseSet.generate(plan, 4, 3, Difficulty.MEDIUM);
        assertEquals("0.137", set.exercises().get(0).prompt().rule());
    }

    @Test
    void everyLessonHasItsKinds() {
        assertEquals(List.of(ExerciseKind.GRUNDY_VALUE, ExerciseKind.WINNING_MOVES, ExerciseKind.OUTCOME,
                ExerciseKind.PERIOD), CourseProject.bundled().games().lessonPlan("dawsons-kayles").kinds());
        assertEquals(List.of(ExerciseKind.MISERE_VERSUS_NORMAL, ExerciseKind.OUTCOME),
                CourseProject.bundled().games().lessonPlan("misere-kayles").kinds());
        assertEquals(List.of(ExerciseKind.MISERE_VERSUS_NORMAL, ExerciseKind.MISERE_NIM_REDUCED_FORM),
                CourseProject.bundled().games().lessonPlan("misere-nim").kinds());
        assertEquals(List.of(ExerciseKind.PARTIZAN_REDUCTION), CourseProject.bundled().games().lessonPlan("partizan-kayles").kinds());
        for (String lesson : ExerciseCatalog.LESSONS) {
            assertFalse(CourseProject.bundled().games().lessonPlan(lesson).kinds().isEmpty(), lesson + " has exercises");
        }
    }

    @Test
    void planWithoutAKindOfExerciseIsRefusedNamingTheLesson() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ExerciseSet.generate(new LessonPlan("partizan-kayles", "Partizan Kayles", List.of()), 3, 1, Difficulty.EASY));
        assertTrue(e.getMessage().contains("partizan-kayles"), e.getMessage());
    }

    @Test
    void aGeneratorPlugsIntoAPlan() {
        ExerciseGenerator stand = new ExerciseGenerator() {
            @Override
            public ExerciseKind kind() {
                return ExerciseKind.PARTIZAN_REDUCTION;
            }

            @Override
            public Exercise generate(Draw draw) {
                throw new AssertionError("not drawn in this test");
            }
        };
        LessonPlan plan = new LessonPlan("partizan-kayles", "Partizan Kayles", List.of()).with(stand);
        assertEquals(List.of(ExerciseKind.PARTIZAN_REDUCTION), plan.kinds());
    }

    @Test
    void difficultyParsesItsLabelsAndRefusesOthers() {
        assertEquals(Difficulty.HARD, Difficulty.parse(" Hard "));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Difficulty.parse("expert"));
        assertTrue(e.getMessage().contains("'expert'") && e.getMessage().contains("easy, medium, hard"), e.getMessage());
    }

    @Test
    void harderLevelsAskAboutLargerPositions() {
        assertNotEquals(Difficulty.EASY.singleHeap(), Difficulty.HARD.singleHeap());
        assertTrue(Difficulty.EASY.singleHeap().max() < Difficulty.MEDIUM.singleHeap().min());
        assertTrue(Difficulty.MEDIUM.singleHeap().max() < Difficulty.HARD.singleHeap().min());
        assertTrue(Difficulty.EASY.maxMisereTotal() < Difficulty.HARD.maxMisereTotal());
    }
}
