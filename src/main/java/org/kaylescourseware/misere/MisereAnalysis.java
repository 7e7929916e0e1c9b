package org.kaylescourseware.misere;

import java.util.List;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.impartial.HeapMove;

/**
 * The misère-play outcome of a sum of heaps (P or N) and every move that wins it: a move to a
 * misère P-position.
 */
public record MisereAnalysis(Position position, OutcomeClass outcome, List<HeapMove> winningMoves) {
    public MisereAnalysis {
        winningMoves = List.copyOf(winningMoves);
    }
}
