package org.kaylescourseware.misere.quotient;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.impartial.HeapBudget;

/**
 * Builds trial pretensions and repairs one that fails on a word (Plambeck and Siegel, JCTA 115
 * (2008), §6; Siegel's MisereSolver). A trial is a monoid times fresh cyclic monoids, one for each
 * heap given a generator of its own; its P-portion is marked from first words
 * ({@link FirstWords}) and it is reduced at once ({@link Indistinguishability}).
 *
 * <p>Recalibrating a failing word X gives fresh generators to some of the heaps in X, the fewest
 * first: the rest of the monoid is what the other heaps generate, and a heap's cycle is long
 * enough to tell apart its powers up to its exponent in X and up to the index of its old image.
 * The first choice under which X changes outcome is kept. Giving every heap of X a generator of
 * its own always succeeds: X is then the first word of its element, so it is marked by its own
 * options.
 */
final class Recalibration {

    private final HeapOptions options;
    private final HeapBudget budget;

    Recalibration(HeapOptions options, HeapBudget budget) {
        this.options = options;
        this.budget = budget;
    }

    /** The trial of the quotient so far times a fresh C(2, 2) for the heap {@code heap} that has no place in it. */
    Pretension freshHeap(Pretension current, int heap, int[] phi) {
        BipartiteMonoid q = current.quotient();
        TrialMonoid trial = new TrialMonoid(q, new int[] {2}, new int[] {2});
        int[] image = java.util.Arrays.copyOf(phi, heap + 1);
        image[heap] = trial.generator(0);
        return markAndReduce(trial, image);
    }

    /** A trial on which {@code counts} (a failing word, heap by heap) has the other outcome. */
    Pretension recalibrate(Pretension trial, int[] counts) {
        boolean shouldBeP = !trial.quotient().isP(trial.image(counts));
        List<Integer> involved = new ArrayList<>();
        for (int h = counts.length - 1; h >= 1; h--) {
            if (counts[h] > 0) {
                involved.add(h);
            }
        }
        for (int size = 1; size <= involved.size(); size++) {
            for (List<Integer> heaps : subsets(involved, size)) {
                Pretension candidate = withFreshGenerators(trial, heaps, counts);
                if (candidate.quotient().isP(candidate.image(counts)) == shouldBeP) {
                    return candidate;
                }
            }
        }
        throw new IllegalStateException("recalibration failed on the sum of heaps " + text(counts));
    }

    private Pretension withFreshGenerators(Pretension trial, List<Integer> heaps, int[] counts) {
        BipartiteMonoid q = trial.quotient();
        int[] phi = trial.phi();
        List<Integer> others = new ArrayList<>();
        for (int h = 1; h < phi.length; h++) {
            if (!heaps.contains(h)) {
                others.add(phi[h]);
            }
        }
        int[] elements = q.submonoid(others.stream().mapToInt(Integer::intValue).distinct().toArray());
        int[] renumber = new int[q.size()];
        java.util.Arrays.fill(renumber, -1);
        for (int i = 0; i < elements.length; i++) {
            renumber[elements[i]] = i;
        }
        FiniteMonoid base = q.restrictedTo(elements, renumber);
        int[] index = new int[heaps.size()];
        int[] period = new int[heaps.size()];
        for (int i = 0; i < heaps.size(); i++) {
            index[i] = Math.max(q.index(phi[heaps.get(i)]), counts[heaps.get(i)] - 1);
            period[i] = index[i] >= 8 ? 2 * ((index[i] - 4) / 2) : 2; // longer cycles for longer tails, as MisereSolver
        }
        TrialMonoid monoid = new TrialMonoid(base, index, period);
        int[] image = new int[phi.length];
        for (int h = 1; h < phi.length; h++) {
            int i = heaps.indexOf(h);
            image[h] = i >= 0 ? monoid.generator(i) : renumber[phi[h]];
        }
        return markAndReduce(monoid, image);
    }

    /** Marks the P-portion of a trial from first words and reduces it. */
    Pretension markAndReduce(TrialMonoid monoid, int[] phi) {
        long size = monoid.size();
        if (size >= Integer.MAX_VALUE - 8) {
            throw new IllegalStateException("a trial monoid of more than " + Integer.MAX_VALUE + " elements");
        }
        budget.require(FirstWords.bytesFor(size, false, 0), String.format(java.util.Locale.ROOT,
                "the marking of a trial monoid of %,d elements", size));
        int[][] t = options.images(monoid, phi);
        List<HeapImage> kinds = HeapImage.distinct(phi, t);
        FirstWords marking = FirstWords.mark(monoid, kinds, false);
        return Indistinguishability.reduce(monoid, marking.status(), marking.reached(), phi, kinds, budget);
    }

    /** A sum of heaps as text, largest first, such as 9+5+5+2. */
    static String text(int[] counts) {
        StringBuilder sb = new StringBuilder();
        for (int h = counts.length - 1; h >= 1; h--) {
            for (int e = 0; e < counts[h]; e++) {
                sb.append(sb.length() == 0 ? "" : "+").append(h);
            }
        }
        return sb.length() == 0 ? "0" : sb.toString();
    }

    /** The subsets of {@code values} of {@code size} elements, in order of their positions. */
    static List<List<Integer>> subsets(List<Integer> values, int size) {
        List<List<Integer>> all = new ArrayList<>();
        collect(values, size, 0, new ArrayList<>(), all);
        return all;
    }

    private static void collect(List<Integer> values, int size, int from, List<Integer> chosen, List<List<Integer>> all) {
        if (chosen.size() == size) {
            all.add(List.copyOf(chosen));
            return;
        }
        for (int i = from; i <= values.size() - (size - chosen.size()); i++) {
            chosen.add(values.get(i));
            collect(values, size, i + 1, chosen, all);
            chosen.remove(chosen.size() - 1);
        }
    }
}
