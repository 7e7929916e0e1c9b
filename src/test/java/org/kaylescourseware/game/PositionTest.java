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

    @Test
    void replacingAHeapKeepsTheRestSorted() {
        assertEquals(Position.of(4, 2, 2, 1), Position.of(5, 4, 1).replace(0, List.of(2, 2)));
    }
}
