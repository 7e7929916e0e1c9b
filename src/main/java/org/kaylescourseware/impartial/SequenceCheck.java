package org.kaylescourseware.impartial;

import java.util.BitSet;
import java.util.Optional;

/**
 * Checks values that were not computed here (a solver cache's, say) as the Grundy values g(0..to) of their rule, by
 * routes other than the sparse-space method that computes them: the count, no value negative, the period found again in
 * the values ({@link PeriodicityFinder}) equal to the one they came with, and the mex recurrence (the Sprague–Grundy
 * theorem, every option looked at, as {@link GrundyValues#byMexRecurrence}) at every heap up to {@value #EVERY_HEAP_TO} and
 * at {@value #SAMPLED} heaps spread over the rest.
 *
 * <p>Up to heap {@value #EVERY_HEAP_TO} every value is checked.
 * Past that, a period certified below {@value #EVERY_HEAP_TO} still proves the whole sequence: g(0..certifiedTo) follow
 * from the mex recurrence by induction, and the octal periodicity theorem (Guy and Smith 1956) gives every later value
 * from them, as the values, found periodic, do. Otherwise the heaps past {@value #EVERY_HEAP_TO} are a sample.
 */
public final class SequenceCheck {

    /** Every heap up to here is checked: for a splitting rule about 3·10^6 options, a few milliseconds. */
    static final int EVERY_HEAP_TO = 2000;
    /** How many heaps past {@link #EVERY_HEAP_TO} are checked, evenly spread, the last among them. */
    static final int SAMPLED = 64;

    private SequenceCheck() {
    }

    /** The first thing wrong with {@code sequence} as g(0..to) of its rule, in words ("g(5) is 7, but ..."); empty when none. */
    public static Optional<String> firstProblem(GrundySequence sequence, int to) {
        int[] g = sequence.values();
        if (g.length != to + 1) {
            return Optional.of("it holds g(0.." + (g.length - 1) + "), not g(0.." + to + ")");
        }
        for (int n = 0; n < g.length; n++) {
            if (g[n] < 0) {
                return Optional.of("g(" + n + ") is " + g[n] + ", below 0");
            }
        }
        Optional<Periodicity> found = PeriodicityFinder.find(sequence.rule(), g);
        if (!found.equals(sequence.periodicity())) {
            return Optional.of("it gives " + describe(sequence.periodicity()) + ", but its values have " + describe(found));
        }
        for (int n = 0; n <= to; n = next(n, to)) {
            int mex = mex(sequence, g, n);
            if (mex != g[n]) {
                return Optional.of("g(" + n + ") is " + g[n] + " in it, but the mex of the values of its options is " + mex);
            }
        }
        return Optional.empty();
    }

    /** The heap checked after {@code n}: the next one up to {@link #EVERY_HEAP_TO}, then steps that end at {@code to}. */
    private static int next(int n, int to) {
        if (n < EVERY_HEAP_TO || n == to) {
            return n + 1;
        }
        int step = Math.max(1, (to - EVERY_HEAP_TO) / SAMPLED);
        return Math.min(n + step, to);
    }

    /** The mex of the nim-sums of the heaps each option of heap n leaves. */
    private static int mex(GrundySequence sequence, int[] g, int n) {
        BitSet seen = new BitSet();
        sequence.rule().forEachOption(n, (remove, larger, smaller) -> seen.set(g[larger] ^ g[smaller]));
        return seen.nextClearBit(0);
    }

    private static String describe(Optional<Periodicity> periodicity) {
        return periodicity.map(p -> "period " + p.period() + " from " + p.preperiod() + " (certified to " + p.certifiedTo() + ")")
                .orElse("no certified period");
    }
}
