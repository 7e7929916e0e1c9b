package org.kaylescourseware.misere.quotient;

/**
 * Told after each heap how far a misère quotient has come: the heap, |Q| and |P| so far; and, while
 * a heap changes the quotient, after each trial monoid its size.
 */
@FunctionalInterface
public interface QuotientProgress {

    QuotientProgress NONE = (heap, order, pPortion) -> { };

    void heapDone(int heap, int order, int pPortion);

    /** The {@code trial}-th trial monoid tried for {@code heap} has {@code order} elements once reduced. */
    default void trialTried(int heap, int trial, int order) {
    }
}
