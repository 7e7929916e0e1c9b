package org.kaylescourseware.impartial;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.rules.HeapOption;
import org.kaylescourseware.rules.ImpartialRule;

/** Sums of heaps against a brute-force search of the game tree that knows nothing of Grundy values. */
class SumAnalysisTest {

    /** Normal play by exhaustive search: a position is won when some move leads to a lost one. */
    private static final class GameTree {
        private final ImpartialRule rule;
        private final Map<Position, Boolean> won = new HashMap<>();

        GameTree(ImpartialRule rule) {
            this.rule = rule;
        }

        boolean won(Position position) {
            Boolean known = won.get(position);
            if (known != null) {
                return known;
            }
            boolean result = false;
            for (Position next : moves(position)) {
                if (!won(next)) {
                    result = true;
                    break;
                }
            }
            won.put(position, result);
            return result;
        }

        List<Position> moves(Position position) {
            List<Position> next = new ArrayList<>();
            for (int i = 0; i < position.heaps().size(); i++) {
                for (HeapOption option : rule.options(position.heaps().get(i))) {
                    next.add(position.replace(i, option.leaves()));
                }
            }
            return next;
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"0.77", "0.07", "0.137", "4.7", "0.16", "0.6", "nim"})
    void outcomesAndWinningMovesAgreeWithTheGameTree(String code) {
        ImpartialRule rule = ImpartialRule.parse(code);
        GrundySequence sequence = GrundySequence.compute(rule, 14);
        GameTree tree = new GameTree(rule);
        for (Position position : positions(14, 3)) {
            SumAnalysis analysis = SumAnalysis.of(sequence, position);
            boolean won = tree.won(position);
            assertEquals(won ? OutcomeClass.N : OutcomeClass.P, analysis.outcome(), code + " " + position);
            Set<Position> winningByTree = new HashSet<>();
            for (Position next : tree.moves(position)) {
                if (!tree.won(next)) {
                    winningByTree.add(next);
                }
            }
            Set<Position> winningByAnalysis = new HashSet<>();
            for (WinningMove move : analysis.winningMoves()) {
                winningByAnalysis.add(move.move().after());
                assertEquals(0, SumAnalysis.of(sequence, move.move().after()).nimSum());
                assertEquals(move.heapValue() ^ move.nimSumBefore(), move.leavesValue());
            }
            assertEquals(winningByTree, winningByAnalysis, code + " " + position);
        }
    }

    /** Every position of at most {@code heaps} heaps of size 1..max, with total at most max + 4. */
    private static List<Position> positions(int max, int heaps) {
        List<Position> all = new ArrayList<>();
        collect(new ArrayList<>(), max, heaps, max + 4, all);
        return all;
    }

    private static void collect(List<Integer> chosen, int largest, int heapsLeft, int budget, List<Position> all) {
        all.add(new Position(chosen));
        if (heapsLeft == 0) {
            return;
        }
        for (int h = 1; h <= Math.min(largest, budget); h++) {
            chosen.add(h);
            collect(chosen, h, heapsLeft - 1, budget - h, all);
            chosen.remove(chosen.size() - 1);
        }
    }

    @Test
    void kaylesFivePlusFourPlusOneHasOneWinningMove() {
        SumAnalysis analysis = SumAnalysis.of(GrundySequence.compute(ImpartialRule.parse("0.77"), 5),
                Position.parse("5+4+1"));
        assertEquals(List.of(4, 1, 1), analysis.heapValues());
        assertEquals(4, analysis.nimSum());
        assertEquals(1, analysis.winningMoves().size());
        HeapMove move = analysis.winningMoves().get(0).move();
        assertEquals(5, move.heap());
        assertEquals(1, move.remove());
        assertEquals(List.of(2, 2), move.leaves());
    }
}
