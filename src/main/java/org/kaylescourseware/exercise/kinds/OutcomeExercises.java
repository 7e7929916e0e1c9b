package org.kaylescourseware.exercise.kinds;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.exercise.Draw;
import org.kaylescourseware.exercise.Exercise;
import org.kaylescourseware.exercise.ExerciseGenerator;
import org.kaylescourseware.exercise.ExerciseKind;
import org.kaylescourseware.exercise.ImpartialGame;
import org.kaylescourseware.exercise.IndependentCheck;
import org.kaylescourseware.exercise.MoveText;
import org.kaylescourseware.exercise.Notation;
import org.kaylescourseware.exercise.Prompt;
import org.kaylescourseware.exercise.RowNotation;
import org.kaylescourseware.exercise.SumSteps;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.impartial.HeapMove;
import org.kaylescourseware.impartial.SumAnalysis;
import org.kaylescourseware.impartial.WinningMove;

/**
 * "P or N?" for a sum of heaps under normal play, with a winning move when there is one. About
 * half the positions drawn are P-positions, so guessing N does not pay.
 */
public final class OutcomeExercises implements ExerciseGenerator {

    private static final int ATTEMPTS = 200;

    private final ImpartialGame game;
    private final IndependentCheck check;

    public OutcomeExercises(ImpartialGame game) {
        this.game = game;
        this.check = new IndependentCheck(game.rule());
    }

    @Override
    public ExerciseKind kind() {
        return ExerciseKind.OUTCOME;
    }

    @Override
    public Exercise generate(Draw draw) {
        OutcomeClass wanted = draw.random().nextBoolean() ? OutcomeClass.P : OutcomeClass.N;
        SumAnalysis analysis = SumAnalysis.of(game.values(), game.drawSum(draw));
        for (int i = 0; i < ATTEMPTS && analysis.outcome() != wanted; i++) {
            analysis = SumAnalysis.of(game.values(), game.drawSum(draw));
        }
        IndependentCheck.agree(analysis.outcome(), check.normalOutcome(analysis.position()),
                "the outcome of " + analysis.position());
        List<HeapMove> moves = analysis.winningMoves().stream().map(WinningMove::move).toList();
        WinningMovesExercises.checkMoves(check, analysis.position(), moves);
        RowNotation rows = game.rows();
        String sum = rows.math(analysis.position());
        Prompt prompt = Prompt.about(game, analysis.position(), "Under normal play, is " + sum + " in " + game.name()
                + " a P-position (the player to move loses) or an N-position (the player to move wins)? If it is an"
                + " N-position, give a winning move, as the position it leaves.");
        String hint = "Add up the values of the " + rows.noun() + "s with the nim-sum (binary addition without carries);"
                + " the position is P exactly when the nim-sum is 0.";
        List<String> steps = new ArrayList<>(SumSteps.of(analysis, rows));
        if (!moves.isEmpty()) {
            steps.add("A winning move: " + MoveText.of(moves.get(0), rows) + ", which leaves nim-sum 0.");
        }
        return Exercise.of(draw, kind(), prompt, hint, steps, new OutcomeAnswer(analysis.outcome(), moves, rows));
    }
}
