package org.kaylescourseware.site.pdf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.geom.Rectangle2D;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.documentinterchange.logicalstructure.PDStructureElement;
import org.apache.pdfbox.pdmodel.interactive.annotation.PDAnnotation;
import org.apache.pdfbox.pdmodel.interactive.annotation.PDAnnotationLink;
import org.apache.pdfbox.pdmodel.interactive.documentnavigation.destination.PDNamedDestination;
import org.apache.pdfbox.pdmodel.interactive.documentnavigation.destination.PDPageDestination;
import org.apache.pdfbox.pdmodel.interactive.documentnavigation.outline.PDOutlineItem;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.PDFTextStripperByArea;
import org.apache.pdfbox.text.TextPosition;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.browser.Chromium;
import org.kaylescourseware.site.CourseBuild;
import org.kaylescourseware.site.course.CourseOutline;
import org.kaylescourseware.site.course.Page;
import org.kaylescourseware.site.pages.WholeCoursePage;

/**
 * The whole course as a PDF ({@code build --pdf}, which the shared test site is built with where
 * Chromium is installed), read back with PDFBox: every lesson's title in its text and in its outline,
 * math typeset (no TeX source left in the text), the contents first with the page of every entry, a page number on every page, and
 * links between the lessons that lead to a page of the PDF; every glyph within the side margins, no mostly blank page inside a
 * chapter, no board, build-check list, BibTeX or permalink, an appendix of solutions, ≠ as itself and alternative text on every
 * figure. Without Chromium it fails, saying how to install it.
 */
class CoursePdfTest {

    private static PDDocument pdf;
    private static List<String> pages;
    private static Path site;

    @BeforeAll
    static void read() throws IOException {
        assertTrue(CoursePdf.find().isPresent(), CoursePdf.MISSING);
        site = CourseBuild.printedSite();
        pdf = Loader.loadPDF(site.resolve(CoursePdf.FILE).toFile());
        pages = new ArrayList<>();
        PDFTextStripper stripper = new PDFTextStripper();
        for (int page = 1; page <= pdf.getNumberOfPages(); page++) {
            stripper.setStartPage(page);
            stripper.setEndPage(page);
            pages.add(stripper.getText(pdf));
        }
    }

    @AfterAll
    static void close() throws IOException {
        if (pdf != null) {
            pdf.close();
        }
    }

    private static List<Page> lessons() {
        return CourseOutline.read(CourseBuild.PROJECT.resolve("content")).lessons();
    }

    @Test
    void holdsEveryLessonTitleInItsTextAndOutline() {
        String text = String.join("\n", pages).replaceAll("\\s+", " ");
        List<String> outline = new ArrayList<>();
        for (PDOutlineItem item : pdf.getDocumentCatalog().getDocumentOutline().children()) {
            outline.add(item.getTitle());
            item.children().forEach(child -> outline.add(child.getTitle()));
        }
        for (Page lesson : lessons()) {
            assertTrue(text.contains(lesson.title()), "the PDF holds the lesson " + lesson.title());
            assertTrue(outline.stream().anyMatch(title -> title.contains(lesson.title())),
                    "the outline lists " + lesson.title() + ": " + outline);
        }
        assertTrue(pages.get(0).contains("Contents"), "the contents come first");
        assertTrue(pdf.getNumberOfPages() > 30, "the whole course: " + pdf.getNumberOfPages() + " pages");
    }

    @Test
    void mathIsTypesetNotLeftAsTex() {
        Pattern tex = Pattern.compile("\\\\[a-zA-Z]{2,}|\\$`|`\\$|\\^\\{|_\\{|\\\\\\{");
        List<String> raw = new ArrayList<>();
        // the references show their BibTeX entries as code (@book{key, field = {...}, ...}): TeX there is the
        // source's own markup, not math; an entry may run over a page break
        String[] texts = String.join("\f", pages).replaceAll("(?s)@[a-z]+\\{[^@]*?\n\\s*\\}\\s*(?=\n|\f|$)", "")
                .split("\f", -1);
        for (int page = 0; page < texts.length; page++) {
            String text = texts[page];
            Matcher found = tex.matcher(text);
            while (found.find() && raw.size() < 10) {
                raw.add("page " + (page + 1) + ": " + text.substring(Math.max(0, found.start() - 30),
                        Math.min(text.length(), found.end() + 30)).replace('\n', ' '));
            }
        }
        assertEquals(List.of(), raw, "TeX source in the PDF's text");
        assertTrue(String.join("", pages).contains("⊕"), "nim-sums are typeset");
    }

