package org.kaylescourseware.site.pageload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.site.CourseBuild;
import org.kaylescourseware.site.cache.LastBuild;

/**
 * The yield points of a long page, read back from the text: where they are, how far apart, and that the page is
 * otherwise the same, character for character. Whether Chromium yields at them, and for how long it then reads, is
 * measured by bench's page-load cases.
 */
class ParserYieldsTest {

    private static final String HEAD = "<!DOCTYPE html>\n<html lang=\"en\"><head><title>t</title></head><body><main id=\"main\">";
    private static final String TAIL = "</main></body></html>";

    @Test
    void aLongLessonGetsPointsBetweenItsParagraphsSpacedAsSaidAndIsOtherwiseUnchanged() {
        String paragraph = "<p>" + "Kayles is played on a row of pins. ".repeat(29) + "</p>\n"; // 1,023 characters
        String page = HEAD + "<div class=\"lesson-body\">\n" + paragraph.repeat(300) + "</div>" + TAIL;

        String yielding = ParserYields.insert(page);

        assertEquals(page, yielding.replace(ParserYields.POINT, ""), "only points are added");
        List<Integer> points = positions(yielding);
        // greedy over whole paragraphs: each stretch holds 65 paragraphs (the least number over the spacing), so the
        // paragraphs 65, 130, 195 and 260 after the first get a point
        assertEquals(4, points.size(), "one point per spacing, the paragraphs being whole: " + points);
        int last = yielding.indexOf("<main");
        for (int point : points) {
            assertTrue(yielding.startsWith("<p>", point + ParserYields.POINT.length()), "a point stands before a paragraph");
            assertTrue(yielding.startsWith("</p>\n", point - 5), "and after one, never first in the lesson");
            int stretch = point - last;
            assertTrue(stretch >= ParserYields.SPACING && stretch < ParserYields.SPACING + paragraph.length()
                    + ParserYields.POINT.length(), "a stretch is at least the spacing and less than one paragraph more: " + stretch);
            last = point;
        }
    }

    @Test
    void noPointGoesInsideAParagraphAFormulaOrATableWithoutItsBody() {
        String formula = "<span class=\"math-inline\"><span class=\"katex\"><span class=\"katex-html\" aria-hidden=\"true\">"
                + "<span class=\"mord\">K</span></span></span></span> ";
        String rows = "<tr><td>1</td><td>" + "x".repeat(200) + "</td></tr>\n";
        String page = HEAD + "<div class=\"lesson-body\">\n<p>Short.</p>\n<p>" + formula.repeat(1500) + "</p>\n<table>"
                + rows.repeat(400) + "</table>\n<p>After the table.</p>\n</div>" + TAIL;

        String yielding = ParserYields.insert(page);

        assertEquals(page, yielding.replace(ParserYields.POINT, ""));
        List<Element> points = Jsoup.parse(yielding).select("script[type=text/plain]");
        assertEquals(List.of("table", "p"), points.stream().map(point -> point.nextElementSibling().tagName()).toList(),
                "before the table (the long paragraph having been read) and before the last paragraph, the table having"
                        + " no tbody of its own");
        points.forEach(point -> assertTrue(point.parent().hasClass("lesson-body")));
    }

    @Test
    void aShortPageIsLeftAsItIs() {
        String page = HEAD + "<div class=\"lesson-body\">" + "<p>Pins.</p>".repeat(3000) + "</div>" + TAIL;
        assertSame(page, ParserYields.insert(page));
    }

    /** The built course: its longest pages are read in stretches of at most four spacings (256 KB) between stops. */
    @Test
    void theCourseAndItsLongestLessonStopEveryFewHundredKilobytes() throws IOException {
        for (String name : List.of("course.html", "lessons/partizan-kayles.html", "lessons/misere-kayles.html")) {
            String page = Files.readString(CourseBuild.site().resolve(name));
            List<Integer> stops = positions(page);
            stops.add(0, page.indexOf("<main"));
            stops.add(page.indexOf("</main>"));
            for (int i = 1; i < stops.size(); i++) {
                int stretch = stops.get(i) - stops.get(i - 1);
                assertTrue(stretch <= 4 * ParserYields.SPACING, name + ": " + stretch + " characters with no yield point from "
                        + page.substring(stops.get(i - 1), stops.get(i - 1) + 120));
            }
            assertTrue(stops.size() > page.length() / (4 * ParserYields.SPACING), name + " has its points: " + stops.size());
        }
    }

    /**
     * Read part by part, a page gets the points it gets read whole: parts inside a container and beside each other, a part
     * holding sections of its own, and a part that is never closed (read with the rest of the page).
     */
    @Test
    void aPageReadPartByPartGetsThePointsOfAPageReadWhole() {
        String paragraph = "<p>" + "Kayles is played on a row of pins. ".repeat(29) + "</p>\n";
        String part = "<section class=\"part\" id=\"p\">\n<div class=\"block-body\">" + paragraph.repeat(70)
                + "<section class=\"exercise\"><div class=\"exercises\">" + paragraph.repeat(90) + "</div></section>\n</div></section>\n";
        String page = HEAD + "<div class=\"lesson-body\">\n" + paragraph.repeat(40) + part + part.replace("70", "71") + paragraph.repeat(50)
                + "</div>\n<article>" + part + paragraph.repeat(30) + "<section class=\"part\">" + paragraph.repeat(200) + TAIL;
        LastBuild<String, List<Integer>> kept = new LastBuild<>();

        String whole = ParserYields.insert(page);

        assertTrue(positions(whole).size() >= 8, "the page has points: " + positions(whole));
        assertEquals(whole, ParserYields.insert(page, "<section class=\"part", kept));
        kept.startBuild();
        assertEquals(whole, ParserYields.insert(page, "<section class=\"part", kept), "the parts' places kept");
    }

    /**
     * The built course read chapter by chapter, as the build reads it (course.ftl opens each chapter with
     * {@code <section class="chapter lesson}), gets the points of a read of the whole page; so does the course with one
     * chapter changed, the others' places kept from the read before.
     */
    @Test
    void theWholeCourseReadChapterByChapterGetsThePointsOfTheWholeRead() throws IOException {
        String chapter = "<section class=\"chapter lesson";
        String page = Files.readString(CourseBuild.site().resolve("course.html")).replace(ParserYields.POINT, "");
        LastBuild<String, List<Integer>> kept = new LastBuild<>();

        assertEquals(ParserYields.insert(page), ParserYields.insert(page, chapter, kept));
        int lesson = page.indexOf("<p>", page.indexOf(chapter + "\" id=\"partizan-kayles\""));
        String edited = page.substring(0, lesson) + ("<p>" + "A paragraph the author added. ".repeat(20) + "</p>\n").repeat(30)
                + page.substring(lesson);
        kept.startBuild();
        assertEquals(ParserYields.insert(edited), ParserYields.insert(edited, chapter, kept));
    }

    private static List<Integer> positions(String page) {
        List<Integer> positions = new ArrayList<>();
        for (int at = page.indexOf(ParserYields.POINT); at >= 0; at = page.indexOf(ParserYields.POINT, at + 1)) {
            positions.add(at);
        }
        return positions;
    }
}
