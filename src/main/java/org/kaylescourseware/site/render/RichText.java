package org.kaylescourseware.site.render;

import java.util.ArrayList;
import java.util.List;

/**
 * A short text for a partial to display, in which math is written between {@code $`} and
 * {@code `$} as in the lessons' Markdown: {@code "S_2 is $`\\ge 2 \\cdot S_1`$ modulo K"}. The
 * partial macro {@code lib/text.ftl} prints the plain segments escaped and each math segment as an
 * element the page's KaTeX step renders.
 */
public record RichText(List<Segment> segments) {

    /** A run of plain text, or of TeX when {@code math} is true. */
    public record Segment(boolean math, String text) {
    }

    public RichText {
        segments = List.copyOf(segments);
    }

    /** Splits {@code text} at the GitLab math delimiters; an unclosed delimiter is an error. */
    public static RichText of(String text) {
        List<Segment> segments = new ArrayList<>();
        int at = 0;
        while (at < text.length()) {
            int open = text.indexOf("$`", at);
            if (open < 0) {
                segments.add(new Segment(false, text.substring(at)));
                break;
            }
            int close = text.indexOf("`$", open + 2);
            if (close < 0) {
                throw new IllegalArgumentException("unclosed math (a $` without its `$) in: " + text);
            }
            if (open > at) {
                segments.add(new Segment(false, text.substring(at, open)));
            }
            segments.add(new Segment(true, text.substring(open + 2, close)));
            at = close + 2;
        }
        return new RichText(segments);
    }

    /** The text as a reader would type it, math in plain TeX: for tests and text alternatives. */
    public String plain() {
        StringBuilder sb = new StringBuilder();
        segments.forEach(s -> sb.append(s.text()));
        return sb.toString();
    }
}
