package org.kaylescourseware.misere.nim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.misere.MisereAnalysis;
import org.kaylescourseware.misere.MisereSearch;
import org.kaylescourseware.misere.PositionEnumeration;
import org.kaylescourseware.rules.Nim;

class MisereNimTest {

    @Test
    void boutonsRuleAgreesWithTheSearchOnEveryPositionUpToSizeFourteen() {
        MisereSearch search = new MisereSearch(Nim.INSTANCE, 14);
        for (Position position : PositionEnumeration.upToTotalSize(14, 14)) {
            MisereAnalysis byRule = MisereNim.analyze(position);
            MisereAnalysis bySearch = search.analyze(position);
            assertEquals(bySearch.outcome(), byRule.outcome(), "outcome of " + position);
            assertEquals(bySearch.winningMoves(), byRule.winningMoves(), "winning moves of " + position);
        }
    }

    // Bouton (1902); Winning Ways ch. 13: with a heap of 2 or more, misère Nim is normal Nim;
    // with only 1-heaps, an odd number of them is a P-position.
    @ParameterizedTest
    @CsvSource({"0,N", "1,P", "1+1,N", "1+1+1,P", "2,N", "2+2,P", "3+2+1,P", "2+2+1,N", "7+5+2,P", "3+3+1+1,P"})
    void boutonsCriterionOnTextbookPositions(String position, OutcomeClass outcome) {
        assertEquals(outcome, MisereNim.outcome(Position.parse(position)));
    }

    @Test
    void fromTwoTwoOneTheWinningMoveTakesTheOne() {
        assertEquals(Position.of(2, 2), MisereNim.analyze(Position.of(2, 2, 1)).winningMoves().get(0).after());
        assertEquals(1, MisereNim.analyze(Position.of(2, 2, 1)).winningMoves().size());
    }
}
