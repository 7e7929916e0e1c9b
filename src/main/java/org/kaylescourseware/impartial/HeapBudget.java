package org.kaylescourseware.impartial;

import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * The heap a computation may still take, asked before each large allocation (the values, their
 * widening, their growth), so that a computation that would not fit stops with an
 * {@link InsufficientHeapException} naming the heap it needs, never with an OutOfMemoryError.
 */
public final class HeapBudget {

    /**
     * What a computation keeps besides its values and marks (rare heaps, masks, output buffers),
     * set aside at every request; the marks and split hints, which grow with the largest value,
     * are asked for when they grow.
     */
    static final long WORKING_SET_BYTES = 16L << 20;

    private final long maxHeap;
    private final LongSupplier used;
    private final boolean collectBeforeRefusing;

    private HeapBudget(long maxHeap, LongSupplier used, boolean collectBeforeRefusing) {
        this.maxHeap = maxHeap;
        this.used = used;
        this.collectBeforeRefusing = collectBeforeRefusing;
    }

    /** The heap of this JVM (-Xmx), less what is in use when asked. */
    public static HeapBudget ofThisJvm() {
        Runtime runtime = Runtime.getRuntime();
        return new HeapBudget(runtime.maxMemory(), () -> runtime.totalMemory() - runtime.freeMemory(), true);
    }

    /** A heap of {@code maxHeap} bytes of which {@code used} are taken: for estimates and tests. */
    public static HeapBudget of(long maxHeap, long used) {
        return new HeapBudget(maxHeap, () -> used, false);
    }

    /** The largest heap this JVM may grow to (-Xmx). */
    public long maxHeap() {
        return maxHeap;
    }

    /** The bytes still free for a computation. */
    public long available() {
        return maxHeap - used.getAsLong();
    }

    /**
     * Asks for {@code bytes} more (plus the working set) to hold {@code values} Grundy values of
     * {@code width} bytes each; refuses, naming the heap needed, when they do not fit.
     */
    public void requireValues(long bytes, long values, int width) {
        if (bytes + WORKING_SET_BYTES > available()) {
            require(bytes, String.format(Locale.ROOT, "%,d values at %d byte(s) each", values, width));
        }
    }

    /**
     * Asks for {@code bytes} more (plus the working set) for {@code what}; refuses, naming the heap
     * needed, when they do not fit. Before refusing, garbage is collected once: the heap in use
     * may be mostly garbage.
     */
    public void require(long bytes, String what) {
        long needed = bytes + WORKING_SET_BYTES;
        if (needed <= available()) {
            return;
        }
        if (collectBeforeRefusing) {
            System.gc();
            if (needed <= available()) {
                return;
            }
        }
        throw new InsufficientHeapException(what, used.getAsLong() + needed, maxHeap);
    }

    /** The bytes a computation may still take for its values, the working set set aside. */
    public long bytesFree() {
        return Math.max(0, available() - WORKING_SET_BYTES);
    }
}
