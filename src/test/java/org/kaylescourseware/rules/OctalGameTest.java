package org.kaylescourseware.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class OctalGameTest {

    @ParameterizedTest
    @CsvSource({"0.77, 0.77, 2", "0.07, 0.07, 2", "0.137, 0.137, 3", "4.7, 4.7, 1", ".77, 0.77, 2",
            "' 0.16 ', 0.16, 2", "0.1234567012345671, 0.1234567012345671, 16"})
    void parsesCodesIncludingADigitBeforeThePoint(String text, String code, int maxRemoval) {
        OctalGame game = OctalGame.parse(text);
        assertEquals(code, game.code());
        assertEquals(maxRemoval, game.maxRemoval());
    }

    @ParameterizedTest
    @ValueSource(strings = {"0.8", "abc", "", "  ", "0.", "1.7", "0.70", "0.12345670123456712", "077", "0.7.7"})
    void refusesMalformedCodesSayingWhatAnOctalCodeIs(String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> OctalGame.parse(text));
        assertTrue(e.getMessage().contains("an octal code is"), e.getMessage());
    }

    @Test
    void refusalQuotesTheBadCode() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> OctalGame.parse("0.8"));
        assertTrue(e.getMessage().contains("'0.8'"), e.getMessage());
    }

    @Test
    void kaylesHeapOfThreeMayLoseOnePinOrTwo() {
        Set<HeapOption> expected = Set.of(new HeapOption(1, List.of(2)), new HeapOption(1, List.of(1, 1)),
                new HeapOption(2, List.of(1)));
        assertEquals(expected, new HashSet<>(OctalGame.parse("0.77").options(3)));
    }

    /**
     * Kayles and Dawson's Kayles are games on a row of pins: a ball knocks down one pin or two
     * adjacent ones (Dawson's Kayles: exactly two). The octal codes must give the same moves.
     */
    @ParameterizedTest
    @CsvSource({"0.77, 1, 2", "0.07, 2, 2"})
    void octalCodeMovesAreTheMovesOfARowOfPins(String code, int fewest, int most) {
        OctalGame game = OctalGame.parse(code);
        for (int n = 0; n <= 30; n++) {
            Set<HeapOption> pins = new HashSet<>();
            for (int width = fewest; width <= most; width++) {
                for (int first = 0; first + width <= n; first++) {
                    pins.add(option(width, first, n - first - width));
                }
            }
            List<HeapOption> options = game.options(n);
            assertEquals(pins, new HashSet<>(options), code + " heap " + n);
            assertEquals(options.size(), new HashSet<>(options).size(), "options are distinct");
        }
    }

    private static HeapOption option(int remove, int left, int right) {
        List<Integer> leaves = new ArrayList<>();
        if (Math.max(left, right) > 0) {
            leaves.add(Math.max(left, right));
        }
        if (Math.min(left, right) > 0) {
            leaves.add(Math.min(left, right));
        }
        return new HeapOption(remove, leaves);
    }

    @Test
    void aDigitFourBeforeThePointSplitsWithoutRemovingAnything() {
        List<HeapOption> options = OctalGame.parse("4.7").options(4);
        assertTrue(options.contains(new HeapOption(0, List.of(3, 1))));
        assertTrue(options.contains(new HeapOption(0, List.of(2, 2))));
        assertTrue(options.contains(new HeapOption(1, List.of(3))));
        assertTrue(options.contains(new HeapOption(1, List.of(2, 1))));
        assertEquals(4, options.size());
    }

    @Test
    void nimReducesAHeapToAnySmallerSize() {
        assertEquals(List.of(new HeapOption(1, List.of(3)), new HeapOption(2, List.of(2)),
                new HeapOption(3, List.of(1)), new HeapOption(4, List.of())), Nim.INSTANCE.options(4));
    }

    @Test
    void ruleParserKnowsNimAndOctalCodes() {
        assertSame(Nim.INSTANCE, ImpartialRule.parse(" NIM "));
        assertEquals(OctalGame.parse("0.77"), ImpartialRule.parse("0.77"));
    }
}