    @Test
    void everyPageHasItsNumber() {
        int total = pdf.getNumberOfPages();
        for (int page = 1; page <= total; page++) {
            assertTrue(pages.get(page - 1).contains(page + " / " + total), "page " + page + " shows its number");
        }
    }

    @Test
    void linksBetweenLessonsLeadToPagesOfThePdf() throws IOException {
        int internal = 0;
        for (PDPage page : pdf.getPages()) {
            for (PDAnnotation annotation : page.getAnnotations()) {
                if (annotation instanceof PDAnnotationLink link && (link.getDestination() != null
                        || link.getAction() != null && link.getAction().getCOSObject().getItem("D") != null)) {
                    internal++;
                }
            }
        }
        assertTrue(internal > 50, "links inside the PDF (the contents, and between lessons): " + internal);
    }

    /**
     * Each entry of the contents ends in the page its link leads to: the target is read from the PDF's own link
     * annotation (its named destination, resolved by PDFBox), the number from the text on the entry's last line.
     */
    @Test
    void everyContentsEntryShowsThePageItsLinkLeadsTo() throws IOException {
        Map<String, Integer> shown = new LinkedHashMap<>();
        Map<String, Integer> leadsTo = new LinkedHashMap<>();
        int firstLesson = target(links(pdf.getPage(0)).get(0));
        String contentsText = String.join(" ", pages.subList(0, firstLesson - 1)).replaceAll("\\s+", " ");
        for (int page = 0; page < firstLesson - 1; page++) {
            Map<String, PDAnnotationLink> lastLines = new LinkedHashMap<>();
            for (PDAnnotationLink link : links(pdf.getPage(page))) {
                String name = ((PDNamedDestination) link.getDestination()).getNamedDestination();
                lastLines.merge(name, link, (a, b) -> a.getRectangle().getLowerLeftY() <= b.getRectangle().getLowerLeftY() ? a : b);
                leadsTo.put(name, target(link));
            }
            for (Map.Entry<String, PDAnnotationLink> entry : lastLines.entrySet()) {
                String line = lineOf(pdf.getPage(page), entry.getValue().getRectangle());
                assertTrue(line.matches(".*\\S \\d+"), "the contents line of #" + entry.getKey() + " ends in a page number: " + line);
                assertTrue(contentsText.contains(line), "the contents' text shows " + line);
                shown.put(entry.getKey(), Integer.valueOf(line.substring(line.lastIndexOf(' ') + 1)));
            }
        }
        Document course = Jsoup.parse(site.resolve(WholeCoursePage.PAGE).toFile(), "UTF-8");
        assertEquals(course.select(".book-contents a").stream().map(a -> a.attr("href")).distinct().count(), shown.size(),
                "every entry of the contents has its number: " + shown);
        assertEquals(leadsTo, shown, "each contents entry shows the page its link leads to");
        assertTrue(shown.values().stream().distinct().count() > 20, "the entries are on many pages: " + shown.values());
    }

    private static List<PDAnnotationLink> links(PDPage page) throws IOException {
        return page.getAnnotations().stream().filter(PDAnnotationLink.class::isInstance).map(PDAnnotationLink.class::cast).toList();
    }

    /** The page (1 is the first) that {@code link}'s destination names. */
    private static int target(PDAnnotationLink link) throws IOException {
        PDPageDestination destination = link.getDestination() instanceof PDNamedDestination named
                ? pdf.getDocumentCatalog().findNamedDestinationPage(named) : (PDPageDestination) link.getDestination();
        assertNotNull(destination, "the link's destination is in the PDF");
        return destination.retrievePageNumber() + 1;
    }

