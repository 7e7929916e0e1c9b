package org.kaylescourseware.misere.nim;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.impartial.HeapMove;
import org.kaylescourseware.misere.MisereAnalysis;

/**
 * Misère Nim solved by Bouton's rule (C. L. Bouton, "Nim, a game with a complete mathematical
 * theory", Annals of Math. 3 (1902); Winning Ways ch. 13): play as in normal Nim unless the move
 * would leave only heaps of size 0 or 1, and then leave an odd number of 1-heaps. So a position is
 * a misère P-position exactly when some heap is at least 2 and the nim-sum is 0, or every heap is
 * at most 1 and the number of 1-heaps is odd.
 */
public final class MisereNim {

    private MisereNim() {
    }

    /** The misère outcome of a Nim position by Bouton's rule. */
    public static OutcomeClass outcome(Position position) {
        int nimSum = 0;
        int ones = 0;
        boolean someHeapAtLeastTwo = false;
        for (int heap : position.heaps()) {
            nimSum ^= heap;
            if (heap == 1) {
                ones++;
            }
            someHeapAtLeastTwo |= heap >= 2;
        }
        boolean p = someHeapAtLeastTwo ? nimSum == 0 : ones % 2 == 1;
        return p ? OutcomeClass.P : OutcomeClass.N;
    }

    /**
     * The outcome and every winning move (one per distinct heap size and result), found by the rule,
     * not by search: from an N-position, the moves to a P-position by Bouton's criterion.
     */
    public static MisereAnalysis analyze(Position position) {
        List<HeapMove> winning = new ArrayList<>();
        List<Integer> heaps = position.heaps();
        for (int i = 0; i < heaps.size(); i++) {
            int heap = heaps.get(i);
            if (i > 0 && heap == heaps.get(i - 1)) {
                continue;
            }
            for (int left = heap - 1; left >= 0; left--) {
                List<Integer> leaves = left == 0 ? List.of() : List.of(left);
                Position after = position.replace(i, leaves);
                if (outcome(after) == OutcomeClass.P) {
                    winning.add(new HeapMove(heap, heap - left, leaves, after));
                }
            }
        }
        return new MisereAnalysis(position, outcome(position), winning);
    }
}
