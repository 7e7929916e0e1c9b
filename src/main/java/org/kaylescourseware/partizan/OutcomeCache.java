package org.kaylescourseware.partizan;

import java.util.Arrays;

/**
 * The memo of a strip search: an open-addressing table from an exact 63-bit key of a position (see
 * {@link StripCounts#key}) to what is known of it: for each player whether it is known and whether
 * that player wins moving first. Visible and sized: {@link #size()} entries in {@link #capacity()}
 * slots, doubled when half full.
 */
public final class OutcomeCache {

    static final int LEFT_KNOWN = 1;
    static final int LEFT_WINS = 2;
    static final int RIGHT_KNOWN = 4;
    static final int RIGHT_WINS = 8;

    private long[] keys;
    private byte[] facts;
    private int size;

    /** A cache with room for about {@code expectedPositions} positions before it first grows. */
    public OutcomeCache(int expectedPositions) {
        if (expectedPositions < 0) {
            throw new IllegalArgumentException("expected positions must be >= 0, got " + expectedPositions);
        }
        int capacity = Integer.highestOneBit(Math.max(16, expectedPositions * 2 - 1)) << 1;
        keys = new long[capacity];
        facts = new byte[capacity];
    }

    public int size() {
        return size;
    }

    public int capacity() {
        return keys.length;
    }

    /** The facts stored for {@code key}, 0 when none. */
    int facts(long key) {
        int mask = keys.length - 1;
        for (int slot = slot(key, mask); ; slot = (slot + 1) & mask) {
            if (keys[slot] == key) {
                return facts[slot];
            }
            if (keys[slot] == 0) {
                return 0;
            }
        }
    }

    /** Adds {@code newFacts} to what is stored for {@code key}. */
    void record(long key, int newFacts) {
        int mask = keys.length - 1;
        int slot = slot(key, mask);
        while (keys[slot] != 0 && keys[slot] != key) {
            slot = (slot + 1) & mask;
        }
        if (keys[slot] == 0) {
            keys[slot] = key;
            size++;
        }
        facts[slot] |= (byte) newFacts;
        if (size * 2 > keys.length) {
            grow();
        }
    }

    /** Forgets every position. */
    public void clear() {
        Arrays.fill(keys, 0L);
        Arrays.fill(facts, (byte) 0);
        size = 0;
    }

    private void grow() {
        long[] oldKeys = keys;
        byte[] oldFacts = facts;
        keys = new long[oldKeys.length * 2];
        facts = new byte[oldKeys.length * 2];
        int mask = keys.length - 1;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != 0) {
                int slot = slot(oldKeys[i], mask);
                while (keys[slot] != 0) {
                    slot = (slot + 1) & mask;
                }
                keys[slot] = oldKeys[i];
                facts[slot] = oldFacts[i];
            }
        }
    }

    private static int slot(long key, int mask) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 29)) & mask;
    }
}
