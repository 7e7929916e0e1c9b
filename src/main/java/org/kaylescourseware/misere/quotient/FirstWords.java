package org.kaylescourseware.misere.quotient;

import java.util.Arrays;
import java.util.List;

/**
 * The first word of each element of a monoid that the heaps reach, and the outcome that word has
 * if its options' images are right: the marking of a trial P-portion (Plambeck and Siegel, JCTA
 * 115 (2008), §6).
 *
 * <p>Words are sums of heaps, enumerated in the order where the larger heaps decide first. A move
 * replaces one heap by smaller ones, so every option of a word comes before it, and the order is
 * kept by adding a heap to both sides: so the first words of the elements are closed under
 * removing a heap, and the enumeration stops extending a word as soon as its element was met. An
 * element is marked P when its first word has a move and none to an element marked P; this is
 * the outcome the word has if the trial is right, and the trial is then checked by
 * {@link FailureSearch}.
 */
final class FirstWords {

    static final byte UNKNOWN = -1;
    static final byte N = 0;
    static final byte P = 1;

    private final FiniteMonoid monoid;
    private final List<HeapImage> kinds;
    private final byte[] status;
    private final int[][] words;
    private final int[] stamp;
    private int stamps;
    private final int[] exponents;
    private int reached;

    private FirstWords(FiniteMonoid monoid, List<HeapImage> kinds, boolean keepWords) {
        this.monoid = monoid;
        this.kinds = kinds;
        this.status = new byte[monoid.size()];
        Arrays.fill(status, UNKNOWN);
        this.words = keepWords ? new int[monoid.size()][] : null;
        this.stamp = new int[monoid.size()];
        this.exponents = new int[kinds.size()];
    }

    /** The bytes a marking of a monoid of {@code size} elements takes besides the monoid. */
    static long bytesFor(long size, boolean keepWords, int kinds) {
        return size * (1 + Integer.BYTES) + (keepWords ? size * (16L + 4L * kinds + 8) : 0);
    }

    /** Marks every element the heaps reach; {@code keepWords} keeps each one's first word too. */
    static FirstWords mark(FiniteMonoid monoid, List<HeapImage> kinds, boolean keepWords) {
        FirstWords marking = new FirstWords(monoid, kinds, keepWords);
        marking.explore(kinds.size() - 1, 0, new int[0]);
        return marking;
    }

    /** The mark of each element: P, N, or UNKNOWN for one no word reaches. */
    byte[] status() {
        return status;
    }

    /** How many elements some word reaches. */
    int reached() {
        return reached;
    }

    /** The first word of an element, as exponents over the kinds of heaps (kept words only). */
    int[] word(int element) {
        return words[element];
    }

    private void explore(int kind, int element, int[] options) {
        if (kind < 0) {
            visit(element, options);
            return;
        }
        HeapImage heap = kinds.get(kind);
        int x = element;
        int[] t = options;
        while (true) {
            explore(kind - 1, x, t);
            int next = monoid.product(x, heap.image());
            if (status[next] != UNKNOWN) {
                break;
            }
            t = follow(x, t, heap);
            x = next;
            exponents[kind]++;
        }
        exponents[kind] = 0;
    }

    private void visit(int element, int[] options) {
        byte outcome = options.length == 0 ? N : P; // no move: the player to move has won (misère)
        for (int t : options) {
            if (status[t] == P) {
                outcome = N;
                break;
            }
        }
        status[element] = outcome;
        reached++;
        if (words != null) {
            words[element] = exponents.clone();
        }
    }

    /** The option images of X + h from those of X: T(X)·Φ(h) ∪ Φ(X)·T(h). */
    private int[] follow(int element, int[] options, HeapImage heap) {
        int[] next = new int[options.length + heap.options().length];
        int size = 0;
        stamps++;
        for (int t : options) {
            size = add(next, size, monoid.product(t, heap.image()));
        }
        for (int t : heap.options()) {
            size = add(next, size, monoid.product(element, t));
        }
        return size == next.length ? next : Arrays.copyOf(next, size);
    }

    private int add(int[] into, int size, int value) {
        if (stamp[value] == stamps) {
            return size;
        }
        stamp[value] = stamps;
        into[size] = value;
        return size + 1;
    }
}
