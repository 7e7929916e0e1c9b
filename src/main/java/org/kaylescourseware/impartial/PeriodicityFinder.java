package org.kaylescourseware.impartial;

import java.util.Optional;
import org.kaylescourseware.rules.ImpartialRule;

/**
 * Finds the least period p, with its least preperiod n0, that the octal periodicity theorem can
 * certify from the values at hand: if g(n + p) = g(n) for all n0 ≤ n < 2·n0 + p + t, then for all
 * n ≥ n0 (Guy and Smith 1956; Winning Ways, ch. 4). Nim, with unbounded t, is never certified.
 */
final class PeriodicityFinder {

    private PeriodicityFinder() {
    }

    static Optional<Periodicity> find(ImpartialRule rule, int[] g) {
        int t = GrundySequence.maxRemoval(rule);
        if (t < 0) {
            return Optional.empty();
        }
        int last = g.length - 1;
        for (int p = 1; p <= last; p++) {
            int n0 = preperiod(g, p);
            int certifiedTo = 2 * n0 + p + t;
            // the theorem compares g(n) with g(n + p) for n < certifiedTo
            if (certifiedTo - 1 + p <= last) {
                return Optional.of(new Periodicity(p, n0, certifiedTo));
            }
        }
        return Optional.empty();
    }

    /** The least n0 with g(n + p) = g(n) for every n0 ≤ n ≤ last - p. */
    private static int preperiod(int[] g, int p) {
        for (int n = g.length - 1 - p; n >= 0; n--) {
            if (g[n] != g[n + p]) {
                return n + 1;
            }
        }
        return 0;
    }
}