    /** The text across the whole width of {@code page} at the height of {@code box}. */
    private static String lineOf(PDPage page, PDRectangle box) throws IOException {
        PDFTextStripperByArea area = new PDFTextStripperByArea();
        float height = page.getMediaBox().getHeight();
        area.addRegion("line", new Rectangle2D.Float(0, height - box.getUpperRightY(), page.getMediaBox().getWidth(), box.getHeight()));
        area.extractRegions(page);
        return area.getTextForRegion("line").replaceAll("\\s+", " ").strip();
    }

    /** print.css's page margins, left and right (16 mm), in PDF points. */
    private static final float SIDE_MARGIN = 16 / 25.4f * 72;

    /** Every glyph lies between the side margins: a table wider than the printed text would cut words off or run past them. */
    @Test
    void noGlyphLiesOutsideTheSideMargins() throws IOException {
        List<String> outside = new ArrayList<>();
        PDFTextStripper glyphs = new PDFTextStripper() {
            @Override
            protected void writeString(String text, List<TextPosition> positions) {
                float width = getCurrentPage().getMediaBox().getWidth();
                for (TextPosition glyph : positions) {
                    // a glyph of a line turned on its side (a chart's vertical axis) is one point wide across the page
                    float left = glyph.getDir() == 0 ? glyph.getXDirAdj() : glyph.getX();
                    float right = glyph.getDir() == 0 ? left + glyph.getWidthDirAdj() : left;
                    if ((left < SIDE_MARGIN - 1 || right > width - SIDE_MARGIN + 1) && !glyph.getUnicode().isBlank() && outside.size() < 20) {
                        outside.add("page " + getCurrentPageNo() + " at x = " + Math.round(left) + ": " + text);
                        break;
                    }
                }
            }
        };
        glyphs.getText(pdf);
        assertEquals(List.of(), outside, "glyphs outside the side margins (" + Math.round(SIDE_MARGIN) + " pt)");
    }

    /**
     * A page that is mostly blank ends a chapter (the next starts on a new page, by print.css) or the contents; anywhere
     * else it comes from something kept whole that did not fit on the page before it. The chapters' first pages are
     * read from the PDF's outline (the book's title, then its chapters and the contents beneath it).
     */
    @Test
    void noPageIsMostlyBlankExceptAtTheEndOfAChapter() throws IOException {
        List<Integer> chapterStarts = new ArrayList<>();
        for (PDOutlineItem book : pdf.getDocumentCatalog().getDocumentOutline().children()) {
            for (PDOutlineItem chapter : book.children()) {
                chapterStarts.add(pdf.getPages().indexOf(chapter.findDestinationPage(pdf)) + 1);
            }
        }
        List<String> blank = new ArrayList<>();
        for (int page = 1; page < pages.size(); page++) {
            long lines = pages.get(page - 1).lines().filter(line -> !line.isBlank()).count();
            if (lines < 12 && !chapterStarts.contains(page + 1)) {
                blank.add("page " + page + " (" + lines + " lines): " + pages.get(page - 1).strip().replaceAll("\\s+", " "));
            }
        }
        assertTrue(chapterStarts.size() > 5, "the outline's chapters: " + chapterStarts);
        assertEquals(List.of(), blank, "mostly blank pages inside a chapter");
    }

