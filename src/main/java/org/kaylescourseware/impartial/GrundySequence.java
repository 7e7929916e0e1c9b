package org.kaylescourseware.impartial;

import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.IntConsumer;
import org.kaylescourseware.rules.ImpartialRule;

/**
 * The Grundy values g(0..to) of single heaps of a rule, with the period certified from them when
 * there is one.
 */
public record GrundySequence(ImpartialRule rule, int[] values, Optional<Periodicity> periodicity) {

    public GrundySequence {
        values = values.clone();
    }

    /** Computes g(0..to) (fast algorithm) and searches those values for a certified period. */
    public static GrundySequence compute(ImpartialRule rule, int to) {
        return compute(rule, to, n -> { });
    }

    /** As {@link #compute(ImpartialRule, int)}; {@code progress} hears the heap size reached now and then. */
    public static GrundySequence compute(ImpartialRule rule, int to, IntConsumer progress) {
        return of(rule, GrundyValues.compute(rule, to, progress));
    }

    /** The sequence of values computed elsewhere (g(0..values.length - 1)), its period searched for. */
    public static GrundySequence of(ImpartialRule rule, int[] values) {
        return new GrundySequence(rule, values, PeriodicityFinder.find(rule, values));
    }

    /** g(n), for 0 ≤ n ≤ to(). */
    public int value(int n) {
        return values[n];
    }

    /** The largest n computed. */
    public int to() {
        return values.length - 1;
    }

    @Override
    public int[] values() {
        return values.clone();
    }

    /** The largest value among g(0..to). */
    public int maxValue() {
        int max = 0;
        for (int v : values) {
            max = Math.max(max, v);
        }
        return max;
    }

    /**
     * Why the certified period is the least ({@link Periodicity#smallerPeriodsFailBelow}); empty when there is no
     * period or some d &lt; p finds no failure in the values computed.
     */
    public OptionalInt smallerPeriodsFailBelow() {
        return periodicity.isEmpty() ? OptionalInt.empty() : Periodicity.smallerPeriodsFailBelow(n -> values[n], values.length,
                periodicity.get().period(), periodicity.get().preperiod());
    }
}
