package org.kaylescourseware.impartial;

import java.util.Optional;
import org.kaylescourseware.rules.ImpartialRule;

/**
 * The Grundy values of a rule as one computation left them, stored compactly: g(0..computedTo)
 * computed from their options, and every later value too when a period was certified on the way
 * (g(n) = g(n − p) for n ≥ preperiod + p, by the octal periodicity theorem).
 */
public record ComputedValues(ImpartialRule rule, CompactValues stored, int computedTo,
        Optional<Periodicity> periodicity) {

    public ComputedValues {
        if (computedTo < 0 || computedTo >= stored.capacity()) {
            throw new IllegalArgumentException("computed to " + computedTo + ", but there is room for "
                    + stored.capacity() + " values");
        }
    }

    /** Whether g(n) is known: computed, or following from the certified period. */
    public boolean knows(long n) {
        return n >= 0 && (n <= computedTo || periodicity.isPresent());
    }

    /** g(n), for any n that {@link #knows(long) is known}. */
    public int value(long n) {
        if (!knows(n)) {
            throw new IllegalArgumentException("g(" + n + ") is not known: values were computed to "
                    + computedTo + " and no period was certified");
        }
        if (n <= computedTo) {
            return stored.get((int) n);
        }
        Periodicity p = periodicity.get();
        return stored.get((int) (p.preperiod() + (n - p.preperiod()) % p.period()));
    }

    /** The largest value computed; with a certified period, the largest value of all. */
    public int largest() {
        return stored.largest();
    }
}
