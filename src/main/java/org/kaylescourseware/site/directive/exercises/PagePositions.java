package org.kaylescourseware.site.directive.exercises;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jsoup.Jsoup;
import org.kaylescourseware.exercise.PrintedPositions;
import org.kaylescourseware.game.Position;

/**
 * The positions a page's HTML prints, read from its text with every formula as its TeX (before the build typesets it):
 * sums of rows with one letter, {@code K_{5} + K_{1}} in a formula or {@code K5 + K1} in a table (Definition 1.2), a row
 * on its own, and Nim's sums {@code 1 + 1 + 1} and heaps {@code (1, 4, 12)} written as numerals. It reads generously:
 * a sum of numbers in a formula is taken for a Nim position too, which only keeps an exercise off one more position.
 */
public final class PagePositions {

    /** A row: its letter and its length, {@code K_{12}}, {@code K_1} or, in a table's text, {@code K12}. */
    private static final String ROW = "(?:_\\{(?:\\d+)\\}|_\\d|\\d+)";
    private static final Pattern LETTERED = Pattern.compile("(?<![A-Za-z\\\\])([A-Z])" + ROW + "(?:\\s*\\+\\s*\\1" + ROW + ")*");
    private static final Pattern LENGTH = Pattern.compile("\\d+");
    private static final Pattern NUMERALS = Pattern.compile("(?<![\\w.\\\\^_{])\\d+(?:\\s*\\+\\s*\\d+)+(?![\\w.^_])");
    private static final Pattern HEAPS = Pattern.compile("\\(\\d+(?:,\\s*\\d+)+\\)");

    private PagePositions() {
    }

    /**
     * The positions a published lesson page prints before its Exercises section, read as the build read them before it
     * typeset the formulas: each formula as the TeX KaTeX keeps in its annotation.
     */
    public static PrintedPositions ofPublishedPage(String page) {
        org.jsoup.nodes.Document document = Jsoup.parse(page);
        for (org.jsoup.nodes.Element formula : document.select(".math-inline, .math-display")) {
            org.jsoup.nodes.Element tex = formula.selectFirst("annotation[encoding=application/x-tex]");
            if (tex != null) {
                formula.text(tex.wholeText());
            }
        }
        String html = document.body().html();
        int exercises = html.indexOf("id=\"exercises\"");
        return read(exercises < 0 ? html : html.substring(0, exercises));
    }

    /** The positions {@code html} prints. */
    public static PrintedPositions read(String html) {
        String text = Jsoup.parseBodyFragment(html).text();
        Map<String, Set<Position>> printed = new HashMap<>();
        Matcher lettered = LETTERED.matcher(text);
        while (lettered.find()) {
            add(printed, lettered.group(1), lettered.group().substring(1));
        }
        for (Pattern numerals : List.of(NUMERALS, HEAPS)) {
            Matcher m = numerals.matcher(text);
            while (m.find()) {
                add(printed, "", m.group());
            }
        }
        return new PrintedPositions(printed);
    }

    /** The position whose heaps are the numbers written in {@code text}, under {@code letter}; none when a number is too large. */
    private static void add(Map<String, Set<Position>> printed, String letter, String text) {
        List<Integer> heaps = new ArrayList<>();
        Matcher m = LENGTH.matcher(text);
        while (m.find()) {
            if (m.group().length() > 6) {
                return; // a number, not a heap any exercise asks
            }
            heaps.add(Integer.parseInt(m.group()));
        }
        Position position = new Position(heaps);
        if (!position.isEmpty()) {
            printed.computeIfAbsent(letter, l -> new HashSet<>()).add(position);
        }
    }
}