    /** What only a screen can use is left out: the boards, the lists of a proof's build checks, the BibTeX source, "#" permalinks. */
    @Test
    void leavesOutTheBoardsTheBuildChecksTheBibtexAndThePermalinks() throws IOException {
        String text = String.join("\n", pages);
        for (String screenOnly : List.of("New game", "computer moves first", "computer is moving", "The board needs JavaScript",
                "steps of this proof, each compared", "@article{", "@book{", "author = {")) {
            assertFalse(text.contains(screenOnly), "the PDF prints '" + screenOnly + "'");
        }
        Document course = Jsoup.parse(site.resolve(WholeCoursePage.PAGE).toFile(), "UTF-8");
        assertTrue(course.select(".block-permalink").size() > 100 && course.select(".proof-checks-list").size() > 5,
                "course.html has the permalinks and the check lists print.css leaves out");
        List<String> permalinks = text.lines().filter(line -> line.strip().equals("#") || line.strip().endsWith(" #")).toList();
        assertEquals(List.of(), permalinks, "lines with a '#' permalink");
    }

    /**
     * A board cannot be played on paper: in its place the PDF has one sentence, naming the game and the rows the board starts
     * from (read here from the board's own data-rows), and the "Play it" section it stands in keeps its contents entry,
     * which leads to the page that holds its heading and the sentence.
     */
    @Test
    void eachBoardIsASentenceOnPaperInASectionItsContentsEntryLeadsTo() throws IOException {
        Document course = Jsoup.parse(site.resolve(WholeCoursePage.PAGE).toFile(), "UTF-8");
        List<Element> boards = course.select(".play-board .kayles-board");
        assertTrue(boards.size() >= 2, "course.html has the lessons' boards: " + boards.size());
        String text = String.join(" ", pages).replaceAll("\\s+", " ");
        for (Element board : boards) {
            List<String> rows = List.of(board.attr("data-rows").split(" "));
            String inWords = rows.size() == 1 ? rows.get(0)
                    : String.join(", ", rows.subList(0, rows.size() - 1)) + " and " + rows.get(rows.size() - 1);
            assertTrue(text.matches(".*On paper, play [^.]+ with a partner from rows of " + inWords + " tokens.*"),
                    "the PDF says how to play from rows of " + inWords + " on paper");
        }
        assertEquals(boards.size(), text.split("On paper, play ", -1).length - 1, "one sentence a board");
        Element playIt = course.selectFirst("h2[id$=--play-it], h3[id$=--play-it]");
        assertNotNull(playIt, "course.html has a 'Play it' section");
        PDPageDestination page = pdf.getDocumentCatalog().findNamedDestinationPage(new PDNamedDestination(playIt.id()));
        assertNotNull(page, "the contents entry #" + playIt.id() + " leads to a page of the PDF");
        int at = page.retrievePageNumber();
        String landed = pages.get(at).replaceAll("\\s+", " ");
        assertTrue(landed.contains("Play it"), "page " + (at + 1) + " holds the section's heading: " + landed);
        // the section goes on where the page ends: its sentence may be the next page's first line
        String section = landed.substring(landed.indexOf("Play it"))
                + (at + 1 < pages.size() ? " " + pages.get(at + 1).replaceAll("\\s+", " ") : "");
        assertTrue(section.matches("Play it [^.]*(\\.[^.]*){0,12}On paper, play .*"), "the section from page " + (at + 1)
                + " holds its sentence: " + section);
    }

    /** Every entry of the PDF's outline (its bookmarks, from the headings) leads to a page of it: no heading left out of print is listed. */
    @Test
    void everyOutlineEntryLeadsToAPage() throws IOException {
        List<String> dangling = new ArrayList<>();
        int entries = outlineEntriesLeadingNowhere(pdf.getDocumentCatalog().getDocumentOutline().children(), dangling);
        assertTrue(entries > 50, "the outline lists the lessons and their sections: " + entries);
        assertEquals(List.of(), dangling, "outline entries that lead to no page");
    }

    private static int outlineEntriesLeadingNowhere(Iterable<PDOutlineItem> items, List<String> dangling) throws IOException {
        int entries = 0;
        for (PDOutlineItem item : items) {
            entries++;
            if (item.findDestinationPage(pdf) == null) {
                dangling.add(item.getTitle());
            }
            entries += outlineEntriesLeadingNowhere(item.children(), dangling);
        }
        return entries;
    }

