package org.kaylescourseware.exercise.kinds;

import java.util.List;
import org.kaylescourseware.exercise.Answer;
import org.kaylescourseware.exercise.AnswerField;
import org.kaylescourseware.exercise.Notation;
import org.kaylescourseware.exercise.RowNotation;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;

/**
 * The period applied far past any table: 𝒢(first) and 𝒢(second) of two far heaps, from the period and
 * preperiod the exercise gives (𝒢(n + period) = 𝒢(n) for n ≥ preperiod), and the normal-play outcome of
 * their sum, P exactly when the two values are equal.
 */
public record PeriodAnswer(int period, int preperiod, int first, int firstValue, int second, int secondValue,
        RowNotation rows) implements Answer {

    /** The sum of the two far heaps. */
    public Position sum() {
        return Position.of(first, second);
    }

    /** P when the two values are equal (their nim-sum is 0), else N. */
    public OutcomeClass outcome() {
        return firstValue == secondValue ? OutcomeClass.P : OutcomeClass.N;
    }

    @Override
    public String shown() {
        return Notation.valueIs(first, firstValue) + ", " + Notation.valueIs(second, secondValue) + "; "
                + rows.math(sum()) + (outcome() == OutcomeClass.P ? " is a " : " is an ") + outcome() + "-position ("
                + Notation.outcome(outcome(), false) + "): " + outcome().meaning();
    }

    @Override
    public List<AnswerField> fields() {
        return List.of(AnswerField.number("first-value", Notation.value(first), firstValue),
                AnswerField.number("second-value", Notation.value(second), secondValue),
                AnswerField.outcome("outcome", "Outcome of " + rows.math(sum()) + " under normal play",
                        List.of(OutcomeClass.P, OutcomeClass.N), false, outcome()));
    }

    /** The same two far heaps, in either order, ask the same: a set asks them once. */
    @Override
    public boolean asksAsMuchAs(Answer other) {
        return other instanceof PeriodAnswer o && List.of(first, second).containsAll(List.of(o.first, o.second));
    }
}
