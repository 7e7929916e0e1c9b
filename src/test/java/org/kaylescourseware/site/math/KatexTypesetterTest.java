package org.kaylescourseware.site.math;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * KaTeX run on the JVM. Its output is read back as HTML (jsoup) and checked against what TeX means:
 * the MathML a fraction or a subscript must be, and the TeX kept in the annotation that copy-tex and
 * screen readers use. That it is byte for byte what KaTeX writes in the browser is checked in
 * Chromium ({@code TypesetMathInBrowserTest}).
 */
class KatexTypesetterTest {

    private static final KatexTypesetter KATEX = new KatexTypesetter();

    @AfterAll
    static void close() {
        KATEX.close();
    }

    private static Document typeset(String tex, boolean display) {
        TypesetFormula formula = KATEX.typeset(new Formula(tex, display));
        assertEquals(List.of(), formula.warnings(), tex);
        return Jsoup.parseBodyFragment(formula.html());
    }

    @Test
    void aFormulaBecomesHtmlAndMathmlWithItsTexAnnotated() {
        Document inline = typeset("\\mathcal{G}(n) = \\frac{a_1}{2}", false);
        assertEquals(1, inline.select("span.katex > span.katex-mathml > math").size(), "MathML for screen readers");
        assertEquals(1, inline.select("span.katex > span.katex-html[aria-hidden=true]").size(), "HTML for the eye, hidden from them");
        assertEquals("\\mathcal{G}(n) = \\frac{a_1}{2}", inline.selectFirst("annotation[encoding=application/x-tex]").text());
        assertEquals("1", inline.select("mfrac msub mn").text(), "a_1 over 2: a subscript inside a fraction");
        assertEquals("2", inline.select("mfrac > mn").text());
        assertEquals(0, inline.select(".katex-display").size(), "set in the text");
    }

    @Test
    void aDisplayedFormulaIsSetAsADisplay() {
        Document display = typeset("\nK_5 = 4\n", true);
        assertEquals(1, display.select("span.katex-display > span.katex").size());
        assertEquals("block", display.selectFirst("math").attr("display"));
    }

    @Test
    void texKatexCannotReadIsAnErrorWithKatexsMessage() {
        FormulaException error = assertThrows(FormulaException.class, () -> KATEX.typeset(new Formula("\\frac{1}{2} + \\nosuchcommand", false)));
        assertTrue(error.getMessage().contains("KaTeX parse error") && error.getMessage().contains("\\nosuchcommand"), error.getMessage());
        assertEquals(1, typeset("x", false).select("math").size(), "the typesetter goes on after an error");
    }

    /** Bug: the incomparable relation of lesson 5, written \mathrel{‖}, made KaTeX warn twice (no metrics, unknown symbol). */
    @Test
    void theDoubleBarCharacterWarnsAndVertDoesNot() {
        List<String> warnings = KATEX.typeset(new Formula("S_1 \\mathrel{‖} 0", false)).warnings();
        assertEquals(2, warnings.size(), warnings.toString());
        assertTrue(warnings.stream().anyMatch(w -> w.contains("No character metrics for '‖'")), warnings.toString());
        Document vert = typeset("S_1 \\mathrel{\\Vert} 0", false);
        assertEquals("∥", vert.select("mo").get(0).text(), "the same double bar, as a relation");
    }

    /**
     * Bug: a negated relation written {@code \not\equiv} (13 times in the lessons), {@code \not\le}, {@code \not\ge} or
     * {@code \not\cong} was drawn as a slash from a private-use code point over the relation, so the PDF's text (and a
     * copied formula's) read U+E020 and ≡ for ≢. Each now reads as its own character, in the HTML and the MathML.
     */
    @Test
    void aNegatedRelationReadsAsItsOwnCharacter() {
        for (String[] pair : new String[][] {{"G \\not\\equiv H", "≢"}, {"G \\not \\cong 0", "≇"}, {"G\\not\\le H", "≰"},
                {"G \\not\\leq H", "≰"}, {"G \\not\\ge H", "≱"}, {"G \\not\\geq H", "≱"}, {"G \\not= H", "≠"}}) {
            Document set = typeset(pair[0], false);
            String seen = set.selectFirst(".katex-html").text();
            assertTrue(seen.contains(pair[1]) && !seen.contains("\uE020"), pair[0] + " reads " + seen);
            assertEquals(pair[1], set.select("math mo").text(), pair[0] + " in MathML");
        }
        Document notIn = typeset("x \\not\\subset A", false);
        assertTrue(notIn.selectFirst(".katex-html").text().contains("\uE020"), "before any other relation, \\not is KaTeX's own");
    }
}