    /** The appendix holds a solution for every exercise of every lesson, under the exercise's title, after the lessons. */
    @Test
    void anAppendixHoldsTheSolutionOfEveryExercise() throws IOException {
        Document course = Jsoup.parse(site.resolve(WholeCoursePage.PAGE).toFile(), "UTF-8");
        List<String> exercises = course.select("section.chapter:not(.solutions) section.exercise > :first-child").eachText();
        assertTrue(exercises.size() >= 20, "the lessons' exercises: " + exercises);
        int appendix = -1;
        for (int page = pages.size() - 1; page >= 0 && appendix < 0; page--) {
            appendix = pages.get(page).contains("Solutions to the exercises") ? page : -1;
        }
        assertTrue(appendix > pages.size() / 2, "the appendix follows the lessons: page " + (appendix + 1));
        String solutions = String.join(" ", pages.subList(appendix, pages.size())).replaceAll("\\s+", " ");
        for (String exercise : exercises) {
            assertTrue(solutions.contains(exercise), "the appendix has the solution of " + exercise);
        }
        assertEquals(exercises.size(), course.select(".solutions section.solution").size(), "one solution per exercise");
    }

    /**
     * KaTeX's fonts have no "not equal" glyph: drawn as a slash (U+E020, a private-use code point) over "=", it read as
     * that; so did ≢ and ≱ over ≡ and ≥. Every negated relation reads as itself.
     */
    @Test
    void negatedRelationsReadAsThemselvesNotAsAPrivateUseCharacter() {
        String text = String.join("\n", pages);
        for (String relation : List.of("\u2260", "\u2262", "\u2271")) {
            assertTrue(text.contains(relation), "the PDF has " + relation + " (the lessons write \\ne, \\not\\equiv, \\not\\ge)");
        }
        assertFalse(text.contains("\uE020"), "a relation drawn as U+E020 over another");
    }

    /** Chromium tags the PDF; every figure in its structure has alternative text (a chart's title, a figure's caption). */
    @Test
    void everyFigureHasAlternativeText() {
        List<String> figures = new ArrayList<>();
        figures(pdf.getDocumentCatalog().getStructureTreeRoot().getKids(), figures);
        assertTrue(figures.size() >= 3, "the PDF's figures: " + figures);
        assertFalse(figures.contains(null), "figures without alternative text: " + figures);
    }

    private static void figures(List<Object> kids, List<String> alternatives) {
        for (Object kid : kids) {
            if (kid instanceof PDStructureElement element) {
                if ("Figure".equals(element.getStructureType())) {
                    alternatives.add(element.getAlternateDescription());
                }
                figures(element.getKids(), alternatives);
            }
        }
    }

    @Test
    void everyLessonPageLinksThePdf() throws IOException {
        for (Page lesson : lessons()) {
            Path page = site.resolve(lesson.uri());
            String href = Jsoup.parse(page.toFile(), "UTF-8").select(".lesson-pdf a[type=application/pdf]").attr("href");
            assertTrue(!href.isEmpty() && Files.isRegularFile(page.resolveSibling(href)), lesson.uri() + " links the PDF: " + href);
        }
    }

    @Test
    void homePageLinksToThePdfAndTheWholeCoursePage() throws IOException {
        Document home = Jsoup.parse(site.resolve("index.html").toFile(), "UTF-8");
        assertEquals(CoursePdf.FILE, home.select(".whole-course-links a[type=application/pdf]").attr("href"));
        assertEquals(WholeCoursePage.PAGE, home.select(".whole-course-links a").first().attr("href"));
        assertTrue(Files.size(site.resolve(CoursePdf.FILE)) > 100_000);
    }

    @Test
    void withoutChromiumTheToolIsNamedInOneLine() {
        assertTrue(CoursePdf.find(Map.of("PATH", "/nonexistent")).isEmpty());
        assertTrue(CoursePdf.MISSING.contains("apt-get install chromium") && !CoursePdf.MISSING.contains("\n"));
        assertTrue(CoursePdf.find(Map.of("PATH", Chromium.CHROMIUM.getParent().toString())).isPresent());
    }
}
