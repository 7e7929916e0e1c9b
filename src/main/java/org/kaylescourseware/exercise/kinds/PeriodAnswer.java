package org.kaylescourseware.exercise.kinds;

import org.kaylescourseware.exercise.Answer;

/**
 * The least period and preperiod of a Grundy sequence, g(n + period) = g(n) for n ≥ preperiod,
 * and the value they give at a far heap: g(farHeap) = farValue.
 */
public record PeriodAnswer(int period, int preperiod, int farHeap, int farValue) implements Answer {
    @Override
    public String shown() {
        return "period " + period + ", preperiod " + preperiod + "; g(" + farHeap + ") = " + farValue;
    }
}
