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
