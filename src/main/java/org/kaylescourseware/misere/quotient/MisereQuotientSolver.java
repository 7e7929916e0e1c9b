package org.kaylescourseware.misere.quotient;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.kaylescourseware.impartial.HeapBudget;
import org.kaylescourseware.impartial.InsufficientHeapException;
import org.kaylescourseware.impartial.PeriodicityFinder;
import org.kaylescourseware.rules.ImpartialRule;
import org.kaylescourseware.rules.OctalGame;

/**
 * Computes the misère quotient of an impartial heap game restricted to heaps 1..n, heap by heap,
 * by the method of Plambeck and Siegel ("Misère quotients for impartial games", JCTA 115 (2008),
 * §6) and Siegel's MisereSolver.
 *
 * <p>For each new heap h, first a conservative extension: h is sent to an element x of the quotient
 * so far, tried only for the x whose outcome h has and which are compatible with every image of
 * an option of h (the mex interpolation principle), and checked on the sums that contain h, cut
 * by the minimal transition sets that the check of the smaller heaps left. When no x fits, h gets
 * a fresh cyclic generator; the trial is marked, reduced and checked, and while it fails, the
 * heaps of the first failing word are recalibrated ({@link Recalibration}). Every trial is reduced
 * to pairwise distinguishable elements, so the quotient kept is the misère quotient. Memory grows
 * with the quotient, and each large allocation is asked of the heap first.
 */
public final class MisereQuotientSolver {

    /** The most heaps {@link #kaylesQuotient()} computes while it looks for a certified period of Φ. */
    public static final int KAYLES_HEAP_LIMIT = 400;

    /** The most heaps a quotient may be asked to cover. */
    public static final int MAX_HEAP_BOUND = 10_000;

    /** A quotient or trial with more elements than a product table can hold, whatever the heap, or than the caller allows. */
    public static final class TooManyElements extends IllegalStateException {
        private static final long serialVersionUID = 1L;

        TooManyElements(String message) {
            super(message);
        }
    }

    private final ImpartialRule rule;
    private final int maxOrder;
    private final HeapBudget budget;
    private final QuotientProgress progress;
    private final HeapOptions options;
    private final Recalibration recalibration;

    private Pretension current = new Pretension(BipartiteMonoid.trivial(), new int[] {0});
    private final Set<List<Integer>> kindKeys = new HashSet<>();
    private List<HeapImage> kinds = new ArrayList<>();
    private MinimalTransitionSets sets;
    private final List<MisereQuotient.Change> changes = new ArrayList<>();

    private MisereQuotientSolver(ImpartialRule rule, int maxOrder, HeapBudget budget, QuotientProgress progress) {
        this.rule = rule;
        this.maxOrder = maxOrder;
        this.budget = budget;
        this.progress = progress;
        this.options = new HeapOptions(rule);
        this.recalibration = new Recalibration(options, budget);
        this.sets = MinimalTransitionSets.empty(1, budget);
    }

    /**
     * The misère quotient of the closure of heaps 1..{@code heapBound} under {@code rule}.
     *
     * @throws IllegalArgumentException when the bound is outside 0..{@link #MAX_HEAP_BOUND}
     * @throws InsufficientHeapException when it does not fit in the heap, with the last heap done
     */
    public static MisereQuotient misereQuotient(ImpartialRule rule, int heapBound) {
        return solve(rule, heapBound, false, HeapBudget.ofThisJvm(), QuotientProgress.NONE);
    }

    /**
     * The misère quotient of {@code rule} with heaps of every size: computed heap by heap until the
     * pretending function shows a period the periodicity theorem certifies (see
     * {@link PretendingPeriod}); then no larger heap changes the quotient. Stops at
     * {@code heapLimit} without a certificate, and says so through {@link MisereQuotient#period()}.
     */
    public static MisereQuotient misereQuotientOfAllHeaps(ImpartialRule rule, int heapLimit) {
        return solve(rule, heapLimit, true, HeapBudget.ofThisJvm(), QuotientProgress.NONE);
    }

    /**
     * As {@link #misereQuotientOfAllHeaps(ImpartialRule, int)}, for a caller that wants an answer
     * soon rather than a quotient at any cost: refused with {@link TooManyElements} naming
     * the heap as soon as a trial has more than {@code maxOrder} elements.
     */
    public static MisereQuotient misereQuotientOfAllHeaps(ImpartialRule rule, int heapLimit, int maxOrder) {
        return misereQuotientOfAllHeaps(rule, heapLimit, maxOrder, QuotientProgress.NONE);
    }

    /** As {@link #misereQuotientOfAllHeaps(ImpartialRule, int, int)}, telling {@code progress} after every heap. */
    public static MisereQuotient misereQuotientOfAllHeaps(ImpartialRule rule, int heapLimit, int maxOrder,
            QuotientProgress progress) {
        return new MisereQuotientSolver(rule, maxOrder, HeapBudget.ofThisJvm(), progress).run(checkedBound(rule, heapLimit), true);
    }

    /**
     * The quotient of heaps 1..{@code heapBound}, or, with {@code untilCertified}, of all heaps once a
     * period of Φ is certified on the way; {@code progress} is told after every heap.
     */
    public static MisereQuotient solve(ImpartialRule rule, int heapBound, boolean untilCertified, HeapBudget budget,
            QuotientProgress progress) {
        return new MisereQuotientSolver(rule, Integer.MAX_VALUE, budget, progress).run(checkedBound(rule, heapBound),
                untilCertified);
    }

