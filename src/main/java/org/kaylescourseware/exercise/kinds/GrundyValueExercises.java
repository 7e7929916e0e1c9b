package org.kaylescourseware.exercise.kinds;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.kaylescourseware.exercise.Draw;
import org.kaylescourseware.exercise.Exercise;
import org.kaylescourseware.exercise.ExerciseGenerator;
import org.kaylescourseware.exercise.ExerciseKind;
import org.kaylescourseware.exercise.ImpartialGame;
import org.kaylescourseware.exercise.IndependentCheck;
import org.kaylescourseware.exercise.Prompt;
import org.kaylescourseware.exercise.ValueRow;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.impartial.MexDerivation;

/**
 * "Compute g(n)": the Grundy value of one heap, given g(0..n−1). The solution is the solver's mex
 * derivation; the answer is checked by the game-tree search (or the plain recurrence past its reach).
 */
public final class GrundyValueExercises implements ExerciseGenerator {

    private final ImpartialGame game;
    private final IndependentCheck check;

    public GrundyValueExercises(ImpartialGame game) {
        this.game = game;
        this.check = new IndependentCheck(game.rule());
    }

    @Override
    public ExerciseKind kind() {
        return ExerciseKind.GRUNDY_VALUE;
    }

    @Override
    public Exercise generate(Draw draw) {
        int heap = draw.between(draw.difficulty().singleHeap());
        MexDerivation derivation = MexDerivation.of(game.values(), heap);
        IndependentCheck.agree(derivation.mex(), check.grundy(Position.of(heap)), "g(" + heap + ") of " + game.title());
        Prompt prompt = new Prompt(game.name(), game.rule().code(), Position.of(heap), String.valueOf(heap),
                givenValues(game.values(), heap), "What is the Grundy value g(" + heap + ") of a single heap of "
                + heap + " in " + game.title() + "? The values g(0) to g(" + (heap - 1) + ") are given.");
        String hint = "List every move from a heap of " + heap + " and the value of what it leaves: the nim-sum of"
                + " the values of the heaps left (0 when nothing is left). g(" + heap
                + ") is the least value that no move reaches, the mex.";
        return Exercise.of(draw, kind(), prompt, hint, solution(derivation),
                new GrundyValueAnswer(heap, derivation.mex()));
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

    private static List<String> solution(MexDerivation derivation) {
        List<String> steps = new ArrayList<>();
        TreeSet<Integer> reached = new TreeSet<>();
        for (MexDerivation.Step step : derivation.options()) {
            steps.add(optionStep(step));
            reached.add(step.value());
        }
        steps.add("Values reached: {" + String.join(", ", reached.stream().map(String::valueOf).toList()) + "}.");
        steps.add("The least value not reached is " + derivation.mex() + ", so g(" + derivation.heap() + ") = "
                + derivation.mex() + ".");
        return steps;
    }

    private static String optionStep(MexDerivation.Step step) {
        List<Integer> leaves = step.option().leaves();
        if (step.option().remove() == 0) { // a split that removes nothing, as 4.7's digit 4 in place 0 allows
            return "Split it into " + leaves.get(0) + " and " + leaves.get(1) + ": g(" + leaves.get(0) + ") ⊕ g("
                    + leaves.get(1) + ") = " + step.leafValues().get(0) + " ⊕ " + step.leafValues().get(1) + " = "
                    + step.value() + ".";
        }
        String take = "Take " + step.option().remove();
        if (leaves.isEmpty()) {
            return take + ", leaving nothing: value 0.";
        }
        if (leaves.size() == 1) {
            return take + ", leaving " + leaves.get(0) + ": g(" + leaves.get(0) + ") = " + step.value() + ".";
        }
        return take + ", leaving " + leaves.get(0) + " and " + leaves.get(1) + ": g(" + leaves.get(0) + ") ⊕ g("
                + leaves.get(1) + ") = " + step.leafValues().get(0) + " ⊕ " + step.leafValues().get(1) + " = "
                + step.value() + ".";
    }
}
