package org.kaylescourseware.exercise.kinds;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.exercise.Answer;
import org.kaylescourseware.exercise.AnswerField;
import org.kaylescourseware.exercise.MathText;
import org.kaylescourseware.exercise.Notation;

/**
 * The least period and preperiod of a nim-sequence, 𝒢(n + period) = 𝒢(n) for n ≥ preperiod, and
 * the value they give at a far heap: 𝒢(farHeap) = farValue. When the exercise gives the period,
 * it is not asked for.
 */
public record PeriodAnswer(int period, int preperiod, int farHeap, int farValue, boolean periodGiven)
        implements Answer {
    @Override
    public String shown() {
        return "period " + MathText.math("p = " + period) + ", preperiod " + MathText.math("n_0 = " + preperiod) + "; "
                + Notation.valueIs(farHeap, farValue);
    }

    @Override
    public List<AnswerField> fields() {
        List<AnswerField> fields = new ArrayList<>();
        if (!periodGiven) {
            fields.add(AnswerField.number("period", "The least period " + MathText.math("p"), period));
        }
        fields.add(AnswerField.number("preperiod", "The least preperiod " + MathText.math("n_0"), preperiod));
        fields.add(AnswerField.number("far-value", Notation.value(farHeap), farValue));
        return fields;
    }
}
