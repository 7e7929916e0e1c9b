package org.kaylescourseware.exercise;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Text with inline math, written as LaTeX between {@code \(} and {@code \)}, the delimiters that
 * KaTeX, MathJax, Moodle and Canvas all render: {@code "What is \(\mathcal{G}(9)\)?"}. The parts
 * split the text for pages (plain text, then math, ...); exports keep {@link #tex} as it is.
 *
 * @param tex   the whole text, delimiters included
 * @param parts the text split into plain and math parts, in order; math parts without delimiters
 */
public record MathText(String tex, List<Part> parts) {

    private static final String OPEN = "\\(";
    private static final String CLOSE = "\\)";

    /**
     * A piece of the text: plain words, or a formula in LaTeX (without its delimiters); plain words that name one of the
     * course's results link to it where {@code href} is not empty.
     */
    public record Part(String text, boolean math, String href) {

        public Part(String text, boolean math) {
            this(text, math, "");
        }
    }

    /** A result's name as the course writes it, "Theorem 5.24", and not the start of a longer one ("Theorem 5.2" in it). */
    private static final Pattern RESULT = Pattern.compile(
            "\\b(Definition|Lemma|Theorem|Corollary|Proposition|Computation|Example|Remark|Fact) \\d+\\.\\d+(?![\\d.]\\d|\\d)");

    /**
     * The same text, each result named in its plain words and found in {@code links} ("Theorem 5.24" to where it is
     * stated) a part of its own with that link; its TeX, which exports write, is the same.
     */
    public MathText linking(Map<String, String> links) {
        List<Part> linked = new ArrayList<>();
        for (Part part : parts) {
            if (part.math() || !part.href().isEmpty()) {
                linked.add(part);
                continue;
            }
            Matcher m = RESULT.matcher(part.text());
            int at = 0;
            while (m.find()) {
                String href = links.get(m.group());
                if (href == null) {
                    continue;
                }
                if (m.start() > at) {
                    linked.add(new Part(part.text().substring(at, m.start()), false));
                }
                linked.add(new Part(m.group(), false, href));
                at = m.end();
            }
            if (at < part.text().length()) {
                linked.add(new Part(part.text().substring(at), false));
            }
        }
        return new MathText(tex, linked);
    }

    public MathText {
        Objects.requireNonNull(tex, "tex");
        parts = List.copyOf(parts);
    }

    /**
     * Reads {@code tex}.
     *
     * @throws IllegalArgumentException when a {@code \(} is not closed or a {@code \)} not opened
     */
    public static MathText of(String tex) {
        List<Part> parts = new ArrayList<>();
        int at = 0;
        while (at < tex.length()) {
            int open = tex.indexOf(OPEN, at);
            int stray = tex.indexOf(CLOSE, at);
            if (stray >= 0 && (open < 0 || stray < open)) {
                throw new IllegalArgumentException("'\\)' without '\\(' at " + stray + " in: " + tex);
            }
            if (open < 0) {
                parts.add(new Part(tex.substring(at), false));
                break;
            }
            int close = tex.indexOf(CLOSE, open + OPEN.length());
            if (close < 0) {
                throw new IllegalArgumentException("'\\(' not closed at " + open + " in: " + tex);
            }
            if (open > at) {
                parts.add(new Part(tex.substring(at, open), false));
            }
            parts.add(new Part(tex.substring(open + OPEN.length(), close), true));
            at = close + CLOSE.length();
        }
        return new MathText(tex, parts);
    }

    /** {@code formula} as inline math: {@code \(formula\)}. */
    public static String math(String formula) {
        return OPEN + formula + CLOSE;
    }

    /** The text with its formulas as written in LaTeX, without delimiters: for plain-text places. */
    public String plain() {
        StringBuilder out = new StringBuilder();
        parts.forEach(p -> out.append(p.text()));
        return out.toString();
    }

    /**
     * The text as a screen reader should say it: each formula in words, {@code \mathcal{G}(14 + 10)}
     * as "Grundy value of 14 + 10", {@code \mathcal{P}} as "P", {@code \oplus} as "nim-sum",
     * {@code \ge} as "at least", a subscript after a space; other commands and braces dropped.
     */
    public String spoken() {
        StringBuilder out = new StringBuilder();
        for (Part part : parts) {
            out.append(part.math() ? words(part.text()) : part.text());
        }
        return out.toString().replaceAll("\\s+", " ").strip();
    }

    private static String words(String formula) {
        return formula.replaceAll("\\\\mathcal\\{G\\}\\(([^()]*)\\)", "Grundy value of $1")
                .replaceAll("\\\\mathcal\\{(\\w)\\}", "$1")
                .replace("\\oplus", " nim-sum ").replace("\\ge", " at least ").replace("\\le", " at most ")
                .replace("\\ldots", "...").replaceAll("_\\{?(\\w+)\\}?", " $1").replaceAll("\\^\\{?(\\w+)\\}?", " to the $1")
                .replaceAll("\\\\[A-Za-z]+", " ").replaceAll("[{}]", "");
    }

    @Override
    public String toString() {
        return tex;
    }
}
