package org.kaylescourseware.site.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.impartial.SumAnalysis;
import org.kaylescourseware.rules.ImpartialRule;

class GamePageSourceTest {

    /** Kayles skips 6+2+1 (K = 3 ⊕ 2 ⊕ 1 = 0, a P-position) for 5+3+1 (4 ⊕ 3 ⊕ 1 = 6). */
    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource({"0.77, 5+3+1", "0.07, 6+2+1", "0.6, 6+2+1", "nim, 6+2+1", "0.007, 6+2+1"})
    void workedGameStartsFromTheSmallestNPositionOfThreeDifferentHeaps(String code, String expected) {
        GrundySequence sequence = GrundySequence.compute(ImpartialRule.parse(code), 40);
        Position start = GamePageSource.workedGameStart(sequence).orElseThrow();
        assertEquals(expected, start.toString());
        assertEquals(3, start.heaps().stream().distinct().count());
        assertTrue(start.totalSize() >= GamePageSource.LEAST_START_TOKENS);
        assertEquals("N", SumAnalysis.of(sequence, start).outcome().name());
    }
}
