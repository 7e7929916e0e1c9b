package org.kaylescourseware.impartial;

/**
 * A certified period of a Grundy sequence: g(n + period) = g(n) for every n >= preperiod.
 * {@code certifiedTo} is the bound 2·max(preperiod, 1) + period + t of the octal periodicity theorem
 * (Guy and Smith 1956; Winning Ways ch. 4): the equality was checked for every n below it, which
 * by the theorem proves it for all n.
 */
public record Periodicity(int period, int preperiod, int certifiedTo) {

    public Periodicity {
        if (period < 1 || preperiod < 0 || certifiedTo < preperiod) {
            throw new IllegalArgumentException("not a periodicity: period " + period + ", preperiod "
                    + preperiod + ", certified to " + certifiedTo);
        }
    }

    /**
     * The n0 in the theorem's bound 2·n0 + p + t: the preperiod, or 1 when that is 0 (shifting an
     * empty heap by p would turn one heap left into two).
     */
    public int boundPreperiod() {
        return Math.max(preperiod, 1);
    }

    /** Whether n lies in the periodic part of the sequence. */
    public boolean isPeriodic(int n) {
        return n >= preperiod;
    }

    /** The last n that is an exception: g(n) differs from g(n + period). -1 when none. */
    public int lastException() {
        return preperiod - 1;
    }
}
