package org.kaylescourseware.site.lessons;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jsoup.nodes.Element;

/**
 * Reads a page's statement of periodicity, "𝒢(n + p) = 𝒢(n) for every n ≥ n0", as a reader reads it
 * (the TeX inside math elements is what KaTeX renders), and checks it against the values printed in
 * the same table or chart, with no solver: the values must repeat with period p from n0 on, n0 must
 * be the first place they do (the shaded part is called "the periodic part"), and the shaded cells
 * must be exactly those from n0 on.
 */
final class PeriodicityStatements {

    /** The course's form: X(n + p) = X(n) for every n ≥ n0, after {@link #normalized}. */
    static final Pattern FORWARD = Pattern.compile("([GΦ])\\(n\\+(\\d+)\\)=\\1\\(n\\)foreveryn≥(\\d+)");
    /** A period stated backwards, X(n) = X(n − p) or X_n = X_{n−p}: true only from n0 + p on, and not the course's form. */
    static final Pattern BACKWARD = Pattern.compile("([A-ZΦ])(?:\\(n\\)|_n)=\\1(?:\\(n-\\d+\\)|_n-\\d+)");
    /** A value written with a position's letter, K_{n+p} = K_n: values are 𝒢(n) in this course. */
    static final Pattern VALUE_AS_POSITION = Pattern.compile("([KDS])_n\\+\\d+=\\1_n");

    private PeriodicityStatements() {
    }

    /** Text with the TeX of its math spelled as read: 𝒢 as G, ≥, no spaces or braces, − as -. */
    static String normalized(String text) {
        return text.replace("\\mathcal{G}", "G").replace("\\Phi", "Φ").replace("\\geq", "≥").replace("\\ge", "≥")
                .replace("\\,", "").replace("−", "-").replace("\u2009", "").replaceAll("[{}\\s]", "");
    }

    /** The problems of a table whose caption states a period, checked against its cells. */
    static List<String> check(String page, Element table) {
        String caption = normalized(table.selectFirst("caption").text());
        Map<Integer, String> values = new TreeMap<>();
        TreeSet<Integer> shaded = new TreeSet<>();
        for (Element row : table.select("tbody tr")) {
            int start = Integer.parseInt(row.selectFirst("th").text().replace("+", "").trim());
            List<Element> cells = row.select("td");
            for (int b = 0; b < cells.size(); b++) {
                if (!cells.get(b).hasClass("empty")) {
                    values.put(start + b, cells.get(b).text());
                }
                if (cells.get(b).hasClass("periodic")) {
                    shaded.add(start + b);
                }
            }
        }
        List<String> problems = statement(page, caption, values);
        if (problems.isEmpty()) {
            int n0 = n0(caption);
            TreeSet<Integer> expected = new TreeSet<>(values.keySet().stream().filter(n -> n >= n0).toList());
            if (!expected.equals(shaded)) {
                problems.add(page + ": the shaded cells are not those from n = " + n0 + " on: " + shaded.first() + "…");
            }
        }
        return problems;
    }

    /** The problems of a bar chart whose caption states a period, checked against its values as text. */
    static List<String> checkPlot(String page, Element figure) {
        String caption = normalized(figure.selectFirst("figcaption").text());
        String listed = figure.selectFirst(".plot-values p").text();
        String[] numbers = listed.substring(0, listed.indexOf('(')).trim().split("\\s+");
        Map<Integer, String> values = new TreeMap<>();
        for (int n = 0; n < numbers.length; n++) {
            values.put(n, numbers[n]);
        }
        return statement(page, caption, values);
    }

    private static int n0(String caption) {
        Matcher m = FORWARD.matcher(caption);
        return m.find() ? Integer.parseInt(m.group(3)) : -1;
    }

    private static List<String> statement(String page, String caption, Map<Integer, String> values) {
        List<String> problems = new ArrayList<>();
        Matcher backward = BACKWARD.matcher(caption);
        if (backward.find()) {
            problems.add(page + ": the period is stated backwards: " + backward.group());
        }
        Matcher m = FORWARD.matcher(caption);
        if (!m.find()) {
            problems.add(page + ": a shaded periodic part without the statement X(n + p) = X(n) for every n ≥ n0: "
                    + caption);
            return problems;
        }
        int p = Integer.parseInt(m.group(2));
        int n0 = Integer.parseInt(m.group(3));
        for (int n = n0; values.containsKey(n + p); n++) {
            if (!values.get(n).equals(values.get(n + p))) {
                problems.add(page + ": " + m.group() + " is false at n = " + n + ": " + values.get(n) + " ≠ "
                        + values.get(n + p));
            }
        }
        if (n0 > 0 && values.containsKey(n0 - 1 + p) && values.get(n0 - 1).equals(values.get(n0 - 1 + p))) {
            problems.add(page + ": the periodic part starts before n = " + n0 + " (" + m.group() + ")");
        }
        return problems;
    }
}
