package org.kaylescourseware.partizan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.PlayConvention;
import org.kaylescourseware.game.Player;
import org.kaylescourseware.game.Position;

class PartizanKaylesAnalysisTest {

    @ParameterizedTest
    @EnumSource(PlayConvention.class)
    void winningMovesAreExactlyTheMovesTheNaiveSearchCallsWinning(PlayConvention play) {
        Position p = Position.parse("6+3+1");
        PartizanKaylesAnalysis analysis = PartizanKaylesAnalysis.analyze(p, play, 20);
        assertEquals(NaiveOutcomes.outcome(p, play), analysis.outcome());
        for (Player player : Player.values()) {
            List<StripMove> expected = new ArrayList<>();
            for (StripMove move : PositionMoves.of(p, player)) {
                if (!NaiveOutcomes.wins(new ArrayList<>(move.after().heaps()), player.opponent() == Player.LEFT, play)) {
                    expected.add(move);
                }
            }
            List<StripMove> found = player == Player.LEFT ? analysis.leftWinningMoves() : analysis.rightWinningMoves();
            assertEquals(expected, found, player + " under " + play);
        }
    }

    @Test
    void sixFourOneUnderMisereIsRightWinWithRightsMovesListed() {
        PartizanKaylesAnalysis analysis = PartizanKaylesAnalysis.analyze(Position.parse("6+4+1"), PlayConvention.MISERE, 40);
        assertEquals(OutcomeClass.R, analysis.outcome());
        assertTrue(analysis.leftWinningMoves().isEmpty());
        StripMove first = analysis.rightWinningMoves().get(0);
        assertEquals(Player.RIGHT, first.player());
        assertEquals(6, first.strip());
        assertEquals(List.of(1, 2), first.cells());
        assertEquals(Position.of(4), first.stripLeaves());
        assertEquals(Position.of(4, 4, 1), first.after());
        assertEquals("Right places a domino on cells 1–2 of S6, leaving S4", first.describe());
    }

    @Test
    void tooLargeAPositionIsRefused() {
        assertThrows(IllegalArgumentException.class,
                () -> PartizanKaylesAnalysis.analyze(Position.parse("20+20+1"), PlayConvention.MISERE, 40));
    }
}
