package org.kaylescourseware.impartial;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.game.Position;

/**
 * A normal-play game played out from a position: the player who can win always makes the first
 * winning move; the player who cannot makes a fixed, plausible move (from the largest heap, the
 * option that leaves the largest heaps), so the game is the same on every build.
 */
public record WorkedGame(Position start, List<Turn> turns) {

    /** One turn: the position before it, its analysis, and the move made. */
    public record Turn(int number, Position before, SumAnalysis analysis, HeapMove move, boolean winning) {
    }

    public WorkedGame {
        turns = List.copyOf(turns);
    }

    public static WorkedGame play(GrundySequence sequence, Position start) {
        List<Turn> turns = new ArrayList<>();
        Position position = start;
        int number = 1;
        while (true) {
            SumAnalysis analysis = SumAnalysis.of(sequence, position);
            HeapMove move;
            boolean winning = !analysis.winningMoves().isEmpty();
            if (winning) {
                move = analysis.winningMoves().get(0).move();
            } else {
                List<HeapMove> moves = SumAnalysis.moves(sequence, position);
                if (moves.isEmpty()) {
                    break;
                }
                move = moves.get(0);
            }
            turns.add(new Turn(number++, position, analysis, move, winning));
            position = move.after();
        }
        return new WorkedGame(start, turns);
    }

    /** 1 when the first player made the last move (and so won under normal play), else 2. */
    public int winner() {
        return turns.size() % 2 == 1 ? 1 : 2;
    }
}
