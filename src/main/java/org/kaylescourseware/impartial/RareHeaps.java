package org.kaylescourseware.impartial;

import java.util.Arrays;

/**
 * The heaps whose Grundy value is rare under a sparse-space mask (even parity of v ∧ mask), in
 * ascending order. Mask 0 means no split into classes: then no list is kept. A negative mask is
 * the ones' complement ~M of a finite M: a bitstring with infinitely many ones, as in Flammenkamp's
 * tables, so that values larger than any seen so far are classed by it too.
 */
final class RareHeaps {

    private int mask;
    private int[] heaps = new int[16];
    private int[] values = new int[16];
    private int size;

    int mask() {
        return mask;
    }

    int size() {
        return size;
    }

    /** The backing array; its first {@link #size()} entries are the rare heaps. */
    int[] heaps() {
        return heaps;
    }

    /** The values of {@link #heaps()}, side by side (read in the inner loop without a detour). */
    int[] values() {
        return values;
    }

    boolean isRare(int value) {
        return (Integer.bitCount(value & mask) & 1) == 0;
    }

    /** Notes heap n, of value {@code value}, just computed. */
    void record(int n, int value) {
        if (mask != 0 && isRare(value)) {
            if (size == heaps.length) {
                heaps = Arrays.copyOf(heaps, size * 2);
                values = Arrays.copyOf(values, size * 2);
            }
            heaps[size] = n;
            values[size++] = value;
        }
    }

    /** Switches to {@code newMask} and lists the rare heaps among 1..n again. */
    void reset(int newMask, CompactValues g, int n) {
        mask = newMask;
        size = 0;
        for (int m = 1; m <= n; m++) {
            record(m, g.get(m));
        }
    }
}
