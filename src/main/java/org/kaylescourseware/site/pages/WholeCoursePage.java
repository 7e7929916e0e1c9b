package org.kaylescourseware.site.pages;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.kaylescourseware.site.cache.LastBuild;
import org.kaylescourseware.site.course.CourseOutline;
import org.kaylescourseware.site.course.Edition;
import org.kaylescourseware.site.course.Page;
import org.kaylescourseware.site.markdown.LessonEngine;
import org.kaylescourseware.site.math.FormulaTypesetting;
import org.kaylescourseware.site.pageload.ParserYields;
import org.kaylescourseware.site.render.PartialRenderer;

/**
 * The whole course on one page ({@code course.html}), what the PDF is printed from: a title, the
 * contents, then every lesson as it is baked (the same numbers, blocks and tables), each starting a
 * new printed page. Ids are made unique by the lesson's name ({@code kayles--the-rules}); a link
 * between lessons becomes a link inside the page, and a link to a page the book does not hold
 * (a game, a table file) keeps its words without the link, since a printed book cannot follow it.
 * The references and the glossary close the book. Folds of the text (proofs) are open; a student's hints and solutions stay folded, and print.css
 * leaves them out (the solutions are printed in an appendix at the end instead).
 */
public final class WholeCoursePage {

    public static final String PAGE = "course.html";
    /**
     * How {@code course.ftl} opens each chapter, the solutions' appendix too: a section of its own, whole, beside the
     * others, read alone for its yield points (see {@link ParserYields#insert(String, String, LastBuild)}).
     */
    static final String CHAPTER = "<section class=\"chapter lesson";
    /** Attributes whose values are ids of the same page, one or several separated by spaces. */
    private static final List<String> ID_REFERENCES = List.of("aria-labelledby", "aria-describedby", "aria-controls",
            "aria-owns", "headers", "for", "data-table", "list");

    /** Folds that stay folded on the page, and that print.css leaves out of print: a proof's list of build checks, a BibTeX source. */
    private static final String SCREEN_ONLY_FOLDS = ".proof-checks-list, .reference-bibtex";

    /** What {@code course.ftl} displays; the first seven components are the fields {@code layout.ftl} reads. */
    record WholeCourse(String title, String page_title, String summary, String rootpath, String site_navigation,
            String edition_marker, boolean has_math, String edition, List<Chapter> chapters, List<Chapter> backMatter, boolean hasSolutions) {
    }

    /**
     * A lesson (or a page after them, numbered 0) in the book: its anchor, number, title and sections, its HTML, and the
     * solutions of its exercises, which the student edition prints in an appendix (empty in the instructor edition, whose
     * solutions are open beside their exercises).
     */
    public record Chapter(String id, int order, String title, String summary, List<BookPages.Section> sections, String html,
            List<Solution> solutions) {
    }

    /** An exercise's solution, for the appendix: the exercise's anchor in the page and its title, and the solution's HTML. */
    record Solution(String exerciseId, String title, String html) {
    }

    /**
     * What a chapter is made of: the baked page, the page it is, the chapters' anchors by page and whether the
     * solutions go to the appendix. The same make the same chapter, so a chapter is kept for the next build.
     */
    public record ChapterSource(String html, Page lesson, Map<String, String> chapterIds, boolean appendix) {
    }

    private WholeCoursePage() {
    }

    /** Writes the page; a chapter made of what {@code kept} holds from the last build is not made again. */
    public static void write(Path site, CourseOutline outline, List<Page> games, PartialRenderer partials, Path templates,
            Edition edition, LastBuild<ChapterSource, Chapter> kept) {
        // the lessons, then the pages after them (the references, the glossary), so that citations
        // and the glossary's entries stay links
        List<Page> book = new ArrayList<>(outline.lessons());
        book.addAll(outline.backMatter());
        book.add(outline.glossary());
        Map<String, String> chapterIds = new HashMap<>();
        for (Page page : book) {
            chapterIds.put(page.uri(), slug(page));
        }
        boolean appendix = edition.notice().isEmpty();
        List<Chapter> chapters = new ArrayList<>();
        for (Page page : book) {
            chapters.add(kept.apply(new ChapterSource(read(site.resolve(page.uri())), page, Map.copyOf(chapterIds), appendix),
                    WholeCoursePage::chapter));
        }
        int lessons = outline.lessons().size();
        Page page = new Page(outline.home().source(), PAGE, outline.home().title(), CourseOutline.HOME, 0, "", 1);
        String title = "The whole course";
        new FramedPage(templates).write("course.ftl", new WholeCourse(outline.home().title(),
                LessonEngine.pageTitle(title, outline), outline.home().summary(), "",
                partials.render("navigation", outline.navigation(page, games)), LessonEngine.editionMarker(partials, edition),
                chapters.stream().anyMatch(chapter -> FormulaTypesetting.hasMath(chapter.html())),
                edition.notice().isPresent() ? "Instructor edition" : "", chapters.subList(0, lessons),
                chapters.subList(lessons, chapters.size()), chapters.stream().anyMatch(c -> !c.solutions().isEmpty())),
                site.resolve(PAGE), "the whole course on one page");
    }

