package org.kaylescourseware.exercise.kinds;

import java.util.List;
import org.kaylescourseware.exercise.Answer;
import org.kaylescourseware.exercise.AnswerField;
import org.kaylescourseware.exercise.MathText;
import org.kaylescourseware.exercise.Notation;
import org.kaylescourseware.exercise.RowNotation;
import org.kaylescourseware.game.Position;

/**
 * The nim-value of a single row, 𝒢(heap) = value, and of the position G of the rows heap and other, written as
 * {@code rows} says: 𝒢(G) = sumValue.
 */
public record GrundyValueAnswer(int heap, int value, int other, int sumValue, RowNotation rows) implements Answer {

    private Position sum() {
        return Position.of(heap, other);
    }

    @Override
    public String shown() {
        return Notation.valueIs(heap, value) + "; " + MathText.math(Notation.valueTex(Notation.POSITION) + " = " + sumValue)
                + " for " + MathText.math(Notation.POSITION + " = " + rows.tex(sum()));
    }

    /** The same question as {@code other}: the same heap to value, whatever heap is added to it (issue 29). */
    @Override
    public boolean asksAsMuchAs(Answer other) {
        return other instanceof GrundyValueAnswer g && g.heap == heap;
    }

    @Override
    public List<AnswerField> fields() {
        return List.of(AnswerField.number("value", Notation.value(heap), value),
                AnswerField.number("sum-value", Notation.valueOf(rows, sum()), sumValue));
    }
}
