package org.kaylescourseware.exercise.kinds;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
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
import org.kaylescourseware.exercise.RowNotation;
import org.kaylescourseware.exercise.ValueRow;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.impartial.MexDerivation;

/**
 * "Compute 𝒢(n), then 𝒢(n + m)": the nim-value of one heap by the mex rule, given 𝒢(0..n−1), and
 * of a sum of two heaps by the Sprague–Grundy theorem. It is a drill in the mex rule, and says so: a heap a student
 * can work by hand is one the lessons' tables of nim-values show (Kayles to 𝒢(83), Dawson's Kayles to 𝒢(135)), and a
 * heap past them is one the period, stated beside the table, gives at once (issue 29, the sixth referee, point 24).
 * The solution is the solver's mex derivation; both answers are checked by the game-tree search (or the plain
 * recurrence past its reach).
 */
public final class GrundyValueExercises implements ExerciseGenerator {

    private final ImpartialGame game;
    private final IndependentCheck check;

    public GrundyValueExercises(ImpartialGame game) {
        this.game = game;
        this.check = new IndependentCheck(game.rule());
    }

    /** Two such exercises in a set would show one another's answer: the table of the larger heap holds the smaller's value. */
    @Override
    public boolean oncePerSet() {
        return true;
    }

    @Override
    public ExerciseKind kind() {
        return ExerciseKind.GRUNDY_VALUE;
    }

    @Override
    public Exercise generate(Draw draw) {
        int[] pair = drawPair(draw);
        int heap = pair[0];
        int other = pair[1];
        MexDerivation derivation = MexDerivation.of(game.values(), heap);
        int sumValue = derivation.mex() ^ game.values().value(other);
        IndependentCheck.agree(derivation.mex(), check.grundy(Position.of(heap)), "g(" + heap + ") of " + game.name());
        IndependentCheck.agree(sumValue, check.grundy(Position.of(heap, other)),
                "g(" + heap + " + " + other + ") of " + game.name());
        RowNotation rows = game.rows();
        Prompt prompt = Prompt.withValues(game, givenValues(game.values(), heap), "In " + game.name() + ", the values "
                + Notation.value(0) + " to " + Notation.value(heap - 1) + " are given. Compute " + Notation.value(heap)
                + ", the nim-value of a single " + rows.noun() + " " + single(rows, heap) + ", by the mex rule; then the"
                + " nim-value " + Notation.valueOf(rows, Position.of(heap, other)) + ", the position of two " + rows.noun()
                + "s. Work from the given values alone, not from a table of nim-values: the exercise practises the mex rule.");
        String hint = "List every move from " + single(rows, heap) + " and the value of what it leaves: the nim-sum of"
                + " the values of the " + rows.noun() + "s left (0 when nothing is left). " + Notation.value(heap)
                + " is the least value that no move reaches, the mex. A sum is worth the nim-sum "
                + MathText.math("\\oplus") + " of the values of its " + rows.noun() + "s.";
        return Exercise.of(draw, kind(), prompt, hint, solution(derivation, other, game.values().value(other), rows),
                new GrundyValueAnswer(heap, derivation.mex(), other, sumValue, rows));
    }

    /** A single row of {@code n} as {@code rows} writes it: {@code \(K_{16}\)}, or {@code of 16} for a Nim heap. */
    private static String single(RowNotation rows, int n) {
        return rows.numerals() ? "heap of " + n : rows.rowMath(n);
    }

    /** A heap n of the difficulty's size and a smaller heap m, every such pair equally likely. */
    private static int[] drawPair(Draw draw) {
        Difficulty.Range heaps = draw.difficulty().singleHeap();
        int pairs = 0;
        for (int n = heaps.min(); n <= heaps.max(); n++) {
            pairs += n - 1;
        }
        int index = draw.random().nextInt(pairs);
        int n = heaps.min();
        while (index >= n - 1) {
            index -= n - 1;
            n++;
        }
        return new int[] {n, index + 1};
    }

    /** g(0..heap−1) in rows of ten. */
    static List<ValueRow> givenValues(GrundySequence values, int heap) {
        List<ValueRow> rows = new ArrayList<>();
        for (int from = 0; from < heap; from += 10) {
            List<Integer> row = new ArrayList<>();
            for (int n = from; n < Math.min(heap, from + 10); n++) {
                row.add(values.value(n));
            }
            rows.add(new ValueRow(from, row));
        }
        return rows;
    }

    private static List<String> solution(MexDerivation derivation, int other, int otherValue, RowNotation rows) {
        List<String> steps = new ArrayList<>();
        TreeSet<Integer> reached = new TreeSet<>();
        for (MexDerivation.Step step : derivation.options()) {
            steps.add(optionStep(step, rows));
            reached.add(step.value());
        }
        int heap = derivation.heap();
        steps.add("Values reached: " + MathText.math("\\{" + String.join(", ", reached.stream().map(String::valueOf)
                .toList()) + "\\}") + ".");
        steps.add("The least value not reached is " + derivation.mex() + ", so "
                + Notation.valueIs(heap, derivation.mex()) + ".");
        steps.add("By the Sprague–Grundy theorem, for " + MathText.math(Notation.POSITION + " = " + rows.tex(Position.of(heap, other)))
                + ", " + MathText.math(Notation.valueTex(Notation.POSITION) + " = "
                + Notation.valueTex(String.valueOf(heap)) + " \\oplus " + Notation.valueTex(String.valueOf(other))
                + " = " + derivation.mex() + " \\oplus " + otherValue + " = " + (derivation.mex() ^ otherValue)) + ".");
        return steps;
    }

    private static String optionStep(MexDerivation.Step step, RowNotation rows) {
        List<Integer> leaves = step.option().leaves();
        String left = rows.numerals() ? String.join(" and ", leaves.stream().map(String::valueOf).toList())
                : MathText.math(rows.tex(leaves));
        if (leaves.isEmpty()) {
            return "Take " + step.option().remove() + ", leaving nothing: value 0.";
        }
        // a split removes nothing, as 4.7's digit 4 in place 0 allows
        String move = step.option().remove() == 0 ? "Split it into " + left : "Take " + step.option().remove() + ", leaving " + left;
        if (leaves.size() == 1) {
            return move + ": " + Notation.valueIs(leaves.get(0), step.value()) + ".";
        }
        return move + ": " + MathText.math(
                Notation.valueTex(String.valueOf(leaves.get(0))) + " \\oplus " + Notation.valueTex(String.valueOf(
                leaves.get(1))) + " = " + step.leafValues().get(0) + " \\oplus " + step.leafValues().get(1) + " = "
                + step.value()) + ".";
    }
}
