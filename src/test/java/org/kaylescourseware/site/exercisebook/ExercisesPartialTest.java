package org.kaylescourseware.site.exercisebook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.exercise.Difficulty;
import org.kaylescourseware.exercise.Exercise;
import org.kaylescourseware.exercise.ExerciseSet;
import org.kaylescourseware.exercise.Plans;
import org.kaylescourseware.site.render.PartialRenderer;

/** The lesson partial {@code partials/exercises.ftl}, rendered as the site layer renders it ({@link PartialRenderer}). */
class ExercisesPartialTest {

    private static final ExerciseSet SET = ExerciseSet.generate(Plans.lesson("kayles"), 5, 11, Difficulty.MEDIUM);
    private static final List<Exercise> EXERCISES = SET.exercises();

    private static Document render(boolean instructor) {
        String html = new PartialRenderer(Path.of("templates")).render("exercises", instructor
                ? ExerciseSection.instructor(SET, "lessons/kayles", "kayles-answers.html") : ExerciseSection.student(SET, "lessons/kayles"));
        return Jsoup.parseBodyFragment(html);
    }

    @Test
    void studentEditionFoldsEverySolution() {
        Document doc = render(false);
        List<Element> solutions = doc.select("details.exercise-solution");
        assertEquals(EXERCISES.size(), solutions.size());
        solutions.forEach(d -> assertTrue(!d.hasAttr("open"), "folded: " + d.parent().id()));
    }

    @Test
    void instructorEditionShowsEverySolutionOpen() {
        Document doc = render(true);
        List<Element> solutions = doc.select("details.exercise-solution");
        assertEquals(EXERCISES.size(), solutions.size());
        solutions.forEach(d -> assertTrue(d.hasAttr("open"), "open: " + d.parent().id()));
    }

    @Test
    void exercisesAreNumberedSectionsThatLinkToThemselves() {
        Document doc = render(false);
        for (Exercise e : EXERCISES) {
            Element section = doc.getElementById("exercise-" + e.number());
            assertEquals("section", section.tagName());
            assertEquals("#exercise-" + e.number(), section.selectFirst("h3 a").attr("href"));
            assertTrue(section.selectFirst("h3").text().startsWith("Exercise " + e.number() + ": " + e.kind().title()));
            String solution = section.selectFirst("details.exercise-solution").text();
            assertTrue(solution.contains(e.shownAnswer().plain()));
            e.solution().forEach(step -> assertTrue(solution.contains(step.plain()), step.tex()));
            assertTrue(section.selectFirst(".question").text().equals(e.prompt().question().plain()));
        }
    }

    @Test
    void studentEditionHasNoInstructorNotesAndNoAnswerKeyLink() {
        Document doc = render(false);
        assertTrue(doc.select(".instructor-note, a.answer-key-link").isEmpty());
        assertTrue(!doc.html().toLowerCase(java.util.Locale.ROOT).contains("instructor"));
    }

    @Test
    void instructorEditionNotesEachAnswerAndLinksTheAnswerKey() {
        Document doc = render(true);
        assertEquals("kayles-answers.html", doc.selectFirst("a.answer-key-link").attr("href"));
        for (Exercise e : EXERCISES) {
            assertTrue(doc.getElementById(e.anchor()).selectFirst("p.instructor-note").text()
                    .endsWith("Answer: " + e.shownAnswer().plain()));
        }
    }
}
