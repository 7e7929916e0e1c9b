package org.kaylescourseware.exercise.kinds;

import java.util.List;
import org.kaylescourseware.exercise.Answer;
import org.kaylescourseware.exercise.AnswerField;
import org.kaylescourseware.exercise.MoveText;
import org.kaylescourseware.exercise.RowNotation;
import org.kaylescourseware.impartial.HeapMove;

/** Every winning move of a normal-play position (none when it is a P-position), among all its moves, written as {@code rows} says. */
public record WinningMovesAnswer(List<HeapMove> moves, List<HeapMove> all, RowNotation rows) implements Answer {
    public WinningMovesAnswer {
        moves = List.copyOf(moves);
        all = List.copyOf(all);
    }

    @Override
    public String shown() {
        return moves.size() + (moves.size() == 1 ? " winning move: " : " winning moves: ") + MoveText.all(moves, rows);
    }

    @Override
    public List<AnswerField> fields() {
        return List.of(AnswerField.positions("moves", "Every winning move, as the position it leaves; separate"
                + " them with semicolons", moves.stream().map(HeapMove::after).toList(), all.stream().map(HeapMove::after).toList(), rows));
    }
}
