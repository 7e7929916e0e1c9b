package org.kaylescourseware.misere.quotient;

import java.util.List;
import java.util.Optional;
import org.kaylescourseware.rules.ImpartialRule;

/**
 * The partial quotients Q_1, …, Q_maxHeap of a heap game: Q_n is the misère quotient of the positions
 * whose heaps have at most n tokens (a set closed under moves and sums). Adding heaps of n + 1 tokens
 * adds test positions, so indistinguishability only gets finer and |Q_n| never decreases with n; the
 * changes list the heaps at which Q_n grew or its P-portion changed (Plambeck and Siegel 2008 follow
 * Dawson's Kayles this way, its whole quotient being unknown).
 *
 * @param ruleCode the rule, e.g. {@code 0.07}
 * @param maxHeap the largest n computed
 * @param changes the heaps n at which Q_n differs from Q_{n-1}, with its order and P-portion, ascending
 */
public record PartialQuotients(String ruleCode, int maxHeap, List<MisereQuotient.Change> changes) {

    public PartialQuotients {
        changes = List.copyOf(changes);
    }

    /** The partial quotients of {@code rule} up to heaps of {@code maxHeap} tokens, each verified as the solver verifies one. */
    public static PartialQuotients of(ImpartialRule rule, int maxHeap) {
        return new PartialQuotients(rule.code(), maxHeap, MisereQuotientSolver.misereQuotient(rule, maxHeap).changes());
    }

    /** Q_n's order and P-portion size as a change at {@code heap}; Q_n is trivial (one element, in N) before the first change. */
    public MisereQuotient.Change at(int heap) {
        if (heap < 1 || heap > maxHeap) {
            throw new IllegalArgumentException("the partial quotients of " + ruleCode + " are computed for heaps 1.." + maxHeap
                    + ", not " + heap);
        }
        MisereQuotient.Change last = new MisereQuotient.Change(heap, 1, 0);
        for (MisereQuotient.Change change : changes) {
            if (change.heap() <= heap) {
                last = new MisereQuotient.Change(heap, change.order(), change.pPortion());
            }
        }
        return last;
    }

    /**
     * What is wrong with these as the partial quotients of {@code ruleCode} up to {@code maxHeap}, if anything, for ones read
     * back from a store: another rule or bound, or changes that are not at increasing heaps within the bound, with orders
     * that never decrease and P-portions that are proper subsets.
     */
    public Optional<String> firstProblem(String ruleCode, int maxHeap) {
        if (!this.ruleCode.equals(ruleCode) || this.maxHeap != maxHeap) {
            return Optional.of("they are of " + this.ruleCode + " up to heap " + this.maxHeap + ", not of " + ruleCode + " up to "
                    + maxHeap);
        }
        int heap = 0;
        int order = 1;
        for (MisereQuotient.Change change : changes) {
            if (change.heap() <= heap || change.heap() > maxHeap || change.order() < order || change.pPortion() < 0
                    || change.pPortion() >= change.order()) {
                return Optional.of("the change at heap " + change.heap() + " (order " + change.order() + ", P-portion "
                        + change.pPortion() + ") does not follow the one before");
            }
            heap = change.heap();
            order = change.order();
        }
        return Optional.empty();
    }
}
