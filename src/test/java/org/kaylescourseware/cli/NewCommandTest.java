package org.kaylescourseware.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kaylescourseware.site.play.OctalMex;

/** {@code new DIR} writes a course project that builds at once, and touches no folder that holds anything. */
class NewCommandTest {

    @TempDir
    Path dir;

    @Test
    void aNewCourseBuildsAtOnceAndItsLessonShowsComputedValues() throws IOException {
        Path course = dir.resolve("my-course");
        Cli created = Cli.run("new", course.toString());
        assertEquals(0, created.exitCode(), created.err());
        assertTrue(Files.readString(course.resolve("README.md")).contains("kayles-courseware.jar serve"));

        Cli built = Cli.run("build", "--project", course.toString());
        assertEquals(0, built.exitCode(), built.err());
        Document lesson = Jsoup.parse(course.resolve("site/lessons/guiles.html").toFile(), "UTF-8");
        List<String> shown = lesson.select("table.grundy-table tbody td").eachText().stream().filter(v -> !v.isEmpty()).toList();
        // Guiles is the octal game 0.15: its values by the plain mex recurrence (Winning Ways, ch. 4)
        List<String> expected = Arrays.stream(OctalMex.grundy("0.15", 39)).mapToObj(Integer::toString).toList();
        assertEquals(expected, shown);
        assertTrue(lesson.select("main").text().contains("period 10"), lesson.select("main").text());
        assertTrue(Files.isRegularFile(course.resolve("site/games/guiles.html")), "the game's own page");
    }

    @Test
    void aFolderThatHoldsSomethingIsRefusedInOneLineAndLeftAsItWas() throws IOException {
        Path course = Files.createDirectories(dir.resolve("taken"));
        Files.writeString(course.resolve("notes.txt"), "mine");
        Cli refused = Cli.run("new", course.toString());
        assertEquals(2, refused.exitCode());
        assertEquals("new: '" + course + "' is not empty; give a new or empty folder for the course", refused.err().strip());
        try (Stream<Path> left = Files.list(dir)) {
            assertEquals(List.of(course), left.toList(), "nothing written beside it");
        }
        try (Stream<Path> inside = Files.list(course)) {
            assertEquals(List.of(course.resolve("notes.txt")), inside.toList());
        }
        assertEquals("mine", Files.readString(course.resolve("notes.txt")));
    }

    @Test
    void anEmptyFolderTakesTheCourse() throws IOException {
        Path course = Files.createDirectories(dir.resolve("empty"));
        Cli created = Cli.run("new", course.toString());
        assertEquals(0, created.exitCode(), created.err());
        assertTrue(Files.isRegularFile(course.resolve("content/games/guiles.yaml")));
        assertTrue(Files.isRegularFile(course.resolve("templates/lesson.ftl")));
    }
}