    private static String slug(Page lesson) {
        return Path.of(lesson.uri()).getFileName().toString().replaceFirst("\\.html$", "");
    }

    private static Chapter chapter(ChapterSource source) {
        Document page = Jsoup.parse(source.html());
        Page lesson = source.lesson();
        Map<String, String> chapterIds = source.chapterIds();
        boolean appendix = source.appendix();
        String prefix = chapterIds.get(lesson.uri()) + "--";
        Element header = page.selectFirst(".lesson-header");
        Element body = page.selectFirst(".lesson-body");
        if (header == null || body == null) {
            throw new IllegalStateException(lesson.uri() + " was baked without its header or body");
        }
        header.select(".lesson-pdf").remove();
        List<Element> parts = List.of(header, body);
        for (Element part : parts) {
            renumberIds(part, prefix);
            relink(part, lesson, prefix, chapterIds);
            part.select("details").stream().filter(fold -> fold.closest(".exercise") == null && !fold.is(SCREEN_ONLY_FOLDS))
                    .forEach(fold -> fold.attr("open", ""));
        }
        Element title = header.selectFirst("h1");
        if (title != null) {
            title.tagName("h2").addClass("chapter-title").id(prefix + "title");
            // a labelled section (an exercise) or region (a table's scroll box) is a landmark: its name gets the lesson's,
            // so that "Exercise 1" of one lesson is told from "Exercise 1" of the next
            body.select("section[aria-labelledby]").forEach(s -> s.attr("aria-labelledby", s.attr("aria-labelledby") + " " + title.id()));
            body.select("[role=region][aria-label]").forEach(r -> r.attr("aria-label", r.attr("aria-label") + ", " + title.text()));
        }
        List<BookPages.Section> sections = body.select("h2[id]").stream()
                .map(h -> new BookPages.Section(h.text(), "#" + h.id())).toList();
        body.select("h6").tagName("p");
        for (int level = 5; level >= 2; level--) {
            body.select("h" + level).tagName("h" + (level + 1));
        }
        return new Chapter(chapterIds.get(lesson.uri()), lesson.order(), lesson.title(), lesson.summary(), sections,
                parts.stream().map(Element::outerHtml).collect(Collectors.joining("\n")), appendix ? solutions(body) : List.of());
    }

    /** The solution of each exercise of a chapter, without its "Solution" fold and with ids of its own ("solutions--…"). */
    private static List<Solution> solutions(Element body) {
        List<Solution> solutions = new ArrayList<>();
        for (Element exercise : body.select("section.exercise[id]")) {
            Element solution = exercise.selectFirst("details.exercise-solution");
            Element heading = exercise.selectFirst("h4, h3");
            if (solution != null && heading != null) {
                Element copy = solution.clone();
                copy.select("summary").remove();
                renumberIds(copy, "solutions--");
                solutions.add(new Solution(exercise.id(), heading.text(), copy.html()));
            }
        }
        return solutions;
    }

    private static void renumberIds(Element part, String prefix) {
        for (Element element : part.select("[id]")) {
            element.id(prefix + element.id());
        }
        for (String attribute : ID_REFERENCES) {
            for (Element element : part.select("[" + attribute + "]")) {
                element.attr(attribute, Stream.of(element.attr(attribute).trim().split("\\s+"))
                        .map(id -> prefix + id).collect(Collectors.joining(" ")));
            }
        }
    }

    /** Links inside the book point into this page; links out of it keep their words only. */
    private static void relink(Element part, Page lesson, String prefix, Map<String, String> chapterIds) {
        for (Element link : part.select("a[href]")) {
            URI href;
            try {
                href = new URI(link.attr("href"));
            } catch (URISyntaxException e) {
                link.unwrap();
                continue;
            }
            if (href.getScheme() != null) {
                continue;
            }
            String fragment = href.getFragment();
            if (href.getPath() == null || href.getPath().isEmpty()) {
                link.attr("href", "#" + prefix + fragment);
                continue;
            }
            String target = Path.of(lesson.uri()).resolveSibling(href.getPath()).normalize().toString().replace('\\', '/');
            String chapter = chapterIds.get(target);
            if (chapter == null) {
                link.unwrap();
            } else {
                link.attr("href", "#" + chapter + (fragment == null ? "" : "--" + fragment));
            }
        }
    }

    private static String read(Path page) {
        try {
            return Files.readString(page, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the baked page " + page, e);
        }
    }
}
