package org.kaylescourseware.exercise.kinds;

import java.util.List;
import org.kaylescourseware.exercise.Answer;
import org.kaylescourseware.exercise.AnswerField;
import org.kaylescourseware.exercise.MoveText;
import org.kaylescourseware.exercise.Notation;
import org.kaylescourseware.exercise.RowNotation;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.impartial.HeapMove;

/** The outcome of one position under normal and under misère play, with the misère winning moves, written as {@code rows} says. */
public record MisereNormalAnswer(OutcomeClass normal, OutcomeClass misere, List<HeapMove> misereWinningMoves, RowNotation rows)
        implements Answer {
    public MisereNormalAnswer {
        misereWinningMoves = List.copyOf(misereWinningMoves);
    }

    @Override
    public String shown() {
        String text = "normal play: " + Notation.outcome(normal, false) + " (" + normal.meaning() + "); misère play: "
                + Notation.outcome(misere, true) + " (" + misere.meaning() + ")";
        return misereWinningMoves.isEmpty() ? text
                : text + "; misère winning move: " + MoveText.of(misereWinningMoves.get(0), rows);
    }

    @Override
    public List<AnswerField> fields() {
        List<OutcomeClass> impartial = List.of(OutcomeClass.P, OutcomeClass.N);
        return List.of(AnswerField.outcome("normal", "Outcome under normal play", impartial, false, normal),
                AnswerField.outcome("misere", "Outcome under misère play", impartial, true, misere),
                AnswerField.move("misere-move", "A misère winning move, as the position it leaves (none if there is"
                        + " none)", misereWinningMoves.stream().map(HeapMove::after).toList(), rows));
    }
}
