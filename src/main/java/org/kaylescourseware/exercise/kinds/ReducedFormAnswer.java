package org.kaylescourseware.exercise.kinds;

import java.util.List;
import org.kaylescourseware.exercise.Answer;
import org.kaylescourseware.exercise.AnswerField;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.misere.HeapSequence;

/** The reduced form of a misère Nim position (Definition 5), written as the paper writes heaps. */
public record ReducedFormAnswer(Position position, Position reducedForm) implements Answer {
    @Override
    public String shown() {
        return "the reduced form of " + HeapSequence.of(position) + " is " + HeapSequence.of(reducedForm);
    }

    @Override
    public List<AnswerField> fields() {
        return List.of(AnswerField.position("reduced-form", "The reduced form: its heaps, in any order (0 if no heap"
                + " is left)", reducedForm, "(2, 4)"));
    }
}
