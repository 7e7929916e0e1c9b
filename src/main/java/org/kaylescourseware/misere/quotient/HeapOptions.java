package org.kaylescourseware.misere.quotient;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.kaylescourseware.rules.HeapOption;
import org.kaylescourseware.rules.ImpartialRule;

/**
 * The options of each heap 1, 2, … of a rule as the heaps they leave, asked of the rule once,
 * and their images T(h) in any monoid with a pretending function.
 */
final class HeapOptions {

    private final ImpartialRule rule;
    private final List<int[][]> leaves = new ArrayList<>();

    HeapOptions(ImpartialRule rule) {
        this.rule = rule;
        leaves.add(new int[0][]);
    }

    /** The distinct lists of heaps the options of {@code heap} leave. */
    int[][] leaves(int heap) {
        while (leaves.size() <= heap) {
            Set<List<Integer>> distinct = new HashSet<>();
            List<int[]> options = new ArrayList<>();
            for (HeapOption option : rule.options(leaves.size())) {
                if (distinct.add(option.leaves())) {
                    options.add(option.leaves().stream().mapToInt(Integer::intValue).toArray());
                }
            }
            leaves.add(options.toArray(new int[0][]));
        }
        return leaves.get(heap);
    }

    /** T(h): the distinct images of the options of {@code heap}, ascending. */
    int[] images(FiniteMonoid monoid, int[] phi, int heap) {
        int[][] options = leaves(heap);
        int[] images = new int[options.length];
        for (int o = 0; o < options.length; o++) {
            int x = 0;
            for (int leaf : options[o]) {
                x = monoid.product(x, phi[leaf]);
            }
            images[o] = x;
        }
        return Arrays.stream(images).sorted().distinct().toArray();
    }

    /** T(h) for every heap 0 … phi.length − 1. */
    int[][] images(FiniteMonoid monoid, int[] phi) {
        int[][] all = new int[phi.length][];
        for (int h = 0; h < phi.length; h++) {
            all[h] = images(monoid, phi, h);
        }
        return all;
    }
}