    private static int checkedBound(ImpartialRule rule, int heapBound) {
        if (rule == null) {
            throw new IllegalArgumentException("a misère quotient needs a rule, got null");
        }
        if (heapBound < 0 || heapBound > MAX_HEAP_BOUND) {
            throw new IllegalArgumentException("the heap bound of a misère quotient must be 0.." + MAX_HEAP_BOUND + ", got "
                    + heapBound);
        }
        return heapBound;
    }

    /**
     * The misère quotient of Kayles (0.77) with rows of every length: computed until the period of Φ
     * is certified, at most {@value #KAYLES_HEAP_LIMIT} heaps. The entry point of the benchmark case
     * "kayles-misere-quotient".
     */
    public static MisereQuotient kaylesQuotient() {
        return misereQuotientOfAllHeaps(OctalGame.parse("0.77"), KAYLES_HEAP_LIMIT);
    }

    private MisereQuotient run(int heapBound, boolean untilCertified) {
        for (int h = 1; h <= heapBound; h++) {
            try {
                extend(h);
            } catch (InsufficientHeapException tooLarge) {
                throw tooLarge.reachedAt(h - 1);
            }
            progress.heapDone(h, current.quotient().size(), current.quotient().pCount());
            if (untilCertified && PeriodicityFinder.find(rule, current.phi(), h).isPresent()) {
                break;
            }
        }
        return MisereQuotient.of(rule.code(), current.lastHeap(), current.quotient(), current.phi(), changes);
    }

    private void extend(int heap) {
        BipartiteMonoid q = current.quotient();
        int[] phi = Arrays.copyOf(current.phi(), heap + 1);
        int[] t = options.images(q, phi, heap);
        if (t.length == 0) {
            current = new Pretension(q, phi); // a heap without moves is the identity
            return;
        }
        int x = conservativeImage(q, heap, t);
        if (x >= 0) {
            phi[heap] = x;
            current = new Pretension(q, phi);
            if (kindKeys.add(HeapImage.key(x, t))) {
                kinds = new ArrayList<>(kinds);
                kinds.add(new HeapImage(heap, x, t));
            }
            return;
        }
        expand(heap, phi);
    }

    /** The element the new heap may be sent to without changing the quotient, or −1. */
    private int conservativeImage(BipartiteMonoid q, int heap, int[] t) {
        boolean heapIsP = Arrays.stream(t).noneMatch(q::isP);
        for (int x = 0; x < q.size(); x++) {
            if (q.isP(x) != heapIsP || !compatibleWithAll(q, x, t)) {
                continue;
            }
            if (kindKeys.contains(HeapImage.key(x, t))) {
                return x; // an earlier heap of the same kind: no new sum
            }
            List<HeapImage> trial = new ArrayList<>(kinds);
            trial.add(new HeapImage(heap, x, t));
            MinimalTransitionSets layer = sets.layer();
            if (FailureSearch.leastNFailure(q, trial, layer, null, true) == null) {
                sets = layer.commit();
                return x;
            }
        }
        return -1;
    }

    private static boolean compatibleWithAll(BipartiteMonoid q, int x, int[] t) {
        for (int y : t) {
            if (!q.compatible(x, y)) {
                return false;
            }
        }
        return true;
    }

    /** No element fits: a fresh generator for the heap, then recalibration until no word fails. */
    private void expand(int heap, int[] phi) {
        Pretension trial = recalibration.freshHeap(current, heap, phi);
        for (int tried = 1; ; tried++) {
            progress.trialTried(heap, tried, trial.quotient().size());
            if (trial.quotient().size() > maxOrder) {
                throw new TooManyElements("the misère quotient of " + rule.code() + " could not be computed at heap "
                        + heap + ": a trial grew to " + trial.quotient().size() + " elements, more than the " + maxOrder
                        + " allowed here");
            }
            int[][] t = options.images(trial.quotient(), trial.phi());
            List<HeapImage> trialKinds = HeapImage.distinct(trial.phi(), t);
            MinimalTransitionSets trialSets = MinimalTransitionSets.empty(trial.quotient().size(), budget);
            int[] failure = FailureSearch.leastFailure(trial.quotient(), trialKinds, trialSets);
            if (failure == null) {
                accept(trial, trialKinds, trialSets);
                changes.add(new MisereQuotient.Change(heap, trial.quotient().size(), trial.quotient().pCount()));
                return;
            }
            trial = recalibration.recalibrate(trial, counts(trialKinds, failure, heap));
        }
    }

    private void accept(Pretension trial, List<HeapImage> trialKinds, MinimalTransitionSets trialSets) {
        current = trial;
        kinds = trialKinds;
        sets = trialSets;
        kindKeys.clear();
        for (HeapImage kind : trialKinds) {
            kindKeys.add(HeapImage.key(kind.image(), kind.options()));
        }
    }

    /** A word over kinds of heaps as the number of heaps of each size 0..heap. */
    private static int[] counts(List<HeapImage> kinds, int[] word, int heap) {
        int[] counts = new int[heap + 1];
        for (int k = 0; k < word.length; k++) {
            counts[kinds.get(k).heap()] += word[k];
        }
        return counts;
    }
}
