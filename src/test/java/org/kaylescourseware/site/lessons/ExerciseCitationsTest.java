package org.kaylescourseware.site.lessons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kaylescourseware.exercise.Difficulty;
import org.kaylescourseware.exercise.Exercise;
import org.kaylescourseware.exercise.ExerciseSet;
import org.kaylescourseware.exercise.MathText;
import org.kaylescourseware.site.project.CourseProject;
import org.kaylescourseware.site.project.SiteLayout;

/**
 * The exercises cite the course's results by the numbers the lessons give them (issue 29, the referee: Lesson 5's new
 * Computation block renumbered the lesson while the generators still wrote "Theorem 5.24" for Milley's Theorem 3). Every
 * citation "Theorem 5.25 (Milley's Theorem 3)" in a prompt, hint or solution is checked against the lesson's Markdown,
 * read here by counting its numbered blocks ({@code ::: kind} lines but proofs and instructor notes) up to the one whose
 * {@code source=} names that result; and a copy of the course with a block added at the top of each lesson draws
 * exercises that cite the new numbers.
 */
class ExerciseCitationsTest {

    /** "Theorem 5.25 (Milley's Theorem 3)", "Corollary 5.15, Milley's Corollary 3", "Definition 3.28, Spindler's Definition 5". */
    private static final Pattern CITED = Pattern.compile(
            "(Definition|Lemma|Theorem|Corollary|Proposition) (\\d+)\\.(\\d+),? \\(?(Milley|Spindler)'s (\\w+ \\d+)");
    private static final Pattern BLOCK = Pattern.compile("(?m)^::: (\\w+) \\{#([\\w-]+)([^}]*)\\}");
    private static final Pattern ORDER = Pattern.compile("(?m)^order=(\\d+)$");

    /** Every exercise text of {@code lesson}'s sets, for a few seeds at each level. */
    private static List<String> texts(CourseProject course, String lesson) {
        List<String> texts = new ArrayList<>();
        for (Difficulty difficulty : Difficulty.values()) {
            for (long seed = 1; seed <= 6; seed++) {
                for (Exercise e : ExerciseSet.generate(course.lessonPlan(lesson), 6, seed, difficulty).exercises()) {
                    texts.add(e.prompt().question().tex());
                    texts.add(e.hint().tex());
                    e.solution().stream().map(MathText::tex).forEach(texts::add);
                }
            }
        }
        return texts;
    }

    /** "Theorem 5.25" for "Milley, Theorem 3", as a reader finds it by counting the lesson's numbered blocks. */
    private static Map<String, String> numbersBySource(Path lesson) throws IOException {
        String text = Files.readString(lesson);
        Matcher order = ORDER.matcher(text);
        assertTrue(order.find(), lesson + " has an order");
        Map<String, String> numbers = new HashMap<>();
        Matcher m = BLOCK.matcher(text);
        int n = 0;
        while (m.find()) {
            if (m.group(1).equals("proof") || m.group(1).equals("instructor")) {
                continue;
            }
            n++;
            Matcher source = Pattern.compile("source=\"(Milley|Spindler), (\\w+ \\d+)").matcher(m.group(3));
            if (source.find()) {
                String kind = Character.toUpperCase(m.group(1).charAt(0)) + m.group(1).substring(1);
                numbers.putIfAbsent(source.group(1) + "'s " + source.group(2), kind + " " + order.group(1) + "." + n);
            }
        }
        return numbers;
    }

    private static int checkCitations(CourseProject course, String lesson) throws IOException {
        Map<String, String> numbers = numbersBySource(course.layout().content().resolve("lessons/" + lesson + ".md"));
        int checked = 0;
        for (String text : texts(course, lesson)) {
            Matcher m = CITED.matcher(text);
            while (m.find()) {
                String source = m.group(4) + "'s " + m.group(5);
                assertEquals(numbers.get(source), m.group(1) + " " + m.group(2) + "." + m.group(3),
                        "the exercises of " + lesson + " cite " + source + " as " + m.group() + " in: " + text);
                checked++;
            }
        }
        return checked;
    }

    @Test
    void partizanAndMisereNimExercisesCiteTheNumbersTheirLessonsGive() throws IOException {
        CourseProject course = CourseProject.bundled();
        assertTrue(checkCitations(course, "partizan-kayles") > 0, "the partizan exercises cite Milley's results");
        assertTrue(checkCitations(course, "misere-nim") > 0, "the misère Nim exercises cite Spindler's results");
    }

    @Test
    void aBlockAddedToALessonRenumbersTheExercisesCitations(@TempDir Path copy) throws IOException {
        Path content = CourseProject.bundled().layout().content();
        try (Stream<Path> files = Files.walk(content)) {
            for (Path file : files.toList()) {
                Path target = copy.resolve("content").resolve(content.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(file, target);
                }
            }
        }
        for (String lesson : List.of("partizan-kayles", "misere-nim")) {
            Path page = copy.resolve("content/lessons/" + lesson + ".md");
            String text = Files.readString(page);
            int body = text.indexOf("~~~~~~\n") + "~~~~~~\n".length();
            Files.writeString(page, text.substring(0, body) + "\n::: remark {#added-" + lesson + "}\nA remark added first.\n:::\n"
                    + text.substring(body));
        }
        CourseProject moved = new CourseProject(new SiteLayout(copy), false);
        assertTrue(checkCitations(moved, "partizan-kayles") > 0);
        assertTrue(checkCitations(moved, "misere-nim") > 0);
        String theorem3 = numbersBySource(copy.resolve("content/lessons/partizan-kayles.md")).get("Milley's Theorem 3");
        assertFalse(texts(moved, "partizan-kayles").stream().noneMatch(t -> t.contains(theorem3 + " (Milley's Theorem 3)")),
                "the outcome exercises cite " + theorem3);
    }
}
