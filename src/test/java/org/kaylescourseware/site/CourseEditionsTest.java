package org.kaylescourseware.site;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.exercise.Difficulty;
import org.kaylescourseware.exercise.Exercise;
import org.kaylescourseware.exercise.ExerciseSet;
import org.kaylescourseware.exercise.Plans;
import org.kaylescourseware.exercise.kinds.ExerciseCatalog;
import org.kaylescourseware.site.exercisebook.ExerciseSection;
import org.kaylescourseware.site.math.FormulaTex;
import org.kaylescourseware.site.render.PartialRenderer;

/**
 * The Kayles lesson's exercises in both editions of the real course: the shared student bake and one
 * instructor bake for this class. The student edition holds hints and folded solutions and nothing
 * for the instructor; the instructor edition opens the solutions, adds notes and an answer key page.
 */
class CourseEditionsTest {

    /** The Kayles lesson writes {@code exercises count=6 seed=1 difficulty=medium}. */
    private static final ExerciseSet KAYLES_SET =
            ExerciseSet.generate(Plans.lesson("kayles"), 6, 1, Difficulty.MEDIUM);

    private static Path student;
    private static Path instructor;

    @BeforeAll
    static void bake() {
        student = CourseBuild.site();
        instructor = CourseBuild.instructorSite();
    }

