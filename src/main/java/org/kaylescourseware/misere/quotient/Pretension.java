package org.kaylescourseware.misere.quotient;

/**
 * A bipartite monoid with a pretending function: the images Φ(0), Φ(1), …, Φ(n) of the heaps. It
 * claims that a sum of heaps is a misère P-position exactly when the product of their images is in
 * P; {@link FailureSearch} checks the claim (Siegel's term for the pair is a pretension).
 *
 * @param quotient the monoid and its P-portion
 * @param phi Φ(h) for h = 0 … n (owned: never changed once built)
 */
record Pretension(BipartiteMonoid quotient, int[] phi) {

    /** The largest heap covered. */
    int lastHeap() {
        return phi.length - 1;
    }

    /** Φ(X) for the word with {@code counts[h]} heaps of each size h. */
    int image(int[] counts) {
        int x = 0;
        for (int h = 0; h < counts.length; h++) {
            for (int e = 0; e < counts[h]; e++) {
                x = quotient.product(x, phi[h]);
            }
        }
        return x;
    }
}
