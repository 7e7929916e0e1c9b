package org.kaylescourseware.site.directive.exercises;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.kaylescourseware.exercise.Difficulty;
import org.kaylescourseware.exercise.ExerciseKind;
import org.kaylescourseware.exercise.ExerciseSet;
import org.kaylescourseware.exercise.Plans;
import org.kaylescourseware.exercise.kinds.ExerciseCatalog;
import org.kaylescourseware.site.CourseDirectives;
import org.kaylescourseware.site.course.Edition;
import org.kaylescourseware.site.directive.DirectiveHarness;
import org.kaylescourseware.site.directive.DirectiveParser;
import org.kaylescourseware.site.directive.DirectiveRegistry;
import org.kaylescourseware.site.directive.SolverCache;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.exercisebook.ExerciseSection;
import org.kaylescourseware.site.source.SourceException;
import org.kaylescourseware.site.source.SourceLocation;

/** The {@code exercises} directive: which lesson, which set, which edition, and every refusal with file:line. */
class ExercisesDirectiveTest {

    private static final Path KAYLES = Path.of("content/lessons/kayles.md");
    private final DirectiveRegistry registry = CourseDirectives.registry();

    /** A session citing the course's results by the numbers its lessons give them, as a build's does. */
    private static SolverSession session(Edition edition) {
        SolverSession solver = new SolverSession(DirectiveHarness.CATALOG, new SolverCache(), line -> { }, edition);
        solver.cite(org.kaylescourseware.exercise.Plans.cited());
        return solver;
    }

    private ExerciseSection section(Path page, String text, SolverSession solver) {
        return (ExerciseSection) registry.artifact(DirectiveParser.parse(text, new SourceLocation(page, 20)), solver)
                .model();
    }

    private SourceException error(Path page, String text) {
        return assertThrows(SourceException.class, () -> section(page, text, session(Edition.STUDENT)));
    }

    @Test
    void lessonComesFromThePageAndTheSetFromTheSeed() {
        ExerciseSection section = section(KAYLES, "exercises count=5 seed=7 difficulty=easy", session(Edition.STUDENT));
        ExerciseSet expected = ExerciseSet.generate(Plans.lesson("kayles"), 5, 7, Difficulty.EASY);
        assertEquals("kayles", section.lesson());
        assertEquals(expected.exercises(), section.exercises());
        assertFalse(section.instructor());
        assertEquals("", section.answerKey());
    }

    @Test
    void defaultsAreSixMediumExercisesFromSeedOne() {
        ExerciseSection section = section(KAYLES, "exercises", session(Edition.STUDENT));
        assertEquals(ExerciseSet.generate(Plans.lesson("kayles"), 6, 1, Difficulty.MEDIUM).exercises(),
                section.exercises());
    }

    @Test
    void instructorEditionLinksTheAnswerKeyBesideTheLesson() {
        ExerciseSection section = section(KAYLES, "exercises count=2", session(Edition.INSTRUCTOR));
        assertTrue(section.instructor());
        assertEquals("kayles-answers.html", section.answerKey());
    }

    @Test
    void explicitLessonOverridesThePage() {
        ExerciseSection section = section(Path.of("content/lessons/notes.md"),
                "exercises lesson=partizan-kayles count=2 seed=3 difficulty=easy", session(Edition.STUDENT));
        assertEquals("partizan-kayles", section.lesson());
        assertEquals(List.of(ExerciseKind.PARTIZAN_REDUCTION, ExerciseKind.PARTIZAN_OUTCOME),
                section.exercises().stream().map(e -> e.kind()).toList());
    }

    /**
     * Every lesson of the course draws its exercises, from its own file name. The misère lessons need
     * the misère search; while it is the contract stub, the build error says so instead.
     */
    @Test
    void everyLessonOfTheCourseDrawsItsExercisesFromItsFileName() {
        for (String lesson : ExerciseCatalog.LESSONS) {
            Path page = Path.of("content/lessons/" + lesson + ".md");
            ExerciseSection section = section(page, "exercises count=4 seed=2", session(Edition.STUDENT));
            assertEquals(lesson, section.lesson());
            assertEquals(List.of(1, 2, 3, 4), section.exercises().stream().map(e -> e.number()).toList());
            assertEquals(Plans.lesson(lesson).kinds().get(0), section.exercises().get(0).kind());
        }
    }

    @Test
    void pageWithoutAnExercisePlanIsAnErrorThatSaysToNameTheLesson() {
        SourceException e = error(Path.of("content/lessons/introduction.md"), "exercises count=3");
        assertEquals(20, e.location().line());
        assertTrue(e.problem().startsWith("exercises: lesson: this page's lesson id 'introduction' (from its file"
                + " name) has no exercise plan; write lesson=<id> to choose one: unknown lesson 'introduction': use"
                + " one of kayles, dawsons-kayles, misere-kayles, misere-nim, partizan-kayles"), e.problem());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        "exercises count=0|exercises: count: expected a whole number from 1 to 24, got '0'",
        "exercises count=25|exercises: count: expected a whole number from 1 to 24, got '25'",
        "exercises seed=-4|exercises: seed: expected a whole number from 0 to 1000000, got '-4'",
        "exercises difficulty=expert|exercises: difficulty: unknown difficulty 'expert': use one of easy, medium, hard",
        "exercises lesson=chess|exercises: lesson: unknown lesson 'chess': use one of kayles, dawsons-kayles,"
                + " misere-kayles, misere-nim, partizan-kayles, the id of a game of the course, or an octal code such as 0.137"
                + " for any octal game",
    })
    void badArgumentsAreRefusedWithTheValueAndWhatIsValid(String directive, String problem) {
        SourceException e = error(KAYLES, directive);
        assertEquals(KAYLES + ":20: " + problem, e.getMessage());
    }

    @Test
    void unknownArgumentListsTheValidOnes() {
        SourceException e = error(KAYLES, "exercises count=3\n seeds=4");
        assertEquals(21, e.location().line());
        assertTrue(e.problem().startsWith("exercises: unknown argument 'seeds'; valid arguments: count ("), e.problem());
    }

    @Test
    void anExerciseThatAnotherPageAsksIsRefusedNamingThatPage() {
        SolverSession solver = session(Edition.STUDENT);
        section(KAYLES, "exercises count=4 seed=9", solver);
        SourceException e = assertThrows(SourceException.class, () -> section(Path.of("content/lessons/notes.md"),
                "exercises lesson=kayles count=4 seed=9", solver));
        assertTrue(e.getMessage().contains("exercises: exercise 1 asks what exercise 1 of kayles.md asks; choose another"
                + " variant (seed=)"), e.getMessage());
    }

    @Test
    void aSecondExercisesSectionOnOnePageIsRefused() {
        SolverSession solver = session(Edition.STUDENT);
        section(KAYLES, "exercises count=2", solver);
        SourceException e = assertThrows(SourceException.class, () -> section(KAYLES, "exercises count=3", solver));
        assertTrue(e.getMessage().startsWith(KAYLES + ":20: exercises: this page already has an Exercises section"),
                e.getMessage());
    }

    @Test
    void anyOctalGameHasExercisesByItsCode() {
        ExerciseSection section = section(KAYLES, "exercises lesson=0.137 count=3", session(Edition.STUDENT));
        assertEquals("octal-0.137", section.lesson());
    }
}
