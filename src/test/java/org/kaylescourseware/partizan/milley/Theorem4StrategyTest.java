package org.kaylescourseware.partizan.milley;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.kaylescourseware.game.PlayConvention;
import org.kaylescourseware.game.Player;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.partizan.KaylesUniverse;
import org.kaylescourseware.partizan.NaiveOutcomes;
import org.kaylescourseware.partizan.PositionMoves;
import org.kaylescourseware.partizan.StripOutcomeSearch;

class Theorem4StrategyTest {

    @Test
    void completedStrategyMovesKeepTheWinByTheNaiveSearch() {
        StripOutcomeSearch search = new StripOutcomeSearch(PlayConvention.MISERE, 9);
        for (Position p : KaylesUniverse.positionsUpTo(9)) {
            for (Player player : Player.values()) {
                if (PositionMoves.of(p, player).isEmpty() || !search.winsMovingFirst(p, player)) {
                    continue;
                }
                var moves = Theorem4Strategy.completedMoves(p, player);
                assertFalse(moves.isEmpty(), player + " in " + p);
                for (var move : moves) {
                    boolean opponentWins = NaiveOutcomes.wins(new ArrayList<>(move.move().after().heaps()),
                            player.opponent() == Player.LEFT, PlayConvention.MISERE);
                    assertFalse(opponentWins, move.move().describe() + " in " + p);
                }
            }
        }
    }

    // Winning positions where Theorem 4 as stated names no move for the player (found by computation).
    @ParameterizedTest
    @CsvSource({"3, LEFT", "3, RIGHT", "3+1, RIGHT", "6+3, LEFT", "3+1+1, RIGHT"})
    void statedTheoremNamesNoMoveHere(String position, Player player) {
        Position p = Position.parse(position);
        assertTrue(new StripOutcomeSearch(PlayConvention.MISERE, 12).winsMovingFirst(p, player));
        assertTrue(Theorem4Strategy.statedMoves(p, player).isEmpty());
        assertFalse(Theorem4Strategy.completedMoves(p, player).get(0).rule().fromPaper());
    }

    @Test
    void rightPlaysOneAwayFromTheEndOfAStripOfLengthFourWhenNoTwoModThreeStripIsLeft() {
        var move = Theorem4Strategy.completedMove(Position.of(4, 1), Player.RIGHT).orElseThrow();
        assertEquals(StrategyRule.RIGHT_NEXT_TO_END_OF_ONE_MOD_THREE, move.rule());
        assertEquals(Position.of(1, 1, 1), move.move().after());
    }

    @Test
    void workedGameIsWonByThePlayerWhoCouldWinAndEveryStrategyMoveIsConfirmed() {
        StripOutcomeSearch search = new StripOutcomeSearch(PlayConvention.MISERE, 30);
        for (String start : new String[] {"8+7+5+4", "7+5+2", "6+4+1", "9+5+5"}) {
            for (Player first : Player.values()) {
                Position p = Position.parse(start);
                StrategyGame game = StrategyGame.play(search, p, first);
                Player expected = search.winsMovingFirst(p, first) ? first : first.opponent();
                assertEquals(expected, game.winner(), start + ", " + first + " first");
                assertTrue(game.strategyKeptTheWin(), start);
                assertTrue(game.turns().stream().filter(StrategyGame.Turn::moverCanWin)
                        .allMatch(t -> t.mover() == expected && t.rule().isPresent()), start);
            }
        }
    }
}
