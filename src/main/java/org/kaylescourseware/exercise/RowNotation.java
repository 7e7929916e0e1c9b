package org.kaylescourseware.exercise;

import java.util.List;
import java.util.Objects;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.rules.ImpartialRule;

/**
 * How a game's positions are written (Definition 1.2, {@code row-notation}): positions and numbers never
 * share a symbol, so a row of n tokens is written with its game's letter, {@code K_{n}} in Kayles,
 * {@code D_{n}} in Dawson's Kayles, {@code S_{n}} for a strip of partizan Kayles, and a position is its rows
 * joined by +. Only a Nim heap is its numeral (Bouton's and Spindler's notation), and so is a heap of a game
 * the course gives no letter. A student may type either form into an answer field ({@link FieldType}).
 *
 * @param letter the rows' letter, {@code K}; empty for heaps written as numerals
 */
public record RowNotation(String letter) {

    /** Heaps written as numerals: Nim's notation. */
    public static final RowNotation HEAPS = new RowNotation("");
    /** Kayles: {@code K_{n}}. */
    public static final RowNotation KAYLES = new RowNotation("K");
    /** Dawson's Kayles: {@code D_{n}}. */
    public static final RowNotation DAWSONS_KAYLES = new RowNotation("D");
    /** Strips of partizan Kayles: {@code S_{n}}. */
    public static final RowNotation STRIPS = new RowNotation("S");

    public RowNotation {
        Objects.requireNonNull(letter, "letter");
        if (!letter.matches("[A-Z]?")) {
            throw new IllegalArgumentException("a row's letter is one capital letter or none, got '" + letter + "'");
        }
    }

    /** The notation of {@code rule}'s positions: Kayles (0.77) K, Dawson's Kayles (0.07) D, any other numerals. */
    public static RowNotation of(ImpartialRule rule) {
        return switch (rule.code()) {
            case "0.77" -> KAYLES;
            case "0.07" -> DAWSONS_KAYLES;
            default -> HEAPS;
        };
    }

    /** Whether a heap is written as its numeral (Nim's notation), not as a lettered row. */
    public boolean numerals() {
        return letter.isEmpty();
    }

    /** The word for one part of a position: {@code row}, or {@code heap} in Nim's notation. */
    public String noun() {
        return numerals() ? "heap" : "row";
    }

    /** The LaTeX of a row of {@code n}, without delimiters: {@code K_{7}}, or {@code 7} in Nim's notation. */
    public String rowTex(int n) {
        return numerals() ? String.valueOf(n) : letter + "_{" + n + "}";
    }

    /** The LaTeX of a position, without delimiters: {@code K_{5} + K_{4} + K_{1}}; the empty position is {@code 0}. */
    public String tex(Position position) {
        return tex(position.heaps());
    }

    /** The LaTeX of the rows {@code rows} joined by +, without delimiters; none is {@code 0}. */
    public String tex(List<Integer> rows) {
        return rows.isEmpty() ? "0" : String.join(" + ", rows.stream().map(this::rowTex).toList());
    }

    /** A position as inline math: {@code \(K_{5} + K_{4}\)}. */
    public String math(Position position) {
        return MathText.math(tex(position));
    }

    /** A row of {@code n} as inline math: {@code \(K_{7}\)}, or {@code \(7\)}. */
    public String rowMath(int n) {
        return MathText.math(rowTex(n));
    }

    /**
     * How a student may type a position, for a field's placeholder: {@code K5+K3+K1}, or {@code 5+3+1} in
     * Nim's notation.
     */
    public String typed(List<Integer> rows) {
        return String.join("+", rows.stream().map(n -> letter + n).toList());
    }
}
