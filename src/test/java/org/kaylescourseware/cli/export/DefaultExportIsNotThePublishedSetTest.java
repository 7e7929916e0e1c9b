package org.kaylescourseware.cli.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jsoup.Jsoup;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kaylescourseware.cli.Cli;
import org.kaylescourseware.exercise.Difficulty;
import org.kaylescourseware.exercise.ExerciseSet;
import org.kaylescourseware.exercise.Plans;
import org.kaylescourseware.exercise.kinds.ExerciseCatalog;
import org.kaylescourseware.site.CourseBuild;
import org.kaylescourseware.site.project.CourseProject;
import org.kaylescourseware.site.games.GameDefinition;
import org.kaylescourseware.site.math.FormulaTex;

/**
 * The exercises a student page publishes carry their worked solutions (folded under each exercise),
 * so what an instructor exports or prints by default must be other exercises. Each page's questions
 * are read from the built student site; that they are the set its directive draws is checked first
 * (so the comparison reads the right thing); then no question of the default export or worksheet of
 * that lesson or game is among them.
 */
class DefaultExportIsNotThePublishedSetTest {

    private static final Pattern DIRECTIVE = Pattern.compile("(?m)^exercises (.*)$");
    private static final Pattern ARGUMENT = Pattern.compile("(\\w+)=(\\S+)");
    /** A game page's section: game-exercises draws 4 exercises of seed 1 (GameExercisesDirective). */
    private static final int GAME_COUNT = 4;

    @TempDir
    Path dir;

    @Test
    void defaultExportsShareNoQuestionWithTheStudentPages() throws Exception {
        Path site = CourseBuild.site();
        int pages = 0;
        for (Path lesson : lessonSources()) {
            String id = lesson.getFileName().toString().replaceFirst("\\.md$", "");
            Matcher m = DIRECTIVE.matcher(Files.readString(lesson));
            if (!m.find()) {
                continue;
            }
            Map<String, String> args = new HashMap<>();
            Matcher a = ARGUMENT.matcher(m.group(1));
            while (a.find()) {
                args.put(a.group(1), a.group(2));
            }
            String plan = args.getOrDefault("lesson", id);
            // the page draws around the positions it prints before its exercises (issue 29), read here as the build reads them
            ExerciseSet published = ExerciseSet.generate(Plans.lesson(plan), Integer.parseInt(args.getOrDefault("count", "6")),
                    Long.parseLong(args.getOrDefault("seed", "1")), Difficulty.parse(args.getOrDefault("difficulty", "medium")),
                    java.util.Set.of(), printed(site.resolve("lessons/" + id + ".html")));
            compare(plan, site.resolve("lessons/" + id + ".html"), published);
            pages++;
        }
        for (GameDefinition game : CourseProject.bundled().games().games()) {
            compare(game.id(), site.resolve("games/" + game.id() + ".html"), ExerciseSet.generate(
                    ExerciseCatalog.forGame(game.id(), game.name(), game.rule()), GAME_COUNT, 1, Difficulty.MEDIUM));
            pages++;
        }
        assertTrue(pages >= 10, "lesson and game pages compared: " + pages);
    }

    private void compare(String lesson, Path page, ExerciseSet published) throws IOException {
        List<String> onPage = FormulaTex.restore(Jsoup.parse(page.toFile(), "UTF-8")).select("section.exercise p.question").eachText().stream()
                .map(DefaultExportIsNotThePublishedSetTest::words).toList();
        assertEquals(published.exercises().stream().map(e -> words(e.prompt().question().tex())).toList(), onPage,
                page + " shows the set its directive draws");
        Path out = dir.resolve(lesson);
        Cli export = Cli.run("export", "--lesson", lesson, "--format", "json", "--out", out.toString());
        assertEquals(0, export.exitCode(), export.err());
        List<String> exported = new ArrayList<>();
        try (var files = Files.list(out)) {
            for (Path json : files.filter(f -> f.toString().endsWith(".json")).toList()) {
                for (JsonNode e : new ObjectMapper().readTree(json.toFile()).get("exercises")) {
                    exported.add(words(e.get("question").asText()));
                }
            }
        }
        assertFalse(exported.isEmpty(), lesson + ": the export holds exercises");
        for (String question : exported) {
            assertFalse(onPage.contains(question), lesson + ": the default export asks what " + page.getFileName()
                    + " publishes with its solution: " + question);
        }
    }

    /** The positions a built page prints before its Exercises section, its formulas read as their TeX. */
    private static org.kaylescourseware.exercise.PrintedPositions printed(Path page) throws IOException {
        return org.kaylescourseware.site.directive.exercises.PagePositions.ofPublishedPage(Files.readString(page));
    }

    /** The text without math delimiters and with single spaces, as the page's text reads it. */
    private static String words(String text) {
        return text.replace("\\(", "").replace("\\)", "").replaceAll("\\s+", " ").strip();
    }

    private static List<Path> lessonSources() throws IOException {
        try (var files = Files.list(CourseBuild.PROJECT.resolve("content/lessons"))) {
            return files.filter(f -> f.toString().endsWith(".md")).sorted().toList();
        }
    }
}
