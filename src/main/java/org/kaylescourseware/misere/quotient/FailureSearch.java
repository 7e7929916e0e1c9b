package org.kaylescourseware.misere.quotient;

import java.util.List;

/**
 * Checks a pretension (a bipartite monoid with a pretending function) on every sum of heaps, by
 * finding the first word, in the order where larger heaps decide first, on which it fails
 * (Plambeck and Siegel, JCTA 115 (2008), §6; the verification of Siegel's MisereSolver). A word X
 * fails when Φ(X) ∈ P and X has a move to a position whose image is in P (a P-failure), or when
 * Φ(X) ∉ P, X has a move, and none of its moves leads into P (an N-failure). If no word fails, by
 * induction on the length of play Φ(X) ∈ P exactly when X is a misère P-position.
 *
 * <p>A P-failure depends only on Φ(X − h) and the heap h moved in, so the first one is the first
 * word of some element plus one heap. N-failures are sought by enumerating words, cut by
 * {@link MinimalTransitionSets}.
 */
final class FailureSearch {

    private final BipartiteMonoid quotient;
    private final List<HeapImage> kinds;
    private final long[] pBits;
    private final MinimalTransitionSets sets;
    private final int[] exponents;
    private final int[] bound;
    private int[] failure;

    private FailureSearch(BipartiteMonoid quotient, List<HeapImage> kinds, MinimalTransitionSets sets, int[] bound) {
        this.quotient = quotient;
        this.kinds = kinds;
        this.pBits = quotient.pBits();
        this.sets = sets;
        this.exponents = new int[kinds.size()];
        this.bound = bound;
    }

    /**
     * The first failing word, as exponents over {@code kinds}, or null when none fails; the
     * search's transition sets are added to {@code sets}.
     */
    static int[] leastFailure(BipartiteMonoid quotient, List<HeapImage> kinds, MinimalTransitionSets sets) {
        int[] pFailure = leastPFailure(quotient, kinds, FirstWords.mark(quotient, kinds, true));
        int[] nFailure = leastNFailure(quotient, kinds, sets, pFailure, false);
        return nFailure != null ? nFailure : pFailure;
    }

    /**
     * The first N-failure before {@code bound} (null: no bound), or null. With {@code onlyWithLast}
     * only the words with at least one heap of the last kind are enumerated: those without were
     * checked before, and {@code sets} holds what that check met.
     */
    static int[] leastNFailure(BipartiteMonoid quotient, List<HeapImage> kinds, MinimalTransitionSets sets, int[] bound,
            boolean onlyWithLast) {
        FailureSearch search = new FailureSearch(quotient, kinds, sets, bound);
        if (!kinds.isEmpty()) {
            search.explore(kinds.size() - 1, 0, new long[BipartiteMonoid.words(quotient.size())], onlyWithLast);
        }
        return search.failure;
    }

    /** The first P-failure: the first word of an element x plus a heap h with xΦ(h) ∈ P and some xt ∈ P, t ∈ T(h). */
    static int[] leastPFailure(BipartiteMonoid quotient, List<HeapImage> kinds, FirstWords firstWords) {
        int[] least = null;
        for (int x = 0; x < quotient.size(); x++) {
            int[] word = firstWords.word(x);
            for (int k = 0; word != null && k < kinds.size(); k++) {
                HeapImage heap = kinds.get(k);
                if (quotient.isP(quotient.product(x, heap.image())) && movesIntoP(quotient, x, heap)) {
                    int[] failure = word.clone();
                    failure[k]++;
                    if (least == null || HeapImage.compare(failure, least) < 0) {
                        least = failure;
                    }
                }
            }
        }
        return least;
    }

    private static boolean movesIntoP(BipartiteMonoid quotient, int x, HeapImage heap) {
        for (int t : heap.options()) {
            if (quotient.isP(quotient.product(x, t))) {
                return true;
            }
        }
        return false;
    }

    /** Enumerates the words below the current one with kinds 0..kind; true when the search is over. */
    private boolean explore(int kind, int element, long[] options, boolean skipNone) {
        if (kind < 0) {
            return visit(element, options);
        }
        HeapImage heap = kinds.get(kind);
        if (!skipNone && explore(kind - 1, element, options, false)) {
            return true;
        }
        int x = element;
        long[] t = options;
        while (true) {
            long[] next = follow(x, t, heap);
            x = quotient.product(x, heap.image());
            t = next;
            exponents[kind]++;
            if (bound != null && HeapImage.compare(exponents, bound) >= 0) {
                return true; // every later word comes after the bound too
            }
            if (!sets.admit(x, t)) {
                break;
            }
            if (explore(kind - 1, x, t, false)) {
                return true;
            }
        }
        exponents[kind] = 0;
        return false;
    }

    private boolean visit(int element, long[] options) {
        if (quotient.isP(element) || isEmpty(options)) {
            return false;
        }
        for (int w = 0; w < options.length; w++) {
            if ((options[w] & pBits[w]) != 0) {
                return false;
            }
        }
        failure = exponents.clone();
        return true;
    }

    private long[] follow(int element, long[] options, HeapImage heap) {
        long[] next = new long[options.length];
        for (int w = 0; w < options.length; w++) {
            for (long bits = options[w]; bits != 0; bits &= bits - 1) {
                int s = (w << 6) + Long.numberOfTrailingZeros(bits);
                int y = quotient.product(s, heap.image());
                next[y >>> 6] |= 1L << y;
            }
        }
        for (int t : heap.options()) {
            int y = quotient.product(element, t);
            next[y >>> 6] |= 1L << y;
        }
        return next;
    }

    private static boolean isEmpty(long[] bits) {
        for (long b : bits) {
            if (b != 0) {
                return false;
            }
        }
        return true;
    }
}
