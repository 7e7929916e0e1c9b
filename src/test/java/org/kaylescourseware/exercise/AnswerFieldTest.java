package org.kaylescourseware.exercise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.kaylescourseware.game.Position;

/** What a student may type into an answer field, and what it means; and inline math in texts. */
class AnswerFieldTest {

    /** Input, then its canonical form ("-" where it is no answer of the type at all). */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "7|7", "  +7 |7", "007|7", "-0|0", "-3|-3", "7.0|-", "seven|-", "''|-", "1234567890|-"})
    void numbersAreWholeNumbers(String input, String canonical) {
        assertEquals(expected(canonical), FieldType.NUMBER.canonical(input));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "5+3+1|5+3+1", "1 + 3 + 5|5+3+1", "(1, 3, 5)|5+3+1", "5 3 1|5+3+1", "5+0+3|5+3", "0|0", "()|0",
        "NONE| none", "none|none", "5++3|-", "+|-", "5+|-", "5+3, 1|-", "5-3|-", "(5, 3|-", "''|-", "5;3|-"})
    void positionsAreHeapsInAnyOrder(String input, String canonical) {
        assertEquals(expected(canonical.strip()), FieldType.POSITION.canonical(input));
    }

    /**
     * Issue 29: the exercises write a Kayles position as rows, K_5 + K_3 + K_1 (Definition 1.2), so a student who
     * copies that notation is read as one who types the lengths: each form below is the position 5 + 3 + 1, and a
     * letter glued to a word or a second letter is no row.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "K5+K3+K1|5+3+1", "K_5 + K_3 + K_1|5+3+1", "K_{5}+K_{3}+K_{1}|5+3+1", "k1 + k3 + k5|5+3+1", "(K5, K3, K1)|5+3+1",
        "D12 + D7|12+7", "S2+S1+S1|2+1+1", "K5 + 3|5+3", "K_0|0", "KK5|-", "K5K3|-", "K+5|-", "K_|-", "K_{5|-", "xK5|-"})
    void aRowWrittenWithItsLetterIsItsLength(String input, String canonical) {
        assertEquals(expected(canonical), FieldType.POSITION.canonical(input));
        assertEquals(expected(canonical).map(c -> String.join(";", new TreeSet<>(List.of(c, "3")))),
                FieldType.POSITIONS.canonical(input + "; K3"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "5+2; 3+3+1|3+3+1;5+2", "3+3+1;5+2;2+5|3+3+1;5+2", "none|none", "5+2;x|-", ";|-",
        "'9+9+8+1, 12+9+3+3'|12+9+3+3;9+9+8+1", "5++4|-"})
    void listsOfPositionsAreSetsOfPositions(String input, String canonical) {
        assertEquals(expected(canonical), FieldType.POSITIONS.canonical(input));
    }

    private static Optional<String> expected(String canonical) {
        return canonical.equals("-") ? Optional.empty() : Optional.of(canonical);
    }

    @Test
    void aMoveFieldAcceptsAnyWinningMoveAndNoneOnlyWhenThereIsNone() {
        AnswerField move = AnswerField.move("move", "A winning move", List.of(Position.of(4, 4), Position.of(6, 2)),
                RowNotation.KAYLES);
        assertTrue(move.accepts("4 + 4") && move.accepts("(2, 6)") && move.accepts("K_4 + K_4"));
        assertEquals("K5+K3+K1, or none", move.example());
        assertFalse(move.accepts("none") || move.accepts("4+3") || move.accepts("banana"));
        assertTrue(AnswerField.move("move", "A winning move", List.of(), RowNotation.HEAPS).accepts(" None "));
    }

    @Test
    void aFieldRefusesAnAnswerThatIsNotCanonicalOrNotAChoice() {
        assertThrows(IllegalArgumentException.class, () -> new AnswerField("n", MathText.of("n"), FieldType.NUMBER,
                List.of(), List.of("07"), ""));
        assertThrows(IllegalArgumentException.class, () -> AnswerField.choice("c", "c",
                List.of(new AnswerField.Choice("P", MathText.of("P"))), "N"));
    }

    @Test
    void mathTextSplitsItsFormulasOut() {
        MathText text = MathText.of("What is \\(\\mathcal{G}(9)\\), and \\(x\\)?");
        assertEquals(List.of(new MathText.Part("What is ", false), new MathText.Part("\\mathcal{G}(9)", true),
                new MathText.Part(", and ", false), new MathText.Part("x", true), new MathText.Part("?", false)),
                text.parts());
        assertEquals("What is \\mathcal{G}(9), and x?", text.plain());
        assertThrows(IllegalArgumentException.class, () -> MathText.of("open \\(x"));
        assertThrows(IllegalArgumentException.class, () -> MathText.of("close x\\)"));
    }

    /** The rule in words, read off the octal code (Winning Ways, ch. 4). */
    @Test
    void rulesInWordsSayWhatTheOctalDigitsAllow() {
        assertEquals("Remove 1 or 2 adjacent tokens from a heap; removing them from its middle splits it in two.",
                RuleInWords.of(org.kaylescourseware.rules.OctalGame.parse("0.77")));
        assertEquals("Remove a whole heap of 1; or remove 2 adjacent tokens from a heap; removing them from its middle"
                + " splits it in two.", RuleInWords.of(org.kaylescourseware.rules.OctalGame.parse("0.17")));
        assertEquals("Remove 1 token from an end of a heap (possibly all of it); or remove 2 adjacent tokens from a"
                + " heap; removing them from its middle splits it in two.",
                RuleInWords.of(org.kaylescourseware.rules.OctalGame.parse("0.37")));
        assertEquals("Split a heap into two non-empty heaps; or remove 1 token from a heap; removing them from its"
                + " middle splits it in two.", RuleInWords.of(org.kaylescourseware.rules.OctalGame.parse("4.7")));
    }

    /** What a screen reader says for a label: 𝒢(14) and 𝒢(14 + 10) must not sound alike, nor 𝒫 and 𝒩 be lost. */
    @org.junit.jupiter.api.Test
    void labelsAreSpokenInWords() {
        assertEquals("Grundy value of 14", MathText.of("\\(\\mathcal{G}(14)\\)").spoken());
        assertEquals("Grundy value of 14 + 10", MathText.of("\\(\\mathcal{G}(14 + 10)\\)").spoken());
        assertEquals("P: the previous player wins", MathText.of("\\(\\mathcal{P}\\): the previous player wins").spoken());
        assertEquals("k and j for S 9 + S 5", MathText.of("\\(k\\) and \\(j\\) for \\(S_{9} + S_{5}\\)").spoken());
    }
}
