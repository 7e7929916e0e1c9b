package org.kaylescourseware.exercise.kinds;

import java.util.List;
import org.kaylescourseware.exercise.Answer;
import org.kaylescourseware.exercise.AnswerField;
import org.kaylescourseware.exercise.MathText;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.partizan.modular.ReducedSum;

/** A partizan Kayles position reduced modulo K to single squares and dominoes: k·S1 + j·S2. */
public record PartizanReductionAnswer(Position position, ReducedSum reduction) implements Answer {
    @Override
    public String shown() {
        return MathText.math(PartizanOutcomeExercises.strips(position) + " \\equiv " + reduction.k() + "S_1 + "
                + reduction.j() + "S_2 \\pmod{\\mathcal{K}}");
    }

    @Override
    public List<AnswerField> fields() {
        return List.of(AnswerField.number("squares", "The number " + MathText.math("k") + " of single squares "
                        + MathText.math("S_1"), reduction.k()),
                AnswerField.number("dominoes", "The number " + MathText.math("j") + " of dominoes "
                        + MathText.math("S_2"), reduction.j()));
    }
}
