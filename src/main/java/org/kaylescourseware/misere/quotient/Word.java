package org.kaylescourseware.misere.quotient;

import java.util.List;

/**
 * A word in the generators of a commutative monoid, as the exponent of each: with generators
 * a, b, c, the word a²bc³ is [2, 1, 3]; the empty word, all zeros, is the identity 1. A value, so
 * the course writes it in whatever notation a page needs (text here, TeX on a page).
 */
public record Word(List<Integer> exponents) {

    public Word {
        exponents = List.copyOf(exponents);
    }

    /** Whether this is the empty word, the identity. */
    public boolean isIdentity() {
        return exponents.stream().allMatch(e -> e == 0);
    }

    /**
     * The identity as text: a bold 1 (U+1D7CF), since the course writes 1 for a number and a Nim heap (issue 29,
     * referee point 11b); Plambeck and Siegel write the identity 1.
     */
    public static final String IDENTITY = "\uD835\uDFCF";

    /** The identity in TeX, a bold 1; written without braces so that a lesson's fact can expect it. */
    public static final String IDENTITY_TEX = "\\mathbf 1";

    /** The word as text with superscript exponents, such as {@code a²bc³}; the empty word is {@link #IDENTITY}. */
    public String text(List<String> names) {
        StringBuilder sb = new StringBuilder();
        for (int g = 0; g < exponents.size(); g++) {
            if (exponents.get(g) > 0) {
                sb.append(names.get(g));
                if (exponents.get(g) > 1) {
                    sb.append(superscript(exponents.get(g)));
                }
            }
        }
        return sb.length() == 0 ? IDENTITY : sb.toString();
    }

    /** The word in TeX, each exponent above 1 as a superscript: {@code ab^{2}c}; the empty word is {@link #IDENTITY_TEX}. */
    public String tex(List<String> names) {
        StringBuilder sb = new StringBuilder();
        for (int g = 0; g < exponents.size(); g++) {
            if (exponents.get(g) > 0) {
                sb.append(names.get(g)).append(exponents.get(g) > 1 ? "^{" + exponents.get(g) + "}" : "");
            }
        }
        return sb.length() == 0 ? IDENTITY_TEX : sb.toString();
    }

    /** The word in plain text, exponents after a caret, such as {@code a^2bc^3}; the empty word is {@code 1} (ASCII, for JSON and scripts). */
    public String plainText(List<String> names) {
        StringBuilder sb = new StringBuilder();
        for (int g = 0; g < exponents.size(); g++) {
            if (exponents.get(g) > 0) {
                sb.append(names.get(g));
                if (exponents.get(g) > 1) {
                    sb.append('^').append(exponents.get(g));
                }
            }
        }
        return sb.length() == 0 ? "1" : sb.toString();
    }

    private static String superscript(int n) {
        String digits = "⁰¹²³⁴⁵⁶⁷⁸⁹";
        StringBuilder sb = new StringBuilder();
        for (char c : Integer.toString(n).toCharArray()) {
            sb.append(digits.charAt(c - '0'));
        }
        return sb.toString();
    }
}
