package org.kaylescourseware.exercise.kinds;

import java.util.List;
import org.kaylescourseware.exercise.Answer;
import org.kaylescourseware.exercise.MoveText;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.impartial.HeapMove;

/** The outcome of one position under normal and under misère play, with the misère winning moves. */
public record MisereNormalAnswer(OutcomeClass normal, OutcomeClass misere, List<HeapMove> misereWinningMoves)
        implements Answer {
    public MisereNormalAnswer {
        misereWinningMoves = List.copyOf(misereWinningMoves);
    }

    @Override
    public String shown() {
        String text = "normal play: " + normal + " (" + normal.meaning() + "); misère play: " + misere + " ("
                + misere.meaning() + ")";
        return misereWinningMoves.isEmpty() ? text
                : text + "; misère winning move: " + MoveText.of(misereWinningMoves.get(0));
    }
}
