package org.kaylescourseware.exercise;

import java.util.List;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;

/**
 * The course's notation, as exercises write it (inline LaTeX between {@code \(} and {@code \)}):
 * {@code \mathcal{G}(n)} for the nim-value of a single row of n (the nim-sequence), {@code \mathcal{G}(G)} for that of a
 * position G, positions written as {@link RowNotation} says ({@code K_{5} + K_{4} + K_{1}}, a Nim position
 * {@code 5 + 4 + 1}), {@code \oplus}
 * for the nim-sum, {@code \mathcal{P}, \mathcal{N}} for outcome classes and
 * {@code \mathcal{P}^-, \mathcal{N}^-} for the misère ones.
 */
public final class Notation {

    private Notation() {
    }

    /** {@code \(\mathcal{G}(n)\)}. */
    public static String value(int n) {
        return MathText.math(valueTex(String.valueOf(n)));
    }

    /**
     * {@code \(\mathcal{G}(G)\) for \(G = K_{5} + K_{4}\)}: the nim-value of a whole position, named by a
     * letter, since a position and a number never share a symbol (𝒢(5 + 4) would read as 𝒢(9)).
     */
    public static String valueOf(RowNotation rows, Position position) {
        return MathText.math(valueTex(POSITION)) + " for " + MathText.math(POSITION + " = " + rows.tex(position));
    }

    /** The letter a position is named by when its nim-value is written: {@code G}. */
    public static final String POSITION = "G";

    /** {@code \(\mathcal{G}(n) = v\)}. */
    public static String valueIs(int n, int v) {
        return MathText.math(valueTex(String.valueOf(n)) + " = " + v);
    }

    /** The LaTeX of the nim-value of {@code of}, without delimiters. */
    public static String valueTex(String of) {
        return "\\mathcal{G}(" + of + ")";
    }

    /** {@code a ⊕ b ⊕ c} in LaTeX, without delimiters. */
    public static String nimSumTex(List<Integer> terms) {
        return terms.isEmpty() ? "0" : String.join(" \\oplus ", terms.stream().map(String::valueOf).toList());
    }

    /** An outcome class as a symbol: {@code \(\mathcal{P}\)}, or {@code \(\mathcal{P}^-\)} in misère play. */
    public static String outcome(OutcomeClass outcome, boolean misere) {
        return MathText.math(outcomeTex(outcome, misere));
    }

    /** The LaTeX of an outcome class, without delimiters. */
    public static String outcomeTex(OutcomeClass outcome, boolean misere) {
        return "\\mathcal{" + outcome.name() + "}" + (misere ? "^-" : "");
    }
}
