package org.kaylescourseware.misere.quotient;

/** Told after each heap how far a misère quotient has come: the heap, |Q| and |P| so far. */
@FunctionalInterface
public interface QuotientProgress {

    QuotientProgress NONE = (heap, order, pPortion) -> { };

    void heapDone(int heap, int order, int pPortion);
}
