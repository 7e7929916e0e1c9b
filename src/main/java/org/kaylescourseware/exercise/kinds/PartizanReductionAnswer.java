package org.kaylescourseware.exercise.kinds;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.exercise.Answer;
import org.kaylescourseware.exercise.AnswerField;
import org.kaylescourseware.exercise.FieldType;
import org.kaylescourseware.exercise.MathText;
import org.kaylescourseware.exercise.RowNotation;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.partizan.modular.ReducedSum;

/**
 * A partizan Kayles position reduced modulo K to single squares and dominoes: k·S1 + j·S2. Every
 * equivalent sum is right: by Corollary 4 (S1 + S2 ≡ 0) the sums with the same k − j are equivalent,
 * and those with another k − j are not (the misère monoid is the integers), so the one field accepts
 * each kS1 + jS2 with the reduction's k − j, written as strips, up to {@link #EXTRA_PAIRS} copies of
 * S1 + S2 beyond the position's own cells.
 */
public record PartizanReductionAnswer(Position position, ReducedSum reduction) implements Answer {

    /** How many copies of S1 + S2 beyond the cells of the position an accepted sum may carry. */
    public static final int EXTRA_PAIRS = 10;

    @Override
    public String shown() {
        return MathText.math(PartizanOutcomeExercises.strips(position) + " \\equiv "
                + PartizanReductionExercises.tex(reduction) + " \\pmod{\\mathcal{K}}");
    }

    @Override
    public List<AnswerField> fields() {
        return List.of(new AnswerField("reduction", MathText.of("The sum " + MathText.math("kS_1 + jS_2") + ", written as"
                + " strips: " + MathText.math("k") + " strips of 1 and " + MathText.math("j") + " of 2 (any equivalent"
                + " sum counts)"), FieldType.POSITION, List.of(), equivalentSums(), RowNotation.STRIPS.typed(List.of(2, 1, 1))));
    }

    /** Every kS1 + jS2 equivalent to the reduction, as positions, with at most the position's cells plus the extra pairs. */
    List<String> equivalentSums() {
        int difference = reduction.monoidValue();
        int cells = Math.max(position.totalSize(), reduction.totalSize()) + 3 * EXTRA_PAIRS;
        List<String> sums = new ArrayList<>();
        for (int j = Math.max(0, -difference); j + difference + 2 * j <= cells; j++) {
            sums.add(new ReducedSum(j + difference, j).toPosition().toString());
        }
        return sums;
    }
}
