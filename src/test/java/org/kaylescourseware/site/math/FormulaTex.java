package org.kaylescourseware.site.math;

import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.kaylescourseware.exercise.FieldType;
import org.kaylescourseware.game.Position;

/**
 * For tests that read a built page's formulas as text: each typeset formula element gets back the TeX
 * it was typeset from (KaTeX keeps it in the MathML's annotation), as the element held it before the
 * build typeset it; the page's text then reads {@code \mathcal{G}(5) = 4} rather than KaTeX's glyphs.
 */
public final class FormulaTex {

    private FormulaTex() {
    }

    /** {@code page}, changed in place: every formula holds its TeX. */
    public static Document restore(Document page) {
        for (Element formula : page.select(".math-inline, .math-display")) {
            Element tex = formula.selectFirst("annotation[encoding=application/x-tex]");
            if (tex != null) {
                formula.text(tex.wholeText());
            }
        }
        return page;
    }

    /**
     * The position a page writes, as rows with their letter (Definition 1.2: {@code K_{5} + K_{3}} in a formula's
     * TeX, {@code K5 + K3} in a table's cell) or as a Nim position's numerals, read as a student's answer is read.
     *
     * @throws IllegalArgumentException when the text is no position
     */
    public static Position position(String text) {
        return Position.parse(FieldType.POSITION.canonical(text).orElseThrow(
                () -> new IllegalArgumentException("'" + text + "' is not a position")));
    }

    /** {@code text} with each row written with its letter, {@code K_{5}} or {@code K5}, written as its length. */
    public static String lengths(String text) {
        return text.replaceAll("(?<![A-Za-z0-9_])[A-Z]_?(?:\\{(\\d+)\\}|(\\d+))", "$1$2");
    }
}
