package org.kaylescourseware.site.pageload;

import java.util.ArrayList;
import java.util.List;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Range;
import org.jsoup.parser.Parser;

/**
 * The points at which a browser's HTML parser stops reading a long page for a moment, so that loading it is never one
 * long task. Chromium's parser (Blink's HTMLDocumentParser, its timed budget) reads a page in slices of 10 ms at first,
 * then of up to 500 ms: the 6 MB of {@code course.html} took slices of 500 ms at a CPU throttle of 4, and the lessons'
 * 2 MB slices of 200–360 ms. After it has handed a script element of the body to the script runner, it stops within
 * 10 ms. A yield point is such an element with nothing to run, an empty data block ({@value #POINT}): not shown, not
 * run, with or without JavaScript, and ignored by screen readers, search and print.
 * <p>
 * A point goes where a script element is allowed and changes nothing around it: between two children of a lesson's
 * text, a block's body, the exercises, an artifact or a table's body (never first or last, so {@code :first-child} and
 * {@code :last-child} keep their element), at the first such place at least {@value #SPACING} characters after the
 * last point. The parser then reads at most {@value #SPACING} characters and the longest part with no place inside
 * (on the course, a proof's artifact of 170,000) between two stops.
 */
public final class ParserYields {

    /** A yield point: an empty data block, which the parser hands to the script runner, and which runs nothing. */
    public static final String POINT = "<script type=\"text/plain\"></script>";
    /** The least number of characters of a page between two points (and before the first, from the page's main). */
    public static final int SPACING = 64 * 1024;
    /**
     * The elements inside the page's main between whose children a point may go. Selected from the main element
     * itself, so that no element is checked for its ancestors: on the 8 MB course, "main .x" took as long as parsing.
     */
    private static final String CONTAINERS = ".lesson-body, .block-body, .exercises, div.artifact, tbody";

    private ParserYields() {
    }

    /** {@code html} with its yield points; a page shorter than twice the spacing is returned as it is. */
    public static String insert(String html) {
        if (html.length() < 2 * SPACING) {
            return html;
        }
        Document page = Parser.htmlParser().setTrackPosition(true).parseInput(html, "");
        Element main = page.selectFirst("main");
        if (main == null || !main.sourceRange().isTracked()) {
            return html;
        }
        StringBuilder out = new StringBuilder(html.length() + 64 * POINT.length());
        int copied = 0;
        int last = main.sourceRange().startPos();
        for (int place : places(main, html)) {
            if (place - last >= SPACING) {
                out.append(html, copied, place).append(POINT);
                copied = place;
                last = place;
            }
        }
        return out.append(html, copied, html.length()).toString();
    }

    /**
     * Where a point may go, in the order of the page: the start of each child of a container but its first, written in
     * the page (not one the parser supplied, such as a table's implied tbody).
     */
    private static List<Integer> places(Element main, String html) {
        List<Integer> places = new ArrayList<>();
        for (Element container : main.select(CONTAINERS)) {
            if (!container.sourceRange().isTracked() || container.sourceRange().isImplicit()) {
                continue;
            }
            List<Element> children = container.children();
            for (Element child : children.subList(Math.min(1, children.size()), children.size())) {
                Range range = child.sourceRange();
                if (range.isTracked() && !range.isImplicit() && html.startsWith("<" + child.tagName(), range.startPos())) {
                    places.add(range.startPos());
                }
            }
        }
        places.sort(null);
        return places;
    }
}
