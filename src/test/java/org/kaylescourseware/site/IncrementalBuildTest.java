package org.kaylescourseware.site;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.site.course.Edition;
import org.kaylescourseware.site.project.SiteLayout;

/**
 * What a rebuild publishes is what a clean build of the same sources publishes, byte for byte: a
 * builder kept for the session (as serve keeps one, with its solver results and JBake's database)
 * rebuilds after a lesson's paragraph changed, after a rule file changed, and with nothing
 * changed; each time a new builder bakes the same sources from nothing into a folder of its own.
 */
class IncrementalBuildTest {

    @Test
    void everyRebuildPublishesWhatACleanBuildOfTheSameSourcesPublishes() throws IOException {
        Path project = CourseBuild.smallCourse("incremental");
        Path site = project.resolve("site");
        SiteBuilder serving = new SiteBuilder(new SiteLayout(project), line -> { });
        serving.build(site);

        edit(project.resolve("content/lessons/kayles.md"), "## The rules\n", "## The rules\n\nA paragraph the author added.\n");
        BuildSummary lesson = serving.build(site);
        assertEquals(List.of(), lesson.recomputed(), "a lesson's edit recomputes no game");
        assertTrue(text(site, "lessons/kayles.html").contains("A paragraph the author added."));
        assertSameAsClean(project, site, "after a lesson's edit");

        edit(project.resolve("content/games/dawsons-kayles.yaml"), "compute-to: 300", "compute-to: 301");
        BuildSummary rules = serving.build(site);
        assertEquals(List.of("dawsons-kayles"), rules.recomputed(), "a rule file's edit recomputes that game only");
        assertSameAsClean(project, site, "after a rule file's edit");

        BuildSummary unchanged = serving.buildIfChanged(site);
        assertTrue(unchanged.unchanged(), unchanged.describe());
        assertEquals(List.of(), unchanged.recomputed());
        assertSameAsClean(project, site, "with nothing changed");
    }

    @Test
    void anEditAfterABuildMakesTheNextBuildBake() throws IOException {
        Path project = CourseBuild.smallCourse("incremental-edit");
        Path site = project.resolve("site");
        SiteBuilder builder = new SiteBuilder(new SiteLayout(project), line -> { });
        assertTrue(!builder.buildIfChanged(site).unchanged(), "no site yet");
        assertTrue(builder.buildIfChanged(site).unchanged(), "nothing changed");
        edit(project.resolve("templates/layout.ftl"), "</main>", "</main>\n<!-- a template's edit -->");
        assertTrue(!builder.buildIfChanged(site).unchanged(), "a template changed");
        assertTrue(text(site, "lessons/kayles.html").contains("a template's edit"), "the page follows its template");
        assertSameAsClean(project, site, "after a template's edit");
    }

    /**
     * The instructor edition's answer keys list every lesson's exercises, and a rebuild after another page's edit keeps the
     * lesson's body, its exercises included, from the build before (the exercise book is filled from what it recorded).
     */
    @Test
    void aRebuildOfTheInstructorEditionPublishesWhatACleanBuildPublishes() throws IOException {
        Path project = CourseBuild.smallCourse("incremental-instructor");
        Path site = project.resolve("site-instructor");
        SiteBuilder serving = new SiteBuilder(new SiteLayout(project), Edition.INSTRUCTOR, line -> { });
        serving.build(site);

        edit(project.resolve("content/index.md"), "Who wins, and how?", "Who wins, and how? The author asks.");
        serving.build(site);
        assertTrue(text(site, "index.html").contains("The author asks."));
        assertTrue(text(site, "lessons/kayles-answers.html").contains("Exercise 1"), "the lesson kept lists its exercises");
        assertSameAsClean(project, site, Edition.INSTRUCTOR, "after the home page's edit");

        edit(project.resolve("content/lessons/kayles.md"), "## The rules\n", "## The rules\n\nA paragraph the author added.\n");
        serving.build(site);
        assertSameAsClean(project, site, Edition.INSTRUCTOR, "after a lesson's edit");
    }

    private static void assertSameAsClean(Path project, Path site, String when) {
        assertSameAsClean(project, site, Edition.STUDENT, when);
    }

    private static void assertSameAsClean(Path project, Path site, Edition edition, String when) {
        Path clean = CourseBuild.freshFolder("clean").resolve("site");
        new SiteBuilder(new SiteLayout(project), edition, line -> { }).build(clean);
        Map<String, byte[]> expected = CourseBuild.files(clean);
        Map<String, byte[]> actual = CourseBuild.files(site);
        assertEquals(expected.keySet(), actual.keySet(), when);
        expected.forEach((name, bytes) -> assertArrayEquals(bytes, actual.get(name), name + " differs " + when));
    }

    private static void edit(Path file, String from, String to) throws IOException {
        String text = Files.readString(file, StandardCharsets.UTF_8);
        assertTrue(text.contains(from), file + " holds " + from);
        Files.writeString(file, text.replaceFirst(java.util.regex.Pattern.quote(from), java.util.regex.Matcher.quoteReplacement(to)),
                StandardCharsets.UTF_8);
    }

    private static String text(Path site, String page) throws IOException {
        return Files.readString(site.resolve(page), StandardCharsets.UTF_8);
    }
}
