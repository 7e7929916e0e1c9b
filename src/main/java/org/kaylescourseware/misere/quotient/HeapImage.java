package org.kaylescourseware.misere.quotient;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What a heap brings to a sum, seen through a monoid: its image Φ(h) and the images T(h) of its
 * options. Two heaps with the same image and the same T(h) behave alike in every sum, so the
 * enumerations of words keep one heap of each kind, the smallest.
 *
 * @param heap the smallest heap of this kind
 * @param image Φ(heap)
 * @param options T(heap), distinct, ascending; never empty (a heap without moves is the identity)
 */
record HeapImage(int heap, int image, int[] options) {

    /** The distinct kinds among heaps 1 … image.length − 1, by their smallest heap; heaps without moves are left out. */
    static List<HeapImage> distinct(int[] image, int[][] options) {
        List<HeapImage> kinds = new ArrayList<>();
        Set<List<Integer>> seen = new HashSet<>();
        for (int h = 1; h < image.length; h++) {
            if (options[h].length > 0 && seen.add(key(image[h], options[h]))) {
                kinds.add(new HeapImage(h, image[h], options[h]));
            }
        }
        return kinds;
    }

    static List<Integer> key(int image, int[] options) {
        List<Integer> key = new ArrayList<>(options.length + 1);
        key.add(image);
        for (int t : options) {
            key.add(t);
        }
        return key;
    }

    /** Whether word a comes before word b: the larger heaps decide first (the order in which options precede). */
    static int compare(int[] a, int[] b) {
        for (int k = Math.max(a.length, b.length) - 1; k >= 0; k--) {
            int x = k < a.length ? a[k] : 0;
            int y = k < b.length ? b[k] : 0;
            if (x != y) {
                return Integer.compare(x, y);
            }
        }
        return 0;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof HeapImage h && h.heap == heap && h.image == image && Arrays.equals(h.options, options);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * heap + image) + Arrays.hashCode(options);
    }

    @Override
    public String toString() {
        return "heap " + heap + " -> " + image + " " + Arrays.toString(options);
    }
}
