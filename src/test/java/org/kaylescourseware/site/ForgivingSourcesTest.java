package org.kaylescourseware.site;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.kaylescourseware.site.project.SiteLayout;

/**
 * What authors leave in a project that is not a mistake: editor backups, notes, drafts hidden by a
 * leading dot, {@code .yml} rule files, a byte order mark, raw HTML in Markdown, images. Each builds,
 * and only what is meant for readers is published. One small course and one builder serve every case.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ForgivingSourcesTest {

    private Path pristine;
    private Path project;
    private Path site;
    private SiteBuilder builder;

    @BeforeAll
    void setUp() {
        pristine = CourseBuild.smallCourse("forgiving-pristine");
        project = CourseBuild.freshFolder("forgiving");
        site = project.resolve("site");
        builder = new SiteBuilder(new SiteLayout(project), line -> { });
    }

    @BeforeEach
    void restoreSources() {
        for (String part : List.of("content", "templates")) {
            CourseBuild.deleteTree(project.resolve(part));
            CourseBuild.copyTree(pristine.resolve(part), project.resolve(part));
        }
    }

    private Path lessons() {
        return project.resolve("content/lessons");
    }

    private Document page(String uri) throws IOException {
        return Jsoup.parse(site.resolve(uri).toFile(), "UTF-8");
    }

    @Test
    void editorBackupsAndNotesAreNeitherErrorsNorPublished() throws IOException {
        String lesson = Files.readString(lessons().resolve("kayles.md"));
        for (String name : List.of("kayles.md~", "kayles.md.bak", "#kayles.md#", ".#kayles.md", ".kayles.md.swp",
                "kayles.md.orig", "notes.txt", "todo")) {
            Files.writeString(lessons().resolve(name), lesson);
        }
        Files.writeString(project.resolve("templates/assets/css/site.css~"), "old");
        Files.writeString(project.resolve("templates/layout.ftl.bak"), "<#-- old -->");
        builder.build(site);
        Set<String> files = CourseBuild.files(site).keySet();
        assertTrue(files.contains("lessons/kayles.html"));
        assertEquals(List.of(), files.stream().filter(f -> f.endsWith("~") || f.contains(".bak") || f.contains("#")
                || f.contains("swp") || f.contains("orig") || f.contains("notes") || f.contains("todo")).toList());
    }

    @Test
    void hiddenDraftIsNotAPageAndLeavesNoLinkBehind() throws IOException {
        Files.writeString(lessons().resolve(".draft.md"), "title=Draft\ntype=lesson\nstatus=published\norder=1\n~~~~~~\n");
        builder.build(site);
        assertFalse(Files.exists(site.resolve("lessons/.draft.html")));
        assertTrue(page("index.html").select("a").eachAttr("href").stream().noneMatch(h -> h.contains("draft")));
    }

    @Test
    void ymlRuleFileIsAGameLikeAYamlOne() throws IOException {
        Files.writeString(project.resolve("content/games/officers.yml"), "id: officers\nname: Officers\nrule: 0.6\n"
                + "compute-to: 100\n");
        builder.build(site);
        assertEquals("Officers", page("games/officers.html").selectFirst("h1").text());
    }

    @Test
    void byteOrderMarkBeforeTheHeaderIsDropped() throws IOException {
        Path lesson = lessons().resolve("kayles.md");
        Files.writeString(lesson, "\uFEFF" + Files.readString(lesson), StandardCharsets.UTF_8);
        Path rules = project.resolve("content/games/kayles.yaml");
        Files.writeString(rules, "\uFEFF" + Files.readString(rules), StandardCharsets.UTF_8);
        builder.build(site);
        assertEquals("Kayles", page("lessons/kayles.html").selectFirst("h1").text());
        assertEquals("Kayles", page("games/kayles.html").selectFirst("h1").text());
    }

    @Test
    void rawHtmlInMarkdownPassesThroughAsCommonMarkSays() throws IOException {
        Files.writeString(lessons().resolve("kayles.md"), Files.readString(lessons().resolve("kayles.md"))
                + "\n<aside class=\"author-note\">A note in <em>HTML</em>.</aside>\n");
        builder.build(site);
        assertEquals("A note in HTML.", page("lessons/kayles.html").selectFirst("aside.author-note").text());
    }

    @Test
    void imagesBesideALessonArePublishedAsTheyAre() throws IOException {
        byte[] png = {(byte) 0x89, 'P', 'N', 'G', 13, 10, 26, 10};
        Files.write(lessons().resolve("figure.png"), png);
        Files.createSymbolicLink(lessons().resolve("same-figure.png"), Path.of("figure.png"));
        builder.build(site);
        assertEquals(List.of(png.length, png.length), List.of(Files.readAllBytes(site.resolve("lessons/figure.png")).length,
                Files.readAllBytes(site.resolve("lessons/same-figure.png")).length), "a link inside the project is copied");
        assertFalse(Files.isSymbolicLink(site.resolve("lessons/same-figure.png")), "the site holds a copy, not the link");
    }
}
