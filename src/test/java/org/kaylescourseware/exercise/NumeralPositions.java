package org.kaylescourseware.exercise;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Finds a numeral standing for a position in an exercise's text (issue 29): the course writes a row of Kayles
 * K_n and a position the sum of its rows (Definition 1.2, {@code row-notation}), so in a game with a row letter
 * "From 5 + 5 + 4 + 1", "leaving 1 and 1", "(position 1 + 1 + 1)", "the heap of 12", {@code \(G = 16 + 15\)}
 * and {@code \(11 + 4 + 4\)} each write a position as numbers. Arithmetic stays: {@code 2 \cdot 71 + 12 + 2 = 156},
 * {@code \mathcal{G}(n + 12)}, {@code 4 \oplus 1}, and so do row lengths as the argument of 𝒢 or Φ, as the
 * nim-sequence is written ({@code \mathcal{G}(12)}).
 */
public final class NumeralPositions {

    /** Outside math, a sum of numerals is always a position: the exercises do their arithmetic in math. */
    private static final Pattern PLAIN_SUM = Pattern.compile("\\d+\\s*\\+\\s*\\d+");
    /** Outside math, words that name a position or a row, followed by a numeral. */
    private static final Pattern PLAIN_NAMED = Pattern.compile(
            "(?i)\\b(position|leaving|heap of|row of|into)\\s+\\(?\\d|\\bfrom\\s+\\d+\\s+in\\b");
    /** In math, a whole formula, or the side of an = or a bracket, that is a sum of numerals and nothing else. */
    private static final Pattern MATH_SUM = Pattern.compile("(^|[=(,{]\\s*)\\d+(\\s*\\+\\s*\\d+)+\\s*($|[)},=])");
    /** 𝒢 or Φ of a sum of numerals. */
    private static final Pattern VALUE_OF_SUM = Pattern.compile("(\\\\mathcal\\{G\\}|\\\\Phi)\\(\\s*\\d+\\s*\\+");

    private NumeralPositions() {
    }

    /** Each place in {@code text} where a numeral stands for a position; empty when there is none. */
    public static List<String> in(MathText text) {
        List<String> found = new ArrayList<>();
        for (MathText.Part part : text.parts()) {
            List<Pattern> patterns = part.math() ? List.of(MATH_SUM, VALUE_OF_SUM) : List.of(PLAIN_SUM, PLAIN_NAMED);
            for (Pattern pattern : patterns) {
                var m = pattern.matcher(part.text());
                if (m.find()) {
                    found.add((part.math() ? "\\(" + part.text() + "\\)" : part.text().strip()) + " in: " + text.tex());
                }
            }
        }
        return found;
    }

    /** Every text a student or an instructor reads of {@code e}: prompt, hint, solution, answer, labels, choices. */
    public static List<MathText> texts(Exercise e) {
        List<MathText> texts = new ArrayList<>();
        texts.add(e.prompt().question());
        if (!e.prompt().shownPosition().isEmpty()) {
            texts.add(MathText.of(e.prompt().shownPosition()));
        }
        texts.add(e.hint());
        texts.addAll(e.solution());
        texts.add(e.shownAnswer());
        for (AnswerField f : e.fields()) {
            texts.add(f.label());
            f.choices().forEach(c -> texts.add(c.label()));
        }
        return texts;
    }
}
