package org.kaylescourseware.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PositionTest {

    @ParameterizedTest
    @ValueSource(strings = {"5+4+1", "5 4 1", "1 4 5", "5, 4, 1", " 5 + 4 + 1 ", "5+0+4+1"})
    void sumsOfHeapsWrittenAnyWayAreOnePosition(String text) {
        assertEquals(Position.of(5, 4, 1), Position.parse(text));
        assertEquals(List.of(5, 4, 1), Position.parse(text).heaps());
        assertEquals("5+4+1", Position.parse(text).toString());
    }

    @Test
    void theEmptyPositionIsWrittenZero() {
        assertTrue(Position.parse("0").isEmpty());
        assertEquals("0", Position.of().toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"5+x", "5++4", "-3", "5.5", "abc"})
    void refusesTextThatIsNoPositionQuotingIt(String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Position.parse(text));
        assertTrue(e.getMessage().contains("'" + text + "'"), e.getMessage());
    }

    /** Issue 18: '5+' and '+' were read as 5 and the empty position. */
    @ParameterizedTest
    @ValueSource(strings = {"5+", "+", "+5", "5++4", "5,,4", "5+ +4", ",", "++", "5 +", "+ 5"})
    void aSeparatorWithoutAHeapOnEachSideIsRefused(String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Position.parse(text));
        assertTrue(e.getMessage().startsWith("'" + text.strip() + "' is not a position: ")
                || e.getMessage().startsWith("'" + text + "' is not a position: "), e.getMessage());
        assertTrue(e.getMessage().contains("e.g. '5+4+1'"), "says how a position is written: " + e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"1000000000+1", "999999999+999999999+999999999", "4294967296"})
    void aTotalPastTheLargestIsRefusedRatherThanOverflowing(String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Position.parse(text));
        assertTrue(e.getMessage().contains(String.valueOf(Position.MAX_TOTAL)), e.getMessage());
    }

    @Test
    void theLargestTotalIsAccepted() {
        assertEquals(Position.MAX_TOTAL, Position.parse("500000000+500000000").totalSize());
        assertThrows(IllegalArgumentException.class, () -> Position.of(Position.MAX_TOTAL, 1));
    }

    @Test
    void aVeryLongTextIsQuotedShortened() {
        String text = "1+".repeat(100_000) + "x";
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Position.parse(text));
        assertTrue(e.getMessage().length() < 400 && e.getMessage().contains("(200001 characters)"), e.getMessage());
    }

    @Test
    void replacingAHeapKeepsTheRestSorted() {
        assertEquals(Position.of(4, 2, 2, 1), Position.of(5, 4, 1).replace(0, List.of(2, 2)));
    }
}
