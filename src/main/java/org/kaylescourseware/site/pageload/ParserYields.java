package org.kaylescourseware.site.pageload;

import java.util.ArrayList;
import java.util.List;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Range;
import org.jsoup.parser.Parser;
import org.kaylescourseware.site.cache.LastBuild;

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
        return insert(html, main.sourceRange().startPos(), places(main, html));
    }

    /**
     * {@code html} with the yield points {@link #insert(String)} gives it, found part by part: each element that opens with
     * {@code part} (its tag and the start of its attributes, e.g. {@code <section class="chapter lesson}, a chapter of
     * the whole course) is read alone, and the places in its text are kept in {@code kept}, so that a long page of which
     * one part changed since the last build is read again in that part and around the parts only. A part must be read
     * alone as the page's parser reads it in the page: whole, closing every element it opens, and the page must not
     * write its tag in a comment or a script. The rest of the page is read with an empty element of the part's tag in
     * the place of each part, so that its elements' children are the same.
     */
    public static String insert(String html, String part, LastBuild<String, List<Integer>> kept) {
        if (html.length() < 2 * SPACING) {
            return html;
        }
        String tag = part.substring(1).split("[\\s>]", 2)[0];
        String placeholder = "<" + tag + "></" + tag + ">";
        StringBuilder rest = new StringBuilder(html.length());
        List<int[]> parts = new ArrayList<>(); // {start in the page, end in the page, start in the rest}
        int copied = 0;
        for (int start = html.indexOf(part); start >= 0; start = html.indexOf(part, copied)) {
            int end = elementEnd(html, start, tag);
            if (end < 0) {
                break;
            }
            rest.append(html, copied, start);
            parts.add(new int[] {start, end, rest.length()});
            rest.append(placeholder);
            copied = end;
        }
        rest.append(html, copied, html.length());
        Document page = Parser.htmlParser().setTrackPosition(true).parseInput(rest.toString(), "");
        Element main = page.selectFirst("main");
        if (main == null || !main.sourceRange().isTracked()) {
            return html;
        }
        List<Integer> places = new ArrayList<>();
        for (int place : places(main, rest.toString())) {
            places.add(inPage(place, parts, placeholder.length()));
        }
        for (int[] range : parts) {
            for (int place : kept.apply(html.substring(range[0], range[1]), ParserYields::placesAlone)) {
                places.add(range[0] + place);
            }
        }
        places.sort(null);
        return insert(html, inPage(main.sourceRange().startPos(), parts, placeholder.length()), places);
    }

    /** Where a place in the rest of the page, each part an empty placeholder there, is in the page. */
    private static int inPage(int place, List<int[]> parts, int placeholder) {
        int shift = 0;
        for (int[] range : parts) {
            if (range[2] < place) {
                shift += range[1] - range[0] - placeholder;
            }
        }
        return place + shift;
    }

    /** The end of the element of {@code tag} that opens at {@code start}, its own elements of that tag counted; -1 if none. */
    private static int elementEnd(String html, int start, String tag) {
        String opening = "<" + tag;
        String closing = "</" + tag + ">";
        int depth = 1;
        int at = start + opening.length();
        int open = nextOpening(html, opening, at);
        while (depth > 0) {
            if (open >= 0 && open < at) {
                open = nextOpening(html, opening, at);
            }
            int close = html.indexOf(closing, at);
            if (close < 0) {
                return -1;
            }
            if (open >= 0 && open < close) {
                depth++;
                at = open + opening.length();
            } else {
                depth--;
                at = close + closing.length();
            }
        }
        return at;
    }

    /** The next start tag {@code opening} ({@code <tag}, then a space or {@code >}) from {@code from}; -1 if none. */
    private static int nextOpening(String html, String opening, int from) {
        for (int at = html.indexOf(opening, from); at >= 0; at = html.indexOf(opening, at + 1)) {
            int next = at + opening.length();
            if (next < html.length() && (Character.isWhitespace(html.charAt(next)) || html.charAt(next) == '>')) {
                return at;
            }
        }
        return -1;
    }

    /** The places in {@code part}, read alone, from its start. */
    private static List<Integer> placesAlone(String part) {
        Document alone = Parser.htmlParser().setTrackPosition(true).parseInput(part, "");
        return List.copyOf(places(alone.body(), part));
    }

    /** {@code html} with a point at each of the {@code places} (in order) at least the spacing after the last, from {@code main}. */
    private static String insert(String html, int main, List<Integer> places) {
        StringBuilder out = new StringBuilder(html.length() + 64 * POINT.length());
        int copied = 0;
        int last = main;
        for (int place : places) {
            if (place - last >= SPACING) {
                out.append(html, copied, place).append(POINT);
                copied = place;
                last = place;
            }
        }
        return out.append(html, copied, html.length()).toString();
    }

    /**
     * Where a point may go, in the order of the page: the start of each child of a container in {@code main} but its
     * first, written in the page (not one the parser supplied, such as a table's implied tbody).
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
