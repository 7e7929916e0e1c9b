package org.kaylescourseware.exercise.kinds;

import java.util.List;
import org.kaylescourseware.exercise.Answer;
import org.kaylescourseware.exercise.AnswerField;
import org.kaylescourseware.exercise.MoveText;
import org.kaylescourseware.exercise.Notation;
import org.kaylescourseware.exercise.RowNotation;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.impartial.HeapMove;

/** The normal-play outcome class of a position, P or N, with every winning move when N, written as {@code rows} says. */
public record OutcomeAnswer(OutcomeClass outcome, List<HeapMove> winningMoves, RowNotation rows) implements Answer {
    public OutcomeAnswer {
        winningMoves = List.copyOf(winningMoves);
    }

    @Override
    public String shown() {
        String verdict = outcome + "-position (" + Notation.outcome(outcome, false) + "): " + outcome.meaning();
        return winningMoves.isEmpty() ? verdict : verdict + "; e.g. " + MoveText.of(winningMoves.get(0), rows);
    }

    @Override
    public List<AnswerField> fields() {
        return List.of(AnswerField.outcome("outcome", "Outcome under normal play",
                        List.of(OutcomeClass.P, OutcomeClass.N), false, outcome),
                AnswerField.move("move", "A winning move, as the position it leaves (none if there is none)",
                        winningMoves.stream().map(HeapMove::after).toList(), rows));
    }
}
