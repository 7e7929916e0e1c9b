package org.kaylescourseware.impartial;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.rules.HeapOption;

/**
 * A normal-play sum of heaps analysed by the Sprague–Grundy theorem: its nim-sum, its outcome
 * (P exactly when the nim-sum is 0) and every winning move.
 */
public record SumAnalysis(Position position, List<Integer> heapValues, int nimSum,
        List<WinningMove> winningMoves) {

    public SumAnalysis {
        heapValues = List.copyOf(heapValues);
        winningMoves = List.copyOf(winningMoves);
    }

    /** Analyses {@code position}; the sequence must reach its largest heap. */
    public static SumAnalysis of(GrundySequence sequence, Position position) {
        List<Integer> heapValues = new ArrayList<>();
        int nimSum = 0;
        for (int heap : position.heaps()) {
            requireInRange(sequence, heap);
            heapValues.add(sequence.value(heap));
            nimSum ^= sequence.value(heap);
        }
        List<WinningMove> winning = new ArrayList<>();
        if (nimSum != 0) {
            Set<Integer> seenHeaps = new LinkedHashSet<>();
            for (int i = 0; i < position.heaps().size(); i++) {
                int heap = position.heaps().get(i);
                if (!seenHeaps.add(heap)) {
                    continue; // equal heaps have the same moves
                }
                int target = sequence.value(heap) ^ nimSum;
                for (HeapOption option : sequence.rule().options(heap)) {
                    if (valueOf(sequence, option.leaves()) == target) {
                        HeapMove move = new HeapMove(heap, option.remove(), option.leaves(),
                                position.replace(i, option.leaves()));
                        winning.add(new WinningMove(move, sequence.value(heap), target, nimSum));
                    }
                }
            }
        }
        return new SumAnalysis(position, heapValues, nimSum, winning);
    }

    public OutcomeClass outcome() {
        return nimSum == 0 ? OutcomeClass.P : OutcomeClass.N;
    }

    /** Every move of the position, winning or not, in a stable order (largest heap first). */
    public static List<HeapMove> moves(GrundySequence sequence, Position position) {
        List<HeapMove> moves = new ArrayList<>();
        Set<Integer> seenHeaps = new LinkedHashSet<>();
        for (int i = 0; i < position.heaps().size(); i++) {
            int heap = position.heaps().get(i);
            if (!seenHeaps.add(heap)) {
                continue;
            }
            for (HeapOption option : sequence.rule().options(heap)) {
                moves.add(new HeapMove(heap, option.remove(), option.leaves(), position.replace(i, option.leaves())));
            }
        }
        return moves;
    }

    static int valueOf(GrundySequence sequence, List<Integer> heaps) {
        int x = 0;
        for (int h : heaps) {
            x ^= sequence.value(h);
        }
        return x;
    }

    private static void requireInRange(GrundySequence sequence, int heap) {
        if (heap > sequence.to()) {
            throw new IllegalArgumentException("heap " + heap + " is beyond the computed values (0.."
                    + sequence.to() + ")");
        }
    }
}
