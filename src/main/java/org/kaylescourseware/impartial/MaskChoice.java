package org.kaylescourseware.impartial;

/**
 * The sparse-space mask under which the fewest heaps have rare values. For a mask M the number of
 * heaps with even parity of g ∧ M is (heaps + W(M)) / 2, where W is the Walsh–Hadamard
 * transform of the value counts, so one transform scores every mask at once.
 */
record MaskChoice(int mask, int rareHeaps) {

    /** {@code counts[v]} heaps have value v; {@code counts.length} is a power of two. */
    static MaskChoice best(int[] counts, int heaps) {
        long[] w = new long[counts.length];
        for (int v = 0; v < counts.length; v++) {
            w[v] = counts[v];
        }
        for (int half = 1; half < w.length; half *= 2) {
            for (int block = 0; block < w.length; block += 2 * half) {
                for (int i = block; i < block + half; i++) {
                    long a = w[i];
                    long b = w[i + half];
                    w[i] = a + b;
                    w[i + half] = a - b;
                }
            }
        }
        int bestMask = 0;
        long bestRare = heaps;
        for (int m = 1; m < w.length; m++) {
            long rare = (heaps + w[m]) / 2;
            if (rare < bestRare) {
                bestRare = rare;
                bestMask = m;
            }
        }
        return new MaskChoice(bestMask, (int) bestRare);
    }
}
