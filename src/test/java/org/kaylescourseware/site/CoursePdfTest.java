package org.kaylescourseware.site;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.interactive.annotation.PDAnnotation;
import org.apache.pdfbox.pdmodel.interactive.annotation.PDAnnotationLink;
import org.apache.pdfbox.pdmodel.interactive.documentnavigation.outline.PDOutlineItem;
import org.apache.pdfbox.text.PDFTextStripper;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.browser.Chromium;
import org.kaylescourseware.site.course.CourseOutline;
import org.kaylescourseware.site.course.Page;

/**
 * The whole course as a PDF ({@code build --pdf}, which the shared test site is built with where
 * Chromium is installed), read back with PDFBox: every lesson's title in its text and in its outline,
 * math typeset (no TeX source left in the text), the contents first, a page number on every page, and
 * links between the lessons that lead to a page of the PDF. Without Chromium it fails, saying how to install it.
 */
class CoursePdfTest {

    private static PDDocument pdf;
    private static List<String> pages;
    private static Path site;

    @BeforeAll
    static void read() throws IOException {
        assertTrue(CoursePdf.find().isPresent(), CoursePdf.MISSING);
        site = CourseBuild.site();
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
