package org.kaylescourseware.cli;

import java.util.Locale;

/**
 * A computation refused before it starts because its estimated heap is more than this JVM may
 * use: the message names what was asked, the estimate and the maximum heap; the command line adds
 * how to raise it.
 */
final class TooLargeForHeap extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final long bytesNeeded;

    TooLargeForHeap(String what, long bytesNeeded, long maxHeap) {
        super(String.format(Locale.ROOT, "%s needs a heap of about %,d MB; this Java may use %,d MB", what,
                megabytes(bytesNeeded), megabytes(maxHeap)));
        this.bytesNeeded = bytesNeeded;
    }

    /** The heap, in bytes, the computation would need in all. */
    long bytesNeeded() {
        return bytesNeeded;
    }

    /**
     * Refuses, naming {@code what}, when {@code bytes} more than this JVM can still give; a
     * collection is asked for first, since the heap in use may be mostly garbage.
     */
    static void require(String what, long bytes) {
        Runtime runtime = Runtime.getRuntime();
        if (bytes <= runtime.maxMemory() - used(runtime)) {
            return;
        }
        System.gc();
        long used = used(runtime);
        if (bytes > runtime.maxMemory() - used) {
            throw new TooLargeForHeap(what, saturatedAdd(bytes, used), runtime.maxMemory());
        }
    }

    private static long used(Runtime runtime) {
        return runtime.totalMemory() - runtime.freeMemory();
    }

    private static long saturatedAdd(long a, long b) {
        long sum = a + b;
        return sum < 0 ? Long.MAX_VALUE : sum;
    }

    static long megabytes(long bytes) {
        return bytes / (1 << 20) + (bytes % (1 << 20) == 0 ? 0 : 1);
    }
}
