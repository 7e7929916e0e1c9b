package org.kaylescourseware.site.markdown;

import java.util.ArrayList;
import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.TextNode;
import org.kaylescourseware.site.book.PageContents;
import org.kaylescourseware.site.book.SearchText;

/**
 * Reads a rendered page body for the book's search and knowls: the text of each section and of
 * the text before the first one, and each block's HTML and text. Text keeps a formula's words (its TeX without
 * commands), and leaves out tables, charts, code, and the folded hints and solutions of exercises.
 */
final class PageContentsReader {

    /** What a section's or a block's text keeps at most, in characters: enough to find it by. */
    static final int SECTION_TEXT = 2000;
    static final int BLOCK_TEXT = 600;
    // hints and solutions stay folded away from the search as they are in the page
    private static final String NOT_TEXT = "table, svg, pre, script, details, .block-head, .play-board, .play-board-on-paper";
    private static final String MATH = ".math-inline, .math-display";

    private PageContentsReader() {
    }

    /** The sections and blocks of the rendered body {@code html}, with the page's {@code uri}, {@code title}, {@code kind} and {@code summary}. */
    static PageContents read(String html, String uri, String title, String kind, String summary) {
        Document body = Jsoup.parseBodyFragment(html);
        List<PageContents.Section> sections = new ArrayList<>();
        StringBuilder intro = new StringBuilder();
        Element heading = null;
        StringBuilder text = intro;
        for (Element element : body.body().children()) {
            if (element.is("h2[id], h3[id]")) {
                add(sections, heading, text);
                heading = element;
                text = new StringBuilder();
            } else {
                text.append(' ').append(text(element));
            }
        }
        add(sections, heading, text);
        List<PageContents.BlockContents> blocks = new ArrayList<>();
        for (Element block : body.select("article.block[id]")) {
            blocks.add(new PageContents.BlockContents(block.id(), knowl(block), cut(text(block), BLOCK_TEXT)));
        }
        return new PageContents(uri, title, kind, summary, cut(intro.toString(), SECTION_TEXT), sections, blocks);
    }

    private static void add(List<PageContents.Section> sections, Element heading, StringBuilder text) {
        if (heading != null) {
            sections.add(new PageContents.Section(heading.id(), heading.text(), cut(text.toString(), SECTION_TEXT)));
        }
    }

    /** A block as a knowl shows it anywhere: no ids (they would clash with the page's), no permalink. */
    private static String knowl(Element block) {
        Element copy = block.clone();
        copy.select(".block-permalink").remove();
        for (Element element : copy.getAllElements()) {
            element.removeAttr("id").removeAttr("aria-labelledby").removeAttr("aria-describedby").removeAttr("aria-controls");
        }
        return copy.outerHtml();
    }

    private static String text(Element element) {
        if (element.is(NOT_TEXT)) {
            return "";
        }
        Element copy = element.clone();
        copy.select(NOT_TEXT).remove();
        return withMathAsWords(copy).text();
    }

    /**
     * {@code element} (a copy the caller may change) with each formula replaced by its words ("G(n + p) = G(n)", "n ≥ 1"):
     * its TeX, as written or as kept in the MathML of a formula typeset when the site was built, without commands and braces.
     */
    static Element withMathAsWords(Element element) {
        for (Element math : element.select(MATH)) {
            Element tex = math.selectFirst("annotation[encoding=application/x-tex]");
            math.replaceWith(new TextNode(SearchText.tex(tex != null ? tex.wholeText() : math.wholeText())));
        }
        return element;
    }

    private static String cut(String text, int most) {
        String words = text.strip().replaceAll("\\s+", " ");
        if (words.length() <= most) {
            return words;
        }
        int end = words.lastIndexOf(' ', most);
        return words.substring(0, end > 0 ? end : most);
    }
}
