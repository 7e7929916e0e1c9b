package org.kaylescourseware.exercise.kinds;

import org.kaylescourseware.exercise.Answer;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.misere.HeapSequence;

/** The reduced form of a misère Nim position (Definition 5), written as the paper writes heaps. */
public record ReducedFormAnswer(Position position, Position reducedForm) implements Answer {
    @Override
    public String shown() {
        return "the reduced form of " + HeapSequence.of(position) + " is " + HeapSequence.of(reducedForm);
    }
}
