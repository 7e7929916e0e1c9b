package org.kaylescourseware.site.render;

/**
 * Numerals written as Unicode subscripts ({@code K₁₂}, {@code S₆ + S₄}), for text that cannot hold markup or math: a
 * chart's tooltip, a form quoted in a table's plain text.
 */
public final class UnicodeSubscripts {

    private UnicodeSubscripts() {
    }

    /** The subscript of the digit {@code digit}: '1' is '₁'. */
    public static char of(char digit) {
        if (digit < '0' || digit > '9') {
            throw new IllegalArgumentException("not a digit: '" + digit + "'");
        }
        return (char) ('₀' + (digit - '0'));
    }

    /** {@code text} with every digit a subscript and the rest as it is: {@code S6 + S14} is {@code S₆ + S₁₄}. */
    public static String digitsIn(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            out.append(c >= '0' && c <= '9' ? of(c) : c);
        }
        return out.toString();
    }
}
