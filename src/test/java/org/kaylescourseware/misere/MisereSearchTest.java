package org.kaylescourseware.misere;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.impartial.HeapMove;
import org.kaylescourseware.rules.HeapOption;
import org.kaylescourseware.rules.ImpartialRule;
import org.kaylescourseware.rules.Nim;

class MisereSearchTest {

    /** A second route: the plain misère recursion on Position values, with no memo and no multisets. */
    private static boolean naiveMisereP(ImpartialRule rule, Position position) {
        boolean hasMove = false;
        for (int i = 0; i < position.heaps().size(); i++) {
            for (HeapOption option : rule.options(position.heaps().get(i))) {
                hasMove = true;
                if (naiveMisereP(rule, position.replace(i, option.leaves()))) {
                    return false;
                }
            }
        }
        return hasMove;
    }

    @ParameterizedTest
    @ValueSource(strings = {"0.77", "0.07", "0.137", "4.7", "nim"})
    void memoizedSearchAgreesWithPlainRecursionOnSmallPositions(String code) {
        ImpartialRule rule = ImpartialRule.parse(code);
        MisereSearch search = new MisereSearch(rule, 9);
        for (Position position : PositionEnumeration.upToTotalSize(9, 9)) {
            OutcomeClass expected = naiveMisereP(rule, position) ? OutcomeClass.P : OutcomeClass.N;
            assertEquals(expected, search.outcome(position), code + " at " + position);
        }
    }

    // One heap of 1 pin: the player to move must take it and lose, so misère P; 2 and 3 pins: take
    // all but one pin and win (Winning Ways ch. 13).
    @ParameterizedTest
    @CsvSource({"1,P", "2,N", "3,N"})
    void smallestKaylesHeapsHaveTheirMisereOutcome(int heap, OutcomeClass outcome) {
        assertEquals(outcome, MisereSearch.analyze(ImpartialRule.parse("0.77"), Position.of(heap), 30).outcome());
    }

    @Test
    void emptyPositionIsAWinForThePlayerToMove() {
        assertEquals(OutcomeClass.N, MisereSearch.analyze(Nim.INSTANCE, Position.of(), 0).outcome());
    }

    @Test
    void equalPairsAreNotCancelled() {
        // 2+2 is a misère P-position of Nim although the empty position is N.
        assertEquals(OutcomeClass.P, MisereSearch.analyze(Nim.INSTANCE, Position.of(2, 2), 10).outcome());
    }

    @ParameterizedTest
    @ValueSource(strings = {"0.77", "0.07", "nim"})
    void winningMovesAreExactlyTheMovesToPPositions(String code) {
        ImpartialRule rule = ImpartialRule.parse(code);
        MisereSearch search = new MisereSearch(rule, 16);
        for (Position position : PositionEnumeration.upToTotalSize(16, 16)) {
            MisereAnalysis analysis = search.analyze(position);
            Set<HeapMove> distinct = new HashSet<>(analysis.winningMoves());
            assertEquals(distinct.size(), analysis.winningMoves().size(), "duplicate winning moves at " + position);
            for (HeapMove move : analysis.winningMoves()) {
                assertEquals(OutcomeClass.P, search.outcome(move.after()), "winning move " + move);
                assertEquals(position.totalSize() - move.remove(), move.after().totalSize());
            }
            long toP = search.moves(position).stream().filter(m -> search.outcome(m.after()) == OutcomeClass.P).count();
            assertEquals(toP, analysis.winningMoves().size(), "every move to a P-position is listed at " + position);
            assertEquals(analysis.outcome() == OutcomeClass.N, !analysis.winningMoves().isEmpty()
                    || search.moves(position).isEmpty(), "an N-position with moves has a winning move: " + position);
        }
    }

    @Test
    void winningMovesOfKaylesFiveAreTheMovesToPPositions() {
        // From 5: take the middle pin, leaving 2+2 (P) ... let the search list them; each is checked
        // against the plain recursion.
        ImpartialRule kayles = ImpartialRule.parse("0.77");
        List<HeapMove> moves = MisereSearch.analyze(kayles, Position.of(5), 5).winningMoves();
        assertFalse(moves.isEmpty());
        for (HeapMove move : moves) {
            assertTrue(naiveMisereP(kayles, move.after()), move.toString());
        }
    }

    @Test
    void positionAboveTheBoundIsRefusedWithBothNumbers() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> MisereSearch.analyze(Nim.INSTANCE, Position.of(7, 5), 10));
        assertTrue(e.getMessage().contains("12"), e.getMessage());
        assertTrue(e.getMessage().contains("10"), e.getMessage());
        assertTrue(e.getMessage().contains("raise the bound"), e.getMessage());
    }

    @Test
    void cacheIsReusedBetweenPositions() {
        MisereSearch search = new MisereSearch(ImpartialRule.parse("0.77"), 20);
        search.outcome(Position.of(10, 6));
        int cached = search.cachedPositions();
        search.outcome(Position.of(10, 5));
        assertTrue(search.cachedPositions() >= cached);
        assertTrue(cached > 0);
    }
}
