package org.kaylescourseware.site.course;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kaylescourseware.site.source.SourceException;
import org.kaylescourseware.site.source.SourceProblems;

class CourseOutlineTest {

    @TempDir
    Path content;

    @BeforeEach
    void home() throws IOException {
        page("index.md", "title=Course\ntype=home\nstatus=published\n~~~~~~\nWelcome.\n");
    }

    @Test
    void lessonsComeInTheirOrderWithPreviousAndNextLinks() throws IOException {
        page("lessons/b.md", lesson("Second", 2));
        page("lessons/a.md", lesson("Third", 3));
        page("lessons/c.md", lesson("First", 1));
        CourseOutline outline = CourseOutline.read(content);
        assertEquals(List.of("First", "Second", "Third"), outline.lessons().stream().map(Page::title).toList());
        Navigation second = outline.navigation(outline.lessons().get(1));
        assertEquals("../lessons/c.html", second.previous().href());
        assertEquals("../lessons/a.html", second.next().href());
        assertEquals("../index.html", second.home().href());
        assertEquals(List.of(false, true, false), second.lessons().stream().map(Link::current).toList());
        Navigation first = outline.navigation(outline.lessons().get(0));
        assertNull(first.previous());
        Navigation home = outline.navigation(outline.home());
        assertEquals("lessons/c.html", home.next().href());
    }

    @Test
    void twoLessonsInOnePlaceAreAnError() throws IOException {
        page("lessons/a.md", lesson("A", 1));
        page("lessons/b.md", lesson("B", 1));
        SourceException error = assertThrows(SourceException.class, () -> CourseOutline.read(content));
        assertEquals(content.resolve("lessons/b.md") + ":4: order=1 is taken by " + content.resolve("lessons/a.md")
                + "; give each lesson its own place", error.getMessage());
    }

    @Test
    void lessonWithoutOrderIsAnError() throws IOException {
        page("lessons/a.md", "title=A\ntype=lesson\nstatus=published\n~~~~~~\n");
        SourceException error = assertThrows(SourceException.class, () -> CourseOutline.read(content));
        assertEquals("missing header field 'order' (the lesson's place in the course: 1, 2, ...): add a line order=..."
                + " above ~~~~~~", error.problem());
    }

    @Test
    void everyWrongFieldOfOneHeaderIsReportedNotOnlyTheFirst() throws IOException {
        page("lessons/a.md", "title=\ntype=lesson\nstatus=draft\norder=abc\n~~~~~~\n");
        page("lessons/b.md", "title=B\ntype=weird\n~~~~~~\n");
        SourceProblems problems = new SourceProblems();
        CourseOutline.read(content, List.of(content.resolve("lessons/a.md"), content.resolve("lessons/b.md")), problems);
        assertEquals(List.of(
                content.resolve("lessons/a.md") + ":1: missing header field 'title' (the page title): add a line title=... above ~~~~~~",
                content.resolve("lessons/a.md") + ":3: status=draft: this course publishes every page it has; write status=published"
                        + " or move the file out of content/",
                content.resolve("lessons/a.md") + ":4: order=abc must be a whole number from 1 to 9999",
                content.resolve("lessons/b.md") + ":1: missing header field 'status' (published or draft): add a line status=... above ~~~~~~",
                content.resolve("lessons/b.md") + ":2: type=weird is not a page type of this course; write type=lesson, type=page for a page"
                        + " after the lessons (such as the references), or type=home for content/index.md"),
                problems.sorted().stream().map(SourceException::getMessage).filter(m -> !m.contains("home page")).toList());
    }

    @Test
    void bodyLineIsTheLineAfterTheSeparator() throws IOException {
        page("lessons/a.md", lesson("A", 1));
        assertEquals(6, CourseOutline.read(content).lessons().get(0).bodyLine());
    }

    @Test
    void foldersWithJbakeignoreAreSkipped() throws IOException {
        page("games/.jbakeignore", "");
        page("games/notes.md", "no header at all");
        assertEquals(List.of(), CourseOutline.read(content).lessons());
    }

    private static String lesson(String title, int order) {
        return "title=" + title + "\ntype=lesson\nstatus=published\norder=" + order + "\n~~~~~~\nText.\n";
    }

    private void page(String name, String text) throws IOException {
        Path file = content.resolve(name);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }
}
