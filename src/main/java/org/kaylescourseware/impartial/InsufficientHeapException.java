package org.kaylescourseware.impartial;

import java.util.Locale;

/**
 * A computation refused because what it was about to allocate would not fit in the heap: what
 * that was ("1,000,000,001 values at 1 byte(s) each"), the heap that would hold the computation,
 * the heap there is, and how far the computation had got.
 */
public final class InsufficientHeapException extends RuntimeException {

    private final String what;
    private final long heapNeeded;
    private final long maxHeap;
    private final long reached;

    public InsufficientHeapException(String what, long heapNeeded, long maxHeap) {
        this(what, heapNeeded, maxHeap, -1);
    }

    private InsufficientHeapException(String what, long heapNeeded, long maxHeap, long reached) {
        super(String.format(Locale.ROOT, "%s need a heap of about %,d MB; the maximum heap is %,d MB", what,
                mb(heapNeeded), mb(maxHeap)));
        this.what = what;
        this.heapNeeded = heapNeeded;
        this.maxHeap = maxHeap;
        this.reached = reached;
    }

    /** The same refusal, met after g(0..reached) had been computed. */
    public InsufficientHeapException reachedAt(long n) {
        return new InsufficientHeapException(what, heapNeeded, maxHeap, n);
    }

    /** What did not fit, in words, e.g. "1,000,000,001 values at 1 byte(s) each". */
    public String what() {
        return what;
    }

    /** The last n whose value was computed before the refusal; -1 when refused up front. */
    public long reached() {
        return reached;
    }

    /** The heap, in bytes, that would hold the computation. */
    public long heapNeeded() {
        return heapNeeded;
    }

    public long maxHeap() {
        return maxHeap;
    }

    static long mb(long bytes) {
        return (bytes + (1 << 20) - 1) >> 20;
    }
}
