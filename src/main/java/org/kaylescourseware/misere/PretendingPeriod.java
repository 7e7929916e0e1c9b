package org.kaylescourseware.misere;

import java.util.List;
import java.util.Optional;

/**
 * A period of a pretending function seen on the heaps computed: Φ(h + period) = Φ(h) for every h
 * with preperiod ≤ h and h + period ≤ checkedTo. An observation over a finite range, not a
 * certificate; the periodic part seen spans at least three periods.
 */
public record PretendingPeriod(int period, int preperiod, int checkedTo) {

    /** The smallest period, with the smallest preperiod for it, whose periodic part spans three periods. */
    static Optional<PretendingPeriod> find(List<Integer> phi) {
        int last = phi.size() - 1;
        for (int period = 1; 2 * period <= last; period++) {
            int preperiod = last - period + 1;
            while (preperiod > 0 && phi.get(preperiod - 1).equals(phi.get(preperiod - 1 + period))) {
                preperiod--;
            }
            if (last - preperiod + 1 >= 3 * period) {
                return Optional.of(new PretendingPeriod(period, preperiod, last));
            }
        }
        return Optional.empty();
    }
}
