package org.kaylescourseware.exercise.kinds;

import java.util.List;
import org.kaylescourseware.exercise.AnswerField;
import org.kaylescourseware.exercise.MoveText;
import org.kaylescourseware.exercise.Notation;
import org.kaylescourseware.exercise.RowNotation;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.impartial.HeapMove;

/**
 * A position's misère outcome and its misère winning moves: the answer of the misère Nim (Bouton's
 * misère rule) and the misère quotient exercises alike, positions written as {@code rows} says. It asks
 * either the outcome and one winning move, or, from a misère N-position, every winning move among all the
 * moves ({@code allMoves} not empty), so that a set does not ask one shape of question throughout (issue 29).
 */
public record MisereMoveAnswer(OutcomeClass outcome, List<HeapMove> winningMoves, List<HeapMove> allMoves,
        RowNotation rows, int misereClass) implements MisereOnlyPositions.ClassAnswer {

    public MisereMoveAnswer {
        winningMoves = List.copyOf(winningMoves);
        allMoves = List.copyOf(allMoves);
    }

    /** Asks the outcome and one winning move. */
    public static MisereMoveAnswer outcomeAndMove(OutcomeClass outcome, List<HeapMove> winningMoves, RowNotation rows) {
        return new MisereMoveAnswer(outcome, winningMoves, List.of(), rows, NO_CLASS);
    }

    /** Asks every winning move of a misère N-position, among {@code allMoves}. */
    public static MisereMoveAnswer everyMove(List<HeapMove> winningMoves, List<HeapMove> allMoves, RowNotation rows) {
        if (winningMoves.isEmpty() || allMoves.isEmpty()) {
            throw new IllegalArgumentException("every winning move is asked from a misère N-position only");
        }
        return new MisereMoveAnswer(OutcomeClass.N, winningMoves, allMoves, rows, NO_CLASS);
    }

    /** The same answer about a position whose element of the misère quotient is {@code element}. */
    public MisereMoveAnswer inClass(int element) {
        return new MisereMoveAnswer(outcome, winningMoves, allMoves, rows, element);
    }

    /** Whether every winning move is asked, rather than the outcome and one move. */
    public boolean asksEveryMove() {
        return !allMoves.isEmpty();
    }

    @Override
    public String shown() {
        if (asksEveryMove()) {
            return winningMoves.size() + (winningMoves.size() == 1 ? " misère winning move: " : " misère winning moves: ")
                    + MoveText.all(winningMoves, rows);
        }
        String verdict = "misère " + outcome + "-position (" + Notation.outcome(outcome, true) + ")";
        return winningMoves.isEmpty() ? verdict + ": no winning move"
                : verdict + "; a winning move: " + MoveText.of(winningMoves.get(0), rows);
    }

    @Override
    public List<AnswerField> fields() {
        if (asksEveryMove()) {
            return List.of(AnswerField.positions("moves", "Every misère winning move, as the position it leaves; separate"
                    + " them with semicolons", winningMoves.stream().map(HeapMove::after).toList(),
                    allMoves.stream().map(HeapMove::after).toList(), rows));
        }
        return List.of(AnswerField.outcome("outcome", "Outcome under misère play",
                        List.of(OutcomeClass.P, OutcomeClass.N), true, outcome),
                AnswerField.move("move", "A misère winning move, as the position it leaves (none if there is none)",
                        winningMoves.stream().map(HeapMove::after).toList(), rows));
    }
}
