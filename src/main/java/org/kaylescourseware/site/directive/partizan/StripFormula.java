package org.kaylescourseware.site.directive.partizan;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A formula of partizan Kayles as the solver writes it ({@code "S1 + S3 ≡ 2S1 + S2"}), cut into
 * runs of text each followed by an optional subscript or superscript, so a partial prints strips as
 * S<sub>n</sub>, a common part as G<sub>0</sub> and an option as G<sup>L</sup> without any script:
 * {@code lib/partizan.ftl} shows it.
 */
record StripFormula(List<Part> parts) {

    /** Text, then a subscript and a superscript (each empty for none). */
    record Part(String text, String sub, String sup) {
        Part(String text, String sub) {
            this(text, sub, "");
        }
    }

    /**
     * A strip S or its conjugate S̄ (or the monoid M, or a common part G) followed by its length, or by a braced or one-letter
     * index; or an option G^L, G^R.
     */
    private static final Pattern STRIP = Pattern.compile("(S\u0304?|M|G)(\\d+|_\\{[^}]*\\}|_[a-zA-Z])|G\\^([LR])\\b");

    StripFormula {
        parts = List.copyOf(parts);
    }

    static StripFormula of(String text) {
        List<Part> parts = new ArrayList<>();
        Matcher m = STRIP.matcher(text);
        int at = 0;
        while (m.find()) {
            if (m.group(3) != null) {
                parts.add(new Part(text.substring(at, m.start()) + "G", "", m.group(3)));
                at = m.end();
                continue;
            }
            String index = m.group(2).startsWith("_") ? m.group(2).substring(1).replace("{", "").replace("}", "")
                    : m.group(2);
            parts.add(new Part(text.substring(at, m.start()) + m.group(1), index));
            at = m.end();
        }
        if (at < text.length()) {
            parts.add(new Part(text.substring(at), ""));
        }
        return new StripFormula(parts);
    }

    /** The text as the solver wrote it, for tests and text alternatives. */
    String plain() {
        StringBuilder sb = new StringBuilder();
        parts.forEach(p -> sb.append(p.text()).append(p.sub()).append(p.sup().isEmpty() ? "" : "^" + p.sup()));
        return sb.toString();
    }
}
