package org.kaylescourseware.site.pages;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.kaylescourseware.site.cache.LastBuild;
import org.kaylescourseware.site.course.CourseOutline;
import org.kaylescourseware.site.course.Edition;
import org.kaylescourseware.site.course.Page;
import org.kaylescourseware.site.exercisebook.ExerciseBook;
import org.kaylescourseware.site.markdown.LessonEngine;
import org.kaylescourseware.site.preview.NotFoundPage;
import org.kaylescourseware.site.render.PartialRenderer;
import org.kaylescourseware.site.source.SourceException;
import org.kaylescourseware.site.source.SourceLocation;

/**
 * The pages of the book as a whole, written once the lessons and games are baked: the site map
 * ({@code sitemap.html}: every lesson with its sections, every game, every answer key) and the
 * not-found page ({@code 404.html}) that {@code serve} answers with, its links from the site root.
 */
public final class BookPages {

    static final String SITE_MAP = "sitemap.html";

    /** What {@code sitemap.ftl} displays; the first seven components are the fields {@code layout.ftl} reads. */
    record SiteMap(String title, String page_title, String summary, String rootpath, String site_navigation,
            String edition_marker, boolean has_math, List<Entry> lessons, List<Entry> games, List<Entry> answerKeys) {
    }

    /** A page of the site map, with its sections (empty for games and answer keys). */
    record Entry(String title, String href, String note, List<Section> sections) {
    }

    /** A section of a page: its heading and its link. */
    public record Section(String title, String href) {
    }

    /** What {@code not-found.ftl} displays: the layout's fields, and the home page's address. */
    record NotFound(String title, String page_title, String summary, String rootpath, String site_navigation,
            String edition_marker, boolean has_math, String home) {
    }

    private BookPages() {
    }

    /** Writes the site map and the not-found page; a lesson baked as at the last build has its sections from {@code kept}. */
    public static void write(Path site, CourseOutline outline, List<Page> games, PartialRenderer partials, Path templates,
            Edition edition, LastBuild<List<String>, List<Section>> kept) {
        for (String name : List.of(SITE_MAP, NotFoundPage.SITE_PAGE)) {
            if (Files.exists(site.resolve(name))) {
                throw new SourceException(new SourceLocation(outline.home().source(), 1), "a page of the course is published"
                        + " as " + name + ", where the build writes its " + (name.equals(SITE_MAP) ? "site map" : "not-found page")
                        + "; rename that page");
            }
        }
        FramedPage pages = new FramedPage(templates);
        String marker = LessonEngine.editionMarker(partials, edition);
        Page map = new Page(outline.home().source(), SITE_MAP, "Site map", CourseOutline.HOME, 0, "", 1);
        pages.write("sitemap.ftl", new SiteMap(map.title(), LessonEngine.pageTitle(map.title(), outline),
                "Every page of the course: the lessons and their sections, the games.", "",
                partials.render("navigation", outline.navigation(map, games)), marker, false, lessons(site, outline, kept),
                games.stream().map(g -> new Entry(g.title(), g.uri(), "", List.of())).toList(), answerKeys(site, outline)),
                site.resolve(SITE_MAP), "the site map");
        Page missing = new Page(outline.home().source(), NotFoundPage.SITE_PAGE, "Page not found", CourseOutline.HOME, 0, "", 1);
        pages.write("not-found.ftl", new NotFound(missing.title(), LessonEngine.pageTitle(missing.title(), outline), "", "/",
                partials.render("navigation", outline.navigation(missing, games, "/")), marker, false,
                "/" + outline.home().uri()),
                site.resolve(NotFoundPage.SITE_PAGE), "the page serve shows for an address the site does not have");
    }

    /** Each lesson and its sections, read from the baked page, so that they are what the page shows. */
    private static List<Entry> lessons(Path site, CourseOutline outline, LastBuild<List<String>, List<Section>> kept) {
        List<Entry> entries = new ArrayList<>();
        for (Page lesson : outline.lessons()) {
            List<Section> sections = kept.apply(List.of(read(site.resolve(lesson.uri())), lesson.uri()), key -> sections(key.get(0),
                    lesson.uri()));
            entries.add(new Entry("Lesson " + lesson.order() + ": " + lesson.title(), lesson.uri(), lesson.summary(), sections));
        }
        return entries;
    }

    /** The sections of the baked page {@code html}, published at {@code uri}: its body's headings of level 2 with an id. */
    private static List<Section> sections(String html, String uri) {
        List<Section> sections = new ArrayList<>();
        for (Element heading : Jsoup.parse(html).select(".lesson-body h2[id]")) {
            sections.add(new Section(heading.text(), uri + "#" + heading.id()));
        }
        return List.copyOf(sections);
    }

    private static List<Entry> answerKeys(Path site, CourseOutline outline) {
        List<Entry> entries = new ArrayList<>();
        for (Page lesson : outline.lessons()) {
            String key = Path.of(lesson.uri()).resolveSibling(ExerciseBook.answerKeyName(Path.of(lesson.uri()).getFileName()
                    .toString())).toString().replace('\\', '/');
            if (Files.isRegularFile(site.resolve(key))) {
                entries.add(new Entry("Answer key: " + lesson.title(), key, "", List.of()));
            }
        }
        return entries;
    }

    private static String read(Path page) {
        try {
            return Files.readString(page, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the baked page " + page, e);
        }
    }
}
