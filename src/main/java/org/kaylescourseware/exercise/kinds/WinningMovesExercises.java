package org.kaylescourseware.exercise.kinds;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.exercise.Draw;
import org.kaylescourseware.exercise.Exercise;
import org.kaylescourseware.exercise.ExerciseGenerator;
import org.kaylescourseware.exercise.ExerciseKind;
import org.kaylescourseware.exercise.ImpartialGame;
import org.kaylescourseware.exercise.IndependentCheck;
import org.kaylescourseware.exercise.MathText;
import org.kaylescourseware.exercise.MoveText;
import org.kaylescourseware.exercise.Notation;
import org.kaylescourseware.exercise.Prompt;
import org.kaylescourseware.exercise.RowNotation;
import org.kaylescourseware.exercise.SumSteps;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.impartial.HeapMove;
import org.kaylescourseware.impartial.SumAnalysis;
import org.kaylescourseware.impartial.WinningMove;

/**
 * "Find every winning move" in a sum of heaps that has one (an N-position). The solver's
 * {@link SumAnalysis} answers; the independent route lists every move and keeps those that leave
 * a lost position by its own search.
 */
public final class WinningMovesExercises implements ExerciseGenerator {

    private static final int ATTEMPTS = 200;

    private final ImpartialGame game;
    private final IndependentCheck check;

    public WinningMovesExercises(ImpartialGame game) {
        this.game = game;
        this.check = new IndependentCheck(game.rule());
    }

    @Override
    public ExerciseKind kind() {
        return ExerciseKind.WINNING_MOVES;
    }

    @Override
    public Exercise generate(Draw draw) {
        SumAnalysis analysis = SumAnalysis.of(game.values(), game.drawSum(draw));
        for (int i = 0; i < ATTEMPTS && analysis.nimSum() == 0; i++) {
            analysis = SumAnalysis.of(game.values(), game.drawSum(draw));
        }
        List<HeapMove> moves = analysis.winningMoves().stream().map(WinningMove::move).toList();
        checkMoves(check, analysis.position(), moves);
        RowNotation rows = game.rows();
        String sum = rows.math(analysis.position());
        Prompt prompt = Prompt.about(game, analysis.position(), "Find every winning move from the position " + sum + " of "
                + game.name() + " under normal play (the last player to move wins). Write each move as the position it"
                + " leaves.");
        String hint = "A move wins when it leaves nim-sum 0. From a " + rows.noun() + " worth " + MathText.math("v")
                + ", with " + MathText.math("s") + " the nim-sum of the whole position, you need a move that leaves"
                + " " + rows.noun() + "s worth " + MathText.math("v \\oplus s") + ".";
        return Exercise.of(draw, kind(), prompt, hint, solution(analysis, rows), new WinningMovesAnswer(moves,
                SumAnalysis.moves(game.values(), analysis.position()), rows));
    }

    /** The moves found must be exactly the moves to lost positions that the independent route finds. */
    static void checkMoves(IndependentCheck check, Position position, List<HeapMove> moves) {
        List<String> independent = new ArrayList<>();
        for (Position after : check.options(position)) {
            if (check.normalOutcome(after) == OutcomeClass.P) {
                independent.add(after.toString());
            }
        }
        List<String> solver = new ArrayList<>(moves.stream().map(m -> m.after().toString()).toList());
        independent.sort(null);
        solver.sort(null);
        IndependentCheck.agree(solver, independent, "the winning moves from " + position);
    }

    static List<String> solution(SumAnalysis analysis, RowNotation rows) {
        List<String> steps = new ArrayList<>(SumSteps.of(analysis, rows));
        List<Integer> seen = new ArrayList<>();
        for (int i = 0; i < analysis.position().heaps().size(); i++) {
            int heap = analysis.position().heaps().get(i);
            if (seen.contains(heap)) {
                continue;
            }
            seen.add(heap);
            int value = analysis.heapValues().get(i);
            int target = value ^ analysis.nimSum();
            List<HeapMove> here = analysis.winningMoves().stream().map(WinningMove::move)
                    .filter(m -> m.heap() == heap).toList();
            steps.add((rows.numerals() ? "Heap of " + heap : rows.rowMath(heap)) + " (worth " + value + "): a move must leave "
                    + MathText.math(value + " \\oplus " + analysis.nimSum() + " = " + target) + ". "
                    + (here.isEmpty() ? "No move does."
                    : capitalized(MoveText.all(here, rows)) + "."));
        }
        steps.add("In all, " + analysis.winningMoves().size() + " winning move"
                + (analysis.winningMoves().size() == 1 ? "." : "s."));
        return steps;
    }

    private static String capitalized(String text) {
        return Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
