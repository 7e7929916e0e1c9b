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
     * Why the certified period is the least: for every d with 1 ≤ d < p, the least n ≥ n0 with g(n + d) ≠ g(n)
     * exists; returns one more than the largest of these n (at most n0 + p, since from n0 the values repeat
     * with period p), or empty when there is no period or some d &lt; p finds no such n in the values computed.
     * A failure at n ≥ n0 repeats at n + kp for every k, so no d &lt; p is a period from any row on; and the
     * least period of the values from some row on divides every such period, so it is p.
     */
    public OptionalInt smallerPeriodsFailBelow() {
        if (periodicity.isEmpty()) {
            return OptionalInt.empty();
        }
        int p = periodicity.get().period();
        int n0 = periodicity.get().preperiod();
        int below = n0;
        for (int d = 1; d < p; d++) {
            int n = n0;
            while (n + d < values.length && values[n + d] == values[n]) {
                n++;
            }
            if (n + d >= values.length) {
                return OptionalInt.empty();
            }
            below = Math.max(below, n + 1);
        }
        return OptionalInt.of(below);
    }
}
