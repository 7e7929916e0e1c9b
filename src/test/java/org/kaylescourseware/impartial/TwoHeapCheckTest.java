package org.kaylescourseware.impartial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.kaylescourseware.rules.ImpartialRule;

class TwoHeapCheckTest {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"0.77", "0.07", "0.137", "0.6", "0.007", "4.7", "nim"})
    void gameTreeSearchAgreesWithTheNimValues(String code) {
        GrundySequence sequence = GrundySequence.compute(ImpartialRule.parse(code), 30);
        TwoHeapCheck check = TwoHeapCheck.of(sequence, 10);
        assertEquals(List.of(), check.disagreements());
        assertEquals(66, check.pairs(), "a ≤ b ≤ 10");
    }

    @Test
    void aWrongValueIsCaughtAtThePositionsItMisjudges() {
        GrundySequence right = GrundySequence.compute(ImpartialRule.parse("0.77"), 12);
        int[] values = right.values();
        values[5] = 5; // Kayles: K5 = 4
        TwoHeapCheck check = TwoHeapCheck.of(new GrundySequence(right.rule(), values, Optional.empty()), 12);
        assertFalse(check.agrees());
        // K9 = 4 = the true K5: the search finds 9 + 5 a P-position, which the wrong value calls N
        assertTrue(check.disagreements().contains("9+5"), check.toString());
        assertTrue(check.disagreements().stream().allMatch(p -> List.of(p.split("\\+")).contains("5")), check.toString());
    }
}
