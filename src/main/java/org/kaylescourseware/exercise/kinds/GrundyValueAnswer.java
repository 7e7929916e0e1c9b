package org.kaylescourseware.exercise.kinds;

import org.kaylescourseware.exercise.Answer;

/** The Grundy value of a single heap: g(heap) = value. */
public record GrundyValueAnswer(int heap, int value) implements Answer {
    @Override
    public String shown() {
        return "g(" + heap + ") = " + value;
    }
}
