package org.kaylescourseware.site.book;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.kaylescourseware.site.render.RichText;

/** Words as a reader types them, from text that may hold TeX: for sorting and for the search index. */
public final class SearchText {

    private SearchText() {
    }

    /** {@code $`\mathcal{P}`$-position} as {@code P-position}: TeX commands, braces and sub/superscript marks dropped. */
    static String plain(RichText text) {
        StringBuilder sb = new StringBuilder();
        for (RichText.Segment segment : text.segments()) {
            sb.append(segment.math() ? tex(segment.text()) : segment.text());
        }
        return sb.toString().strip();
    }

    /** Relations and operators a reader sees as a sign, by their TeX commands. */
    private static final Map<String, String> SIGNS = Map.ofEntries(Map.entry("ge", "≥"), Map.entry("geq", "≥"), Map.entry("le", "≤"),
            Map.entry("leq", "≤"), Map.entry("ne", "≠"), Map.entry("neq", "≠"), Map.entry("oplus", "⊕"), Map.entry("in", "∈"),
            Map.entry("equiv", "≡"), Map.entry("ldots", "…"), Map.entry("dots", "…"), Map.entry("cdot", "·"), Map.entry("times", "×"));
    private static final Pattern COMMAND = Pattern.compile("\\\\([A-Za-z]+)\\s*");

    /** A formula's TeX as words: {@code \mathcal{G}(n + p) = \mathcal{G}(n)} as {@code G(n + p) = G(n)}, {@code n \ge 1} as {@code n ≥ 1}. */
    public static String tex(String tex) {
        return COMMAND.matcher(tex).replaceAll(command -> Matcher.quoteReplacement(SIGNS.containsKey(command.group(1))
                ? " " + SIGNS.get(command.group(1)) + " " : "")).replaceAll("[{}_^\\\\&]", "").replaceAll(" {2,}", " ");
    }
}
