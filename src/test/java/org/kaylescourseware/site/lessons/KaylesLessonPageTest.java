package org.kaylescourseware.site.lessons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.select.Elements;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.rules.ImpartialRule;
import org.kaylescourseware.site.CourseBuild;
import org.kaylescourseware.site.math.FormulaTex;

/** The Kayles lesson as baked from the real content: what a reader finds on the page. */
class KaylesLessonPageTest {

    /**
     * Kayles nim-values K0..K83 as printed in the literature (Guy and Smith 1956; Winning Ways,
     * ch. 4; the 2003 blog post of seed 001): an independent record of the values the page must show.
     */
    static final int[] KAYLES_LITERATURE = {
        0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6,
        4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7,
        4, 1, 2, 8, 5, 4, 7, 2, 1, 8, 6, 7,
        4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7,
        4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7,
        4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 6, 7,
        4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7,
    };

    static Document lesson;

    @BeforeAll
    static void bake() throws IOException {
        Path page = CourseBuild.site().resolve("lessons/kayles.html");
        assertTrue(Files.isRegularFile(page), "the lesson is published at lessons/kayles.html");
        lesson = FormulaTex.restore(Jsoup.parse(page.toFile(), "UTF-8"));
    }

    @Test
    void lessonHasTitleNavigationAndContents() {
        assertEquals("Kayles", lesson.selectFirst("h1").text());
        assertEquals("Kayles", lesson.selectFirst(".site-nav a[aria-current=page]").text().replaceFirst("^\\d+\\s*", ""));
        assertEquals("../index.html", lesson.selectFirst(".site-title").attr("href"));
        List<String> sections = lesson.select(".toc > ol > li > a").eachText();
        assertTrue(sections.containsAll(List.of("The rules", "Notation", "Games, positions and moves",
                "Sums, and the symmetry strategy", "Nim", "Nim-values and the Sprague–Grundy theorem",
                "The nim-value is a whole number; the nimber is a game", "The nim-values of Kayles", "Periodicity", "Playing a sum of rows",
                "History", "Kayles and Dots-and-Boxes")), sections.toString());
    }

    @Test
    void nimValueTableShowsTheComputedValuesInRowsOfTwelve() {
        int[] computed = GrundySequence.compute(ImpartialRule.parse("0.77"), 83).values();
        int[] shown = tableValues(lesson.selectFirst("table.grundy-table"));
        assertEquals(84, shown.length);
        for (int n = 0; n <= 83; n++) {
            assertEquals(computed[n], shown[n], "K" + n + " as the solver computes it");
            assertEquals(KAYLES_LITERATURE[n], shown[n], "K" + n + " as Winning Ways prints it");
        }
    }

    @Test
    void periodicPartIsMarkedFromSeventyOne() {
        Element table = lesson.selectFirst("table.grundy-table");
        List<Integer> marked = new ArrayList<>();
        int n = 0;
        for (Element row : table.select("tbody tr")) {
            for (Element cell : row.select("td")) {
                if (cell.hasClass("periodic")) {
                    marked.add(n);
                }
                n++;
            }
        }
        assertEquals(71, marked.get(0), "the periodic part starts at the preperiod");
        assertEquals(83 - 71 + 1, marked.size(), "every n from 71 to 83 is marked, and no other");
        assertTrue(table.selectFirst("caption").text().contains("\\mathcal{G}(n + 12) = \\mathcal{G}(n) for every n \\ge 71"),
                table.selectFirst("caption").text());
    }

    @Test
    void periodStatementComesFromTheSolver() {
        String text = lesson.select(".lesson-body").text();
        assertTrue(text.contains("periodic with period 12 from"), text);
        assertTrue(text.contains("= 71 on"), "preperiod 71 is stated");
        assertTrue(text.contains("the row of 70 pins"), "last exception 70 is stated");
        assertTrue(text.contains("= 156"), "the bound 2·71 + 12 + 2 of the periodicity theorem");
    }

    @Test
    void mexTableDerivesTheFirstValues() {
        Elements rows = lesson.select("table.mex-table tbody tr");
        assertEquals(9, rows.size(), "K0..K8 are worked out");
        for (Element row : rows) {
            int n = Integer.parseInt(row.selectFirst("th").text());
            int mex = Integer.parseInt(row.selectFirst("td.mex").text());
            assertEquals(KAYLES_LITERATURE[n], mex, "K" + n + " = mex");
            String reached = row.selectFirst("td.value-set").text();
            assertFalse(reached.matches(".*\\b" + mex + "\\b.*"), "the mex " + mex + " is not among the reached values " + reached);
        }
    }

    @Test
    void sourceTableIsCheckedAndAgrees() {
        Element check = lesson.selectFirst("aside.check");
        assertTrue(check.text().contains("All 84 values"), check.text());
        assertTrue(lesson.select("aside.erratum").isEmpty(), "the 2003 table has no wrong value");
    }

    @Test
    void workedGameEndsWithTheFirstPlayerWinningAndNimSumZeroAfterEachWinningMove() {
        Elements turns = lesson.select("table.worked-game tbody tr");
        assertFalse(turns.isEmpty());
        for (int i = 0; i < turns.size(); i++) {
            String player = turns.get(i).select("td").get(0).text();
            assertEquals(i % 2 == 0 ? "First" : "Second", player);
            String nimSum = turns.get(i).selectFirst("td.nim-sum strong").text();
            assertEquals(i % 2 == 0, !nimSum.equals("0"), "the first player always faces a non-zero nim-sum, turn " + (i + 1));
        }
        assertTrue(lesson.selectFirst("p.artifact-note").text().contains("first player makes the last move"));
    }

    /** The values of a table laid out with row labels "a+" and column heads b. */
    static int[] tableValues(Element table) {
        List<Integer> values = new ArrayList<>();
        List<String> heads = table.select("thead th").eachText();
        for (Element row : table.select("tbody tr")) {
            int a = Integer.parseInt(row.selectFirst("th").text().replace("+", ""));
            Elements cells = row.select("td");
            for (int b = 0; b < cells.size(); b++) {
                assertEquals(Integer.toString(b), heads.get(b + 1), "column heads count 0, 1, 2, ...");
                if (!cells.get(b).text().isEmpty()) {
                    assertEquals(values.size(), a + b, "cells run in order n = a + b");
                    values.add(Integer.parseInt(cells.get(b).text()));
                }
            }
        }
        return values.stream().mapToInt(Integer::intValue).toArray();
    }
}
