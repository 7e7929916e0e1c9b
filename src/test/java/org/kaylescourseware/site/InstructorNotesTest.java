package org.kaylescourseware.site;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.site.course.Edition;
import org.kaylescourseware.site.project.SiteLayout;
import org.kaylescourseware.site.source.BuildFailure;

/**
 * Instructor notes: a block {@code ::: instructor} ... {@code :::} in a lesson, shown in the instructor
 * edition only, with its Markdown and math; the student edition holds not a word of it.
 */
class InstructorNotesTest {

    private static final String NOTE = "Students who find exercise 3 hard usually forgot that a move may split"
            + " a row; ask them for $`\\mathcal{G}(4)`$ first.";

    private static Path courseWithANote() throws IOException {
        Path project = CourseBuild.smallCourse("instructor-notes");
        Path lesson = project.resolve("content/lessons/kayles.md");
        String text = Files.readString(lesson);
        Files.writeString(lesson, text.replace("## Exercises\n", "## Exercises\n\n::: instructor\n" + NOTE + "\n:::\n"));
        return project;
    }

    @Test
    void aNoteIsInTheInstructorEditionAndNowhereInTheStudentOne() throws IOException {
        Path project = courseWithANote();
        Path student = project.resolve("site");
        new SiteBuilder(new SiteLayout(project), line -> { }).build(student);
        Path instructor = project.resolve("site-instructor");
        new SiteBuilder(new SiteLayout(project), Edition.INSTRUCTOR, line -> { }).build(instructor);
        Document studentPage = Jsoup.parse(student.resolve("lessons/kayles.html").toFile());
        assertFalse(studentPage.html().contains("usually forgot"), "not a word of the note for students");
        assertTrue(studentPage.select(".instructor-note, .block-instructor").isEmpty());
        Document instructorPage = Jsoup.parse(instructor.resolve("lessons/kayles.html").toFile());
        var note = instructorPage.selectFirst("aside.instructor-note.block-instructor");
        assertTrue(note != null && note.text().contains("usually forgot that a move may split a row"), instructorPage.html());
        assertEquals(1, note.select(".math-inline").size(), "its math is typeset like the lesson's");
    }

    @Test
    void aNoteTakesNoAttributes() throws IOException {
        Path project = CourseBuild.smallCourse("instructor-note-attributes");
        Path lesson = project.resolve("content/lessons/kayles.md");
        Files.writeString(lesson, Files.readString(lesson).replace("## Exercises\n",
                "## Exercises\n\n::: instructor {title=\"Tip\"}\nA tip.\n:::\n"));
        BuildFailure failure = assertThrows(BuildFailure.class,
                () -> new SiteBuilder(new SiteLayout(project), line -> { }).build(project.resolve("site")));
        assertTrue(failure.problems().stream().anyMatch(p -> p.startsWith(lesson + ":") && p.contains(
                "an instructor note takes no title")), String.join("\n", failure.problems()));
    }
}
