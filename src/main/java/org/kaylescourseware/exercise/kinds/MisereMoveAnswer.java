package org.kaylescourseware.exercise.kinds;

import java.util.List;
import org.kaylescourseware.exercise.Answer;
import org.kaylescourseware.exercise.AnswerField;
import org.kaylescourseware.exercise.MoveText;
import org.kaylescourseware.exercise.Notation;
import org.kaylescourseware.exercise.RowNotation;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.impartial.HeapMove;

/**
 * A position's misère outcome and its misère winning moves: the answer of the misère Nim (Bouton's
 * misère rule) and the misère quotient exercises alike, positions written as {@code rows} says.
 */
public record MisereMoveAnswer(OutcomeClass outcome, List<HeapMove> winningMoves, RowNotation rows) implements Answer {

    public MisereMoveAnswer {
        winningMoves = List.copyOf(winningMoves);
    }

    @Override
    public String shown() {
        String verdict = "misère " + outcome + "-position (" + Notation.outcome(outcome, true) + ")";
        return winningMoves.isEmpty() ? verdict + ": no winning move"
                : verdict + "; a winning move: " + MoveText.of(winningMoves.get(0), rows);
    }

    @Override
    public List<AnswerField> fields() {
        return List.of(AnswerField.outcome("outcome", "Outcome under misère play",
                        List.of(OutcomeClass.P, OutcomeClass.N), true, outcome),
                AnswerField.move("move", "A misère winning move, as the position it leaves (none if there is none)",
                        winningMoves.stream().map(HeapMove::after).toList(), rows));
    }
}
