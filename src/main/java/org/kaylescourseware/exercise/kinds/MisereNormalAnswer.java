package org.kaylescourseware.exercise.kinds;

import java.util.List;
import org.kaylescourseware.exercise.AnswerField;
import org.kaylescourseware.exercise.MoveText;
import org.kaylescourseware.exercise.Notation;
import org.kaylescourseware.exercise.RowNotation;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.impartial.HeapMove;

/**
 * One position under normal and under misère play, positions written as {@code rows} says. It asks either both
 * outcomes and a misère winning move, or ({@code comparesMoves}) a winning move under each convention, where no
 * move wins in both, so that a set does not ask one shape of question throughout (issue 29).
 */
public record MisereNormalAnswer(OutcomeClass normal, OutcomeClass misere, List<HeapMove> misereWinningMoves,
        List<HeapMove> normalWinningMoves, boolean comparesMoves, RowNotation rows, int misereClass) implements MisereOnlyPositions.ClassAnswer {

    public MisereNormalAnswer {
        misereWinningMoves = List.copyOf(misereWinningMoves);
        normalWinningMoves = List.copyOf(normalWinningMoves);
    }

    /** Asks both outcomes and a misère winning move. */
    public static MisereNormalAnswer outcomes(OutcomeClass normal, OutcomeClass misere, List<HeapMove> misereWinningMoves,
            RowNotation rows) {
        return new MisereNormalAnswer(normal, misere, misereWinningMoves, List.of(), false, rows, NO_CLASS);
    }

    /** Asks a winning move under each convention (none where there is none). */
    public static MisereNormalAnswer winningMoves(OutcomeClass normal, OutcomeClass misere, List<HeapMove> misereWinningMoves,
            List<HeapMove> normalWinningMoves, RowNotation rows) {
        return new MisereNormalAnswer(normal, misere, misereWinningMoves, normalWinningMoves, true, rows, NO_CLASS);
    }

    /** The same answer about a position whose element of the misère quotient is {@code element}. */
    public MisereNormalAnswer inClass(int element) {
        return new MisereNormalAnswer(normal, misere, misereWinningMoves, normalWinningMoves, comparesMoves, rows, element);
    }

    @Override
    public String shown() {
        if (comparesMoves) {
            return "normal play: " + moves(normalWinningMoves) + "; misère play: " + moves(misereWinningMoves);
        }
        String text = "normal play: " + Notation.outcome(normal, false) + " (" + normal.meaning() + "); misère play: "
                + Notation.outcome(misere, true) + " (" + misere.meaning() + ")";
        return misereWinningMoves.isEmpty() ? text
                : text + "; misère winning move: " + MoveText.of(misereWinningMoves.get(0), rows);
    }

    private String moves(List<HeapMove> moves) {
        return moves.isEmpty() ? "no winning move" : moves.size() + (moves.size() == 1 ? " winning move: " : " winning moves: ")
                + MoveText.all(moves, rows);
    }

    @Override
    public List<AnswerField> fields() {
        if (comparesMoves) {
            return List.of(AnswerField.move("normal-move", "A winning move under normal play, as the position it leaves"
                            + " (none if there is none)", normalWinningMoves.stream().map(HeapMove::after).toList(), rows),
                    AnswerField.move("misere-move", "A winning move under misère play, as the position it leaves (none if"
                            + " there is none)", misereWinningMoves.stream().map(HeapMove::after).toList(), rows));
        }
        List<OutcomeClass> impartial = List.of(OutcomeClass.P, OutcomeClass.N);
        return List.of(AnswerField.outcome("normal", "Outcome under normal play", impartial, false, normal),
                AnswerField.outcome("misere", "Outcome under misère play", impartial, true, misere),
                AnswerField.move("misere-move", "A misère winning move, as the position it leaves (none if there is"
                        + " none)", misereWinningMoves.stream().map(HeapMove::after).toList(), rows));
    }
}
