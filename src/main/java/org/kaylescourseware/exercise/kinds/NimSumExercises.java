package org.kaylescourseware.exercise.kinds;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.exercise.Answer;
import org.kaylescourseware.exercise.AnswerField;
import org.kaylescourseware.exercise.Difficulty;
import org.kaylescourseware.exercise.Draw;
import org.kaylescourseware.exercise.Exercise;
import org.kaylescourseware.exercise.ExerciseGenerator;
import org.kaylescourseware.exercise.ExerciseKind;
import org.kaylescourseware.exercise.ImpartialGame;
import org.kaylescourseware.exercise.IndependentCheck;
import org.kaylescourseware.exercise.MathText;
import org.kaylescourseware.exercise.Notation;
import org.kaylescourseware.exercise.Prompt;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.impartial.SumAnalysis;

/**
 * "Compute the nim-sum" of a Nim position, where a heap of n is worth n (Bouton 1902): binary
 * addition without carries. The solver's {@link SumAnalysis} answers; the game-tree search (or
 * the plain recurrence past its reach) checks the value of the whole position.
 */
public final class NimSumExercises implements ExerciseGenerator {

    /** The nim-sum of a Nim position. */
    public record NimSumAnswer(Position position, int nimSum) implements Answer {
        @Override
        public String shown() {
            return MathText.math(Notation.nimSumTex(position.heaps()) + " = " + nimSum);
        }

        @Override
        public List<AnswerField> fields() {
            return List.of(AnswerField.number("nim-sum", MathText.math(Notation.nimSumTex(position.heaps())), nimSum));
        }
    }

    private final ImpartialGame game;
    private final IndependentCheck check;

    public NimSumExercises(ImpartialGame game) {
        this.game = game;
        this.check = new IndependentCheck(game.rule());
    }

    @Override
    public ExerciseKind kind() {
        return ExerciseKind.NIM_SUM;
    }

    @Override
    public Exercise generate(Draw draw) {
        Difficulty d = draw.difficulty();
        Position position = game.drawSum(draw, new Difficulty.Range(d.heapCount().min() + 1, d.heapCount().max() + 1),
                new Difficulty.Range(1, 2 * d.heapInSum().max()));
        SumAnalysis analysis = SumAnalysis.of(game.values(), position);
        IndependentCheck.agree(analysis.nimSum(), check.grundy(position), "the nim-sum of " + position);
        Prompt prompt = Prompt.about(game, position, "In " + game.name() + ", a heap of n tokens is worth "
                + MathText.math("n") + ". What is the nim-sum " + MathText.math(Notation.nimSumTex(position.heaps()))
                + ", the nim-value of the position " + game.rows().math(position) + "?");
        String hint = "Write each heap in binary, one under the other, and add each column without carries: a column"
                + " with an odd number of 1s gives 1, an even number gives 0.";
        return Exercise.of(draw, kind(), prompt, hint, solution(position, analysis.nimSum()),
                new NimSumAnswer(position, analysis.nimSum()));
    }

    private static List<String> solution(Position position, int nimSum) {
        int width = Integer.toBinaryString(Math.max(1, position.heaps().get(0))).length();
        List<String> steps = new ArrayList<>();
        List<String> rows = new ArrayList<>();
        for (int heap : position.heaps()) {
            rows.add(heap + " = " + binary(heap, width) + "₂");
        }
        steps.add("In binary: " + String.join(", ", rows) + ".");
        steps.add("Column by column, an odd number of 1s gives 1: " + binary(nimSum, width) + "₂ = " + nimSum + ".");
        steps.add("So " + MathText.math(Notation.nimSumTex(position.heaps()) + " = " + nimSum) + (nimSum == 0
                ? ": a P-position, the player to move loses." : ": an N-position, the player to move wins."));
        return steps;
    }

    private static String binary(int n, int width) {
        String bits = Integer.toBinaryString(n);
        return "0".repeat(Math.max(0, width - bits.length())) + bits;
    }
}
