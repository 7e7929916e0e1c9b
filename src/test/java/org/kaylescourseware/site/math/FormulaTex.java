package org.kaylescourseware.site.math;

import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

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
}
