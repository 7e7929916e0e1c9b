package org.kaylescourseware.misere.quotient;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.kaylescourseware.impartial.Periodicity;
import org.kaylescourseware.impartial.PeriodicityFinder;
import org.kaylescourseware.rules.ImpartialRule;

/**
 * A period of a pretending function: Φ(h + period) = Φ(h) for every h ≥ preperiod with
 * h + period ≤ checkedTo, the last heap computed. When {@code certified}, it holds for every heap,
 * and the quotient of heaps 1..checkedTo is the misère quotient of the whole game.
 *
 * <p>The certificate is the octal periodicity theorem's, carried over to misère play. Let t be the
 * most tokens a move removes, and let the equality hold for n0 ≤ h and h + p ≤ N with
 * N ≥ 2·n0 + 2p + t − 1 (n0 ≥ 1, so that no shift by p turns an empty heap into a real one), on a quotient
 * checked on every position of heaps 1..N. Set Φ(h) = Φ(h − p)
 * for h > N. A heap h ≥ 2·n0 + 2p + t has the options of h − p with one heap p longer: a split
 * a + b = h − k has a heap of at least n0 + p, and a split of h − p − k has one of at least n0, whose
 * values Φ the shift by p keeps. So heap h brings the same pair (Φ(h), images of its options) as heap
 * h − p, and by induction as some heap up to N. The automaton of {@link OutcomeMarking} that checked
 * the quotient on heaps 1..N then has the same moves for every heap, so it checks every position of
 * every heap, and its elements, P-portion and generators are those already computed.
 */
public record PretendingPeriod(int period, int preperiod, int checkedTo, boolean certified) {

    /**
     * The period of Φ(0..last) for the rule: the one the theorem certifies, if any, else the smallest
     * period, with its smallest preperiod, whose periodic part spans three periods (an observation).
     */
    static Optional<PretendingPeriod> of(List<Integer> phi, ImpartialRule rule) {
        int last = phi.size() - 1;
        int[] values = phi.stream().mapToInt(Integer::intValue).toArray();
        Optional<Periodicity> certificate = PeriodicityFinder.find(rule, values, last);
        if (certificate.isPresent()) {
            Periodicity c = certificate.get();
            return Optional.of(new PretendingPeriod(c.period(), c.preperiod(), last, true));
        }
        return observed(phi);
    }

    /**
     * Why this period is the least period of Φ from any row on ({@link Periodicity#smallerPeriodsFailBelow}): one
     * more than the largest first failure, from the preperiod, of a smaller d; empty when some d finds none in
     * {@code phi}, Φ(0..checkedTo).
     */
    public OptionalInt smallerPeriodsFailBelow(List<Integer> phi) {
        return Periodicity.smallerPeriodsFailBelow(phi::get, Math.min(phi.size(), checkedTo + 1), period, preperiod);
    }

    /**
     * Why no smaller preperiod goes with this period: Φ(n0 − 1 + p) ≠ Φ(n0 − 1) in {@code phi}; true for n0 = 0.
     */
    public boolean preperiodIsLeast(List<Integer> phi) {
        return preperiod == 0 || !phi.get(preperiod - 1).equals(phi.get(preperiod - 1 + period));
    }

    /**
     * The last heap the theorem asks the computation to reach for this period and preperiod,
     * 2·preperiod + 2·period + t − 1, for a rule whose moves remove at most t tokens.
     */
    public int heapsNeeded(int maxRemoval) {
        return 2 * preperiod + 2 * period + maxRemoval - 1;
    }

    private static Optional<PretendingPeriod> observed(List<Integer> phi) {
        int last = phi.size() - 1;
        for (int period = 1; 2 * period <= last; period++) {
            int preperiod = last - period + 1;
            while (preperiod > 0 && phi.get(preperiod - 1).equals(phi.get(preperiod - 1 + period))) {
                preperiod--;
            }
            if (last - preperiod + 1 >= 3 * period) {
                return Optional.of(new PretendingPeriod(period, preperiod, last, false));
            }
        }
        return Optional.empty();
    }
}
