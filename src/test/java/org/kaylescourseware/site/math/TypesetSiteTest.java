package org.kaylescourseware.site.math;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.site.CourseBuild;

/** The built course's formulas, read as HTML: each is typeset in the page, with the TeX it came from. */
class TypesetSiteTest {

    static Path site;

    @BeforeAll
    static void build() {
        site = CourseBuild.site();
    }

    private static List<Path> pages() throws IOException {
        try (Stream<Path> files = Files.walk(site)) {
            return files.filter(f -> f.toString().endsWith(".html")).sorted().toList();
        }
    }

    @Test
    void everyFormulaOfEveryPageIsTypesetAsHtmlAndMathml() throws IOException {
        int formulas = 0;
        for (Path page : pages()) {
            Document document = Jsoup.parse(page.toFile(), "UTF-8");
            for (Element formula : document.select(".math-inline, .math-display")) {
                String where = site.relativize(page) + ": " + formula.text();
                assertEquals(1, formula.children().size(), where);
                Element katex = formula.child(0).hasClass("katex-display") ? formula.child(0).child(0) : formula.child(0);
                assertTrue(katex.hasClass("katex") && katex.select("> .katex-mathml > math").size() == 1
                        && katex.select("> .katex-html").size() == 1, where);
                assertEquals(formula.hasClass("math-display"), formula.child(0).hasClass("katex-display"), where);
                formulas++;
            }
        }
        assertTrue(formulas > 5000, "the course's formulas, lessons and course.html: " + formulas);
    }

    /** Bug: S₁ ‖ 0 in lesson 5 was written with the character ‖, which KaTeX has no metrics for (it warned twice). */
    @Test
    void theIncomparableRelationIsTypesetAsTheGlossarysParallel() throws IOException {
        Document lesson = Jsoup.parse(site.resolve("lessons/partizan-kayles.html").toFile(), "UTF-8");
        List<String> tex = lesson.select("annotation[encoding=application/x-tex]").eachText();
        assertTrue(tex.contains("S_1 \\mathrel{\\parallel } 0"), "the formula of Section 5, from its fact");
        assertTrue(tex.stream().noneMatch(t -> t.contains("‖")), "no ‖ left in the TeX");
    }

    @Test
    void theKnowlsHoldTypesetMath() throws IOException {
        StringBuilder all = new StringBuilder();
        try (Stream<Path> files = Files.walk(site.resolve("js/knowls"))) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                all.append(Files.readString(file, StandardCharsets.UTF_8));
            }
        }
        String knowls = all.toString();
        assertTrue(knowls.contains("class=\\\"math-inline\\\"><span class=\\\"katex\\\">"), "typeset inline math in a knowl");
        assertTrue(!knowls.contains("class=\\\"math-inline\\\">\\\\") && !knowls.contains("class=\\\"math-display\\\">\\n"),
                "no formula left as TeX");
    }
}
