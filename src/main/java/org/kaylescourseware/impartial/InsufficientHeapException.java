package org.kaylescourseware.impartial;

import java.util.Locale;

/**
 * A computation refused because its values would not fit in the heap: how many values, at how many
 * bytes each, the heap that would hold them and the heap there is.
 */
public final class InsufficientHeapException extends RuntimeException {

    private final long values;
    private final int width;
    private final long heapNeeded;
    private final long maxHeap;
    private final long reached;

    public InsufficientHeapException(long values, int width, long heapNeeded, long maxHeap) {
        this(values, width, heapNeeded, maxHeap, -1);
    }

    private InsufficientHeapException(long values, int width, long heapNeeded, long maxHeap, long reached) {
        super(String.format(Locale.ROOT, "%,d values at %d byte(s) each need a heap of about %,d MB;"
                + " the maximum heap is %,d MB", values, width, mb(heapNeeded), mb(maxHeap)));
        this.values = values;
        this.width = width;
        this.heapNeeded = heapNeeded;
        this.maxHeap = maxHeap;
        this.reached = reached;
    }

    /** The same refusal, met after g(0..reached) had been computed. */
    public InsufficientHeapException reachedAt(long n) {
        return new InsufficientHeapException(values, width, heapNeeded, maxHeap, n);
    }

    /** The last n whose value was computed before the refusal; -1 when refused up front. */
    public long reached() {
        return reached;
    }

    public long values() {
        return values;
    }

    public int width() {
        return width;
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
