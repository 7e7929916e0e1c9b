package org.kaylescourseware.exercise;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.impartial.SumAnalysis;

/** The first steps of every normal-play solution: the value of each heap, then their nim-sum. */
public final class SumSteps {

    private SumSteps() {
    }

    public static List<String> of(SumAnalysis analysis, RowNotation rows) {
        List<String> steps = new ArrayList<>();
        List<Integer> heaps = analysis.position().heaps();
        List<String> values = new ArrayList<>();
        for (int i = 0; i < heaps.size(); i++) {
            values.add(Notation.valueIs(heaps.get(i), analysis.heapValues().get(i)));
        }
        steps.add("The value of each " + rows.noun() + ": " + String.join(", ", values) + ".");
        steps.add("By the Sprague–Grundy theorem the position is worth the nim-sum "
                + MathText.math(Notation.nimSumTex(analysis.heapValues()) + " = " + analysis.nimSum()) + ".");
        steps.add(analysis.nimSum() == 0
                ? "The nim-sum is 0: a P-position, the player to move loses (every move leaves a non-zero nim-sum)."
                : "The nim-sum is not 0: an N-position, the player to move wins by moving to nim-sum 0.");
        return steps;
    }
}