    private static Document page(Path site, String path) {
        try {
            // the build typesets each formula; the expectations are the exercises' TeX, which KaTeX keeps in its annotation
            return FormulaTex.restore(Jsoup.parse(site.resolve(path).toFile(), "UTF-8"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void kaylesLessonHasNumberedLinkableExercisesWithFoldedSolutions() {
        Document lesson = page(student, "lessons/kayles.html");
        Element heading = lesson.getElementById("exercises");
        assertEquals("h2", heading.tagName());
        assertNotNull(lesson.selectFirst(".toc a[href=#exercises]"), "the contents list the Exercises");
        List<Element> sections = lesson.select("div.exercises > section.exercise");
        assertEquals(KAYLES_SET.exercises().size(), sections.size());
        for (Exercise e : KAYLES_SET.exercises()) {
            Element section = sections.get(e.number() - 1);
            assertEquals("exercise-" + e.number(), section.id());
            assertEquals("#exercise-" + e.number(), section.selectFirst("h3 a.exercise-link").attr("href"));
            assertEquals(e.prompt().question().plain(), section.selectFirst(".question").text());
            Element solution = section.selectFirst("details.exercise-solution");
            assertFalse(solution.hasAttr("open"), "folded: exercise " + e.number());
            assertEquals("Solution", solution.selectFirst("summary").text());
            assertTrue(solution.text().contains(e.shownAnswer().plain()), solution.text());
            e.solution().forEach(step -> assertTrue(solution.text().contains(step.plain()), step.tex()));
            assertFalse(section.selectFirst("details.exercise-hint").hasAttr("open"));
        }
    }

    @Test
    void studentEditionHoldsNoInstructorMaterial() {
        Map<String, byte[]> files = CourseBuild.files(student);
        assertTrue(files.keySet().stream().noneMatch(f -> f.contains("-answers")), files.keySet().toString());
        List<String> instructorOnly = instructorOnlyTexts();
        assertFalse(instructorOnly.isEmpty());
        for (var file : files.entrySet()) {
            if (!file.getKey().endsWith(".html")) {
                continue;
            }
            String html = new String(file.getValue(), StandardCharsets.UTF_8);
            String text = Jsoup.parse(html).text();
            String lower = html.toLowerCase(Locale.ROOT);
            for (String word : List.of("instructor", "answer key", "answer-key", "-answers", "edition-marker",
                    "variant")) {
                // whole words: a lesson may well speak of an "invariant"
                assertFalse(Pattern.compile("(?<![a-z])" + Pattern.quote(word) + "(?![a-z])").matcher(lower).find(),
                        file.getKey() + " contains " + word);
            }
            // other folds (a proof a lesson shows open) are not solutions
            assertTrue(Jsoup.parse(html).select(".exercise-solution[open], .exercise-hint[open]").isEmpty(),
                    file.getKey() + " opens a solution");
            for (String note : instructorOnly) {
                assertFalse(text.contains(note), file.getKey() + " contains the instructor's note: " + note);
            }
        }
    }

    /** Every instructor note and marker of the instructor edition, as text. */
    private static List<String> instructorOnlyTexts() {
        List<String> texts = new ArrayList<>();
        for (String path : List.of("index.html", "lessons/kayles.html", "lessons/kayles-answers.html")) {
            page(instructor, path).select(".instructor-note, .edition-marker").forEach(e -> texts.add(e.text()));
        }
        return texts;
    }

    @Test
    void instructorEditionShowsSolutionsOpenWithNotesAndAMarkerOnEveryPage() {
        Document lesson = page(instructor, "lessons/kayles.html");
        List<Element> solutions = lesson.select("details.exercise-solution");
        assertEquals(KAYLES_SET.exercises().size(), solutions.size());
        solutions.forEach(d -> assertTrue(d.hasAttr("open")));
        for (Exercise e : KAYLES_SET.exercises()) {
            Element note = lesson.getElementById(e.anchor()).selectFirst("p.instructor-note");
            assertEquals("For the instructor: " + e.kind().slug() + ", medium. Answer: " + e.shownAnswer().plain(), note.text());
        }
        assertTrue(lesson.selectFirst("aside.instructor-note").text().contains("Variant 1 (the seed), medium: single heaps of"));
        for (String path : List.of("index.html", "lessons/kayles.html", "lessons/kayles-answers.html")) {
            Element marker = page(instructor, path).selectFirst("body > .edition-marker");
            assertNotNull(marker, path);
            assertTrue(marker.text().startsWith("Instructor edition"), marker.text());
        }
    }

    @Test
    void answerKeyListsEveryExercisesAnswerAndLinksBackToIt() {
        Document lesson = page(instructor, "lessons/kayles.html");
        String href = lesson.selectFirst("a.answer-key-link").attr("href");
        assertEquals("kayles-answers.html", href);
        Document key = page(instructor, "lessons/" + href);
        assertEquals("Answer key: Kayles", key.selectFirst("h1").text());
        List<Element> rows = key.select("table.answer-table tbody tr");
        assertEquals(KAYLES_SET.exercises().size(), rows.size());
        for (Exercise e : KAYLES_SET.exercises()) {
            Element row = rows.get(e.number() - 1);
            assertEquals(String.valueOf(e.number()), row.selectFirst("th").text());
            assertEquals(e.kind().title(), row.select("td").get(0).text());
            assertEquals(e.shownAnswer().plain(), row.select("td").get(1).text());
            String link = row.selectFirst("th a").attr("href");
            assertEquals("kayles.html#" + e.anchor(), link);
            assertNotNull(lesson.getElementById(e.anchor()), link + " points at an exercise");
            Element worked = key.getElementById(e.anchor());
            e.solution().forEach(step -> assertTrue(worked.text().contains(step.plain()), step.tex()));
        }
    }

    @Test
    void bothEditionsAskTheSameExercises() {
        List<String> studentQuestions = page(student, "lessons/kayles.html").select(".exercise .question").eachText();
        List<String> instructorQuestions = page(instructor, "lessons/kayles.html").select(".exercise .question").eachText();
        assertEquals(KAYLES_SET.exercises().stream().map(e -> e.prompt().question().plain()).toList(), studentQuestions);
        assertEquals(studentQuestions, instructorQuestions);
    }

    @Test
    void sameSeedGivesTheSameExercisesHtmlAndAnotherSeedAnother() {
        PartialRenderer renderer = new PartialRenderer(CourseBuild.PROJECT.resolve("templates"));
        Element exercises = page(student, "lessons/kayles.html").selectFirst("div.exercises").clone();
        exercises.select("script[type=text/plain]:empty").remove(); // the parser's yield points (ParserYields), not the partial's
        String onPage = exercises.outerHtml();
        String again = Jsoup.parseBodyFragment(renderer.render("exercises", ExerciseSection.student(
                ExerciseSet.generate(Plans.lesson("kayles"), 6, 1, Difficulty.MEDIUM), "lessons/kayles")))
                .selectFirst("div.exercises").outerHtml();
        assertEquals(again, onPage);
        String otherSeed = Jsoup.parseBodyFragment(renderer.render("exercises", ExerciseSection.student(
                ExerciseSet.generate(Plans.lesson("kayles"), 6, 2, Difficulty.MEDIUM), "lessons/kayles")))
                .selectFirst("div.exercises").outerHtml();
        assertNotEquals(otherSeed, onPage);
    }

    @Test
    void instructorEditionIsTheStudentEditionPlusTheAnswerKeys() {
        List<String> studentFiles = new ArrayList<>(CourseBuild.files(student).keySet());
        List<String> instructorFiles = new ArrayList<>(CourseBuild.files(instructor).keySet());
        instructorFiles.removeIf(f -> f.endsWith("-answers.html"));
        assertEquals(studentFiles, instructorFiles);
        assertTrue(Files.exists(instructor.resolve("lessons/kayles-answers.html")));
    }
}
