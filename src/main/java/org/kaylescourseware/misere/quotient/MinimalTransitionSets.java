package org.kaylescourseware.misere.quotient;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.impartial.HeapBudget;

/**
 * For each element x of a quotient, the minimal sets among the option images T(X) of the words X
 * with image x met so far (an antichain under inclusion).
 *
 * <p>Why it prunes (Plambeck and Siegel §6; Siegel's MisereSolver): if Φ(Y) = Φ(X) and
 * T(Y) ⊆ T(X), then for every Z, Φ(Y + Z) = Φ(X + Z) and T(Y + Z) ⊆ T(X + Z), so X + Z has a move
 * to P whenever Y + Z has one. When Y comes first in the order of words, X + Z fails only if the
 * earlier Y + Z fails; so X need not be extended. A layer on top of a base keeps what one trial
 * adds apart, to be kept or dropped with the trial.
 */
final class MinimalTransitionSets {

    private static final long CHECK_EVERY_WORDS = 1L << 20;

    private final MinimalTransitionSets base;
    private final List<List<long[]>> sets;
    private final HeapBudget budget;
    private long words;
    private long nextCheck = CHECK_EVERY_WORDS;

    private MinimalTransitionSets(MinimalTransitionSets base, int order, HeapBudget budget) {
        this.base = base;
        this.budget = budget;
        this.sets = new ArrayList<>(order);
        for (int x = 0; x < order; x++) {
            sets.add(null);
        }
        this.words = base == null ? 0 : base.words;
    }

    /** No sets yet, for a quotient of {@code order} elements. */
    static MinimalTransitionSets empty(int order, HeapBudget budget) {
        return new MinimalTransitionSets(null, order, budget);
    }

    /** A layer over this one: it sees these sets, and adds its own apart. */
    MinimalTransitionSets layer() {
        return new MinimalTransitionSets(this, sets.size(), budget);
    }

    /** Keeps a layer's sets in its base, and returns the base. */
    MinimalTransitionSets commit() {
        for (int x = 0; x < sets.size(); x++) {
            if (sets.get(x) != null) {
                for (long[] set : sets.get(x)) {
                    base.store(x, set);
                }
            }
        }
        return base;
    }

    /** The number of sets kept in all: a measure of the search's memory. */
    long words() {
        return words;
    }

    /**
     * Whether (x, T) is new: no kept set of x lies inside T. If so T is kept, and the kept sets of
     * x in this layer that contain T are dropped.
     */
    boolean admit(int x, long[] transitions) {
        for (MinimalTransitionSets layer = this; layer != null; layer = layer.base) {
            if (layer.holdsSubsetOf(x, transitions)) {
                return false;
            }
        }
        store(x, transitions);
        return true;
    }

    private boolean holdsSubsetOf(int x, long[] transitions) {
        List<long[]> kept = sets.get(x);
        if (kept == null) {
            return false;
        }
        for (long[] set : kept) {
            if (subset(set, transitions)) {
                return true;
            }
        }
        return false;
    }

    private void store(int x, long[] transitions) {
        List<long[]> kept = sets.get(x);
        if (kept == null) {
            kept = new ArrayList<>(2);
            sets.set(x, kept);
        }
        kept.removeIf(set -> subset(transitions, set));
        kept.add(transitions);
        words += transitions.length + 4;
        if (words >= nextCheck) {
            nextCheck = words + CHECK_EVERY_WORDS;
            budget.require(CHECK_EVERY_WORDS * Long.BYTES, "the minimal transition sets of the verification");
        }
    }

    private static boolean subset(long[] a, long[] b) {
        for (int w = 0; w < a.length; w++) {
            if ((a[w] & ~b[w]) != 0) {
                return false;
            }
        }
        return true;
    }
}
