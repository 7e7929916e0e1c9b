package org.kaylescourseware.impartial;

import java.util.Arrays;

/**
 * Grundy values g(0), g(1), ... stored compactly: each in the narrowest width (1, 2 or 4 bytes) that
 * holds the largest value stored so far. A value too wide for the current width re-stores every
 * value in the wider one on the spot. One byte a value holds every published octal period (0.376's
 * largest value is 176, 0.354's 113); 0.007's first value above 255 is g(9168) = 256, Nim's g(256).
 *
 * <p>The values sit in one array, so reading one costs what reading an int[] does (chunked storage,
 * which would grow without copying, was tried: the sparse-space steps ran 40% slower). Growing or
 * widening copies, so old and new arrays live side by side for a moment; every allocation is first
 * asked of a {@link HeapBudget}, which refuses, naming the heap needed, instead of running out.
 */
public final class CompactValues {

    /** The most values an array holds (a little below 2^31, as the JVMs allow). */
    public static final int LARGEST_CAPACITY = Integer.MAX_VALUE - 8;

    private final HeapBudget budget;
    private int width = 1;
    private byte[] bytes = new byte[0];
    private short[] shorts;
    private int[] ints;
    private int capacity;
    private int largest;

    private CompactValues(HeapBudget budget) {
        this.budget = budget;
    }

    /** Room for g(0..capacity - 1), all 0, one byte each; refused by {@code budget} if it does not fit. */
    public static CompactValues withCapacity(int capacity, HeapBudget budget) {
        CompactValues values = new CompactValues(budget);
        values.growTo(capacity);
        return values;
    }

    /** The values of {@code g}, stored compactly. */
    public static CompactValues of(int[] g) {
        return of(g, g.length - 1);
    }

    /** The values g(0..last) of {@code g}, stored compactly. */
    public static CompactValues of(int[] g, int last) {
        CompactValues values = withCapacity(last + 1, HeapBudget.ofThisJvm());
        for (int n = 0; n <= last; n++) {
            values.set(n, g[n]);
        }
        return values;
    }

    /** The bytes that an array of {@code count} values of {@code width} bytes each occupies. */
    public static long bytesFor(long count, int width) {
        return count * width + 16;
    }

    public int get(int n) {
        if (width == 1) {
            return bytes[n] & 0xFF;
        }
        return width == 2 ? shorts[n] & 0xFFFF : ints[n];
    }

    /** Stores g(n) = value (value ≥ 0), first widening every stored value if it does not fit. */
    public void set(int n, int value) {
        if (value > largest) {
            largest = value;
            if (value > largestOfWidth(width)) {
                widen(value <= 0xFFFF ? 2 : 4);
            }
        }
        switch (width) {
            case 1 -> bytes[n] = (byte) value;
            case 2 -> shorts[n] = (short) value;
            default -> ints[n] = value;
        }
    }

    /**
     * Sets g(m) = g(m − period) for from ≤ m ≤ to, as a certified period says, when g(from −
     * period .. from − 1) are already periodic values: by copies of ever longer runs of values set,
     * each shifted by a multiple of the period.
     */
    public void extendPeriodically(int from, int to, int period) {
        Object array = width == 1 ? bytes : width == 2 ? shorts : ints;
        int done = from;
        while (done <= to) {
            long periodic = (long) done - from + period; // g(from - period .. done - 1) are periodic
            int shift = (int) (periodic / period * period);
            int length = (int) Math.min(shift, to - (long) done + 1);
            System.arraycopy(array, done - shift, array, done, length);
            done += length;
        }
    }

    /** How many values there is room for: g(0..capacity() - 1). */
    public int capacity() {
        return capacity;
    }

    /** Bytes per value: 1, 2 or 4. */
    public int width() {
        return width;
    }

    /** The largest value stored so far. */
    public int largest() {
        return largest;
    }

    /** The bytes the values occupy. */
    public long bytes() {
        return bytesFor(capacity, width);
    }

    /** g(0..last) as an int array. */
    public int[] toArray(int last) {
        int[] g = new int[last + 1];
        for (int n = 0; n <= last; n++) {
            g[n] = get(n);
        }
        return g;
    }

    /** Makes room for g(0..newCapacity - 1), after asking the budget for the new array. */
    public void growTo(int newCapacity) {
        if (newCapacity <= capacity) {
            return;
        }
        if (newCapacity > LARGEST_CAPACITY) {
            throw new IllegalArgumentException("at most " + LARGEST_CAPACITY + " values fit in an array, asked for "
                    + newCapacity);
        }
        budget.requireValues(bytesFor(newCapacity, width), newCapacity, width);
        switch (width) {
            case 1 -> bytes = Arrays.copyOf(bytes, newCapacity);
            case 2 -> shorts = Arrays.copyOf(shorts, newCapacity);
            default -> ints = Arrays.copyOf(ints, newCapacity);
        }
        capacity = newCapacity;
    }

    /** Re-stores every value in {@code newWidth} bytes, after asking the budget for the new array. */
    private void widen(int newWidth) {
        budget.requireValues(bytesFor(capacity, newWidth), capacity, newWidth);
        if (newWidth == 2) {
            short[] wider = new short[capacity];
            for (int n = 0; n < capacity; n++) {
                wider[n] = (short) get(n);
            }
            shorts = wider;
        } else {
            int[] wider = new int[capacity];
            for (int n = 0; n < capacity; n++) {
                wider[n] = get(n);
            }
            ints = wider;
            shorts = null;
        }
        bytes = null;
        width = newWidth;
    }

    private static int largestOfWidth(int width) {
        return width == 1 ? 0xFF : width == 2 ? 0xFFFF : Integer.MAX_VALUE;
    }
}
