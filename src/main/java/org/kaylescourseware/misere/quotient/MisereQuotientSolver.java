package org.kaylescourseware.misere.quotient;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.kaylescourseware.impartial.PeriodicityFinder;
import org.kaylescourseware.rules.HeapOption;
import org.kaylescourseware.rules.ImpartialRule;
import org.kaylescourseware.rules.OctalGame;

/**
 * Computes the misère quotient of an impartial heap game restricted to heaps 1..n, heap by heap,
 * after Plambeck and Siegel ("Misère quotients for impartial games", JCTA 115 (2008), §6, and
 * Siegel's MisereSolver).
 *
 * <p>For each new heap h: first try to send h to an element x of the quotient so far (a
 * conservative extension), checked on every position by {@link OutcomeMarking}. If no x works,
 * give h a fresh cyclic generator, mark the P-portion of the product monoid from first words and
 * check it; when the check fails at a position, the heaps of that position get fresh generators
 * too (or larger cyclic parts) and the trial is repeated. A successful trial is reduced to the
 * smallest monoid with the same outcomes (the syntactic congruence, by Moore's refinement), which
 * is the quotient.
 */
public final class MisereQuotientSolver {

    /** The most elements a trial monoid may have before the computation gives up. */
    public static final int MAX_TRIAL_SIZE = 500_000;

    /** The most heaps {@link #kaylesQuotient()} computes while it looks for a certified period of Φ. */
    public static final int KAYLES_HEAP_LIMIT = 400;

    /** The most heaps a quotient may be asked to cover. */
    public static final int MAX_HEAP_BOUND = 10_000;

    private static final int MAX_TRIALS = 200;

    private final ImpartialRule rule;

    private MisereQuotientSolver(ImpartialRule rule) {
        this.rule = rule;
    }

    /**
     * The misère quotient of the closure of heaps 1..{@code heapBound} under {@code rule}.
     *
     * @throws IllegalArgumentException when the bound is below 0
     * @throws IllegalStateException when a trial monoid would pass {@link #MAX_TRIAL_SIZE}
     */
    public static MisereQuotient misereQuotient(ImpartialRule rule, int heapBound) {
        return new MisereQuotientSolver(rule).solve(checkedBound(rule, heapBound), false);
    }

    /**
     * The misère quotient of {@code rule} with heaps of every size: computed heap by heap until the
     * pretending function shows a period the periodicity theorem certifies (see
     * {@link PretendingPeriod}); then no longer heap changes the quotient. Stops at
     * {@code heapLimit} without a certificate, and says so through {@link MisereQuotient#period()}.
     */
    public static MisereQuotient misereQuotientOfAllHeaps(ImpartialRule rule, int heapLimit) {
        return new MisereQuotientSolver(rule).solve(checkedBound(rule, heapLimit), true);
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

    private MisereQuotient solve(int heapBound, boolean stopAtCertifiedPeriod) {
        Stage stage = Stage.TRIVIAL;
        List<Integer> expansions = new ArrayList<>();
        for (int h = 1; h <= heapBound; h++) {
            Stage next = extend(stage, h);
            if (next.table().length != stage.table().length) {
                expansions.add(h);
            }
            stage = next;
            if (stopAtCertifiedPeriod && PeriodicityFinder.find(rule, stage.phi(), h).isPresent()) {
                return MisereQuotient.of(rule.code(), h, stage.table(), stage.status(), stage.phi(), expansions);
            }
        }
        return MisereQuotient.of(rule.code(), heapBound, stage.table(), stage.status(), stage.phi(),
                expansions);
    }

    private Stage extend(Stage stage, int heap) {
        int[] phi = Arrays.copyOf(stage.phi(), heap + 1);
        if (rule.options(heap).isEmpty()) {
            return new Stage(stage.table(), stage.status(), phi, stage.automaton()); // a heap without moves is 0
        }
        TrialMonoid base = new TrialMonoid(stage.table(), new int[0], new int[0]);
        int[][] optionImages = optionImages(base, phi, heap);
        int twin = earlierHeapWithSameOptions(phi, optionImages, heap);
        if (twin > 0) {
            // Same option images as an earlier heap: the pair automaton is unchanged, so the new
            // heap behaves exactly like that heap in every position.
            phi[heap] = phi[twin];
            return new Stage(stage.table(), stage.status(), phi, stage.automaton());
        }
        PairAutomaton automaton = stage.automaton() != null ? stage.automaton()
                : new PairAutomaton(base, stage.status(), Arrays.copyOf(phi, heap), optionImages);
        boolean heapIsP = Arrays.stream(optionImages[heap]).noneMatch(t -> stage.status()[t] == OutcomeMarking.P);
        for (int x = 0; x < stage.table().length; x++) {
            if ((stage.status()[x] == OutcomeMarking.P) == heapIsP && automaton.tryAdd(heap, x, optionImages[heap])) {
                phi[heap] = x;
                return new Stage(stage.table(), stage.status(), phi, automaton);
            }
        }
        return expand(stage, heap);
    }

    private static int earlierHeapWithSameOptions(int[] phi, int[][] optionImages, int heap) {
        int[] mine = optionImages[heap].clone();
        Arrays.sort(mine);
        for (int h = heap - 1; h >= 1; h--) {
            int[] theirs = optionImages[h].clone();
            Arrays.sort(theirs);
            if (Arrays.equals(mine, theirs)) {
                return h;
            }
        }
        return 0;
    }

    /** No element of the old quotient fits: try product monoids with fresh generators. */
    private Stage expand(Stage stage, int heap) {
        List<int[]> free = new ArrayList<>(); // {heap, index, period}
        free.add(new int[] {heap, 2, 2});
        for (int trial = 0; trial < MAX_TRIALS; trial++) {
            TrialMonoid monoid = new TrialMonoid(stage.table(), column(free, 1), column(free, 2));
            if (monoid.size() > MAX_TRIAL_SIZE) {
                break;
            }
            int[] image = Arrays.copyOf(stage.phi(), heap + 1);
            for (int c = 0; c < free.size(); c++) {
                image[free.get(c)[0]] = monoid.generator(c);
            }
            byte[] status = new byte[monoid.size()];
            Arrays.fill(status, OutcomeMarking.UNKNOWN);
            OutcomeMarking.Result result;
            try {
                result = OutcomeMarking.run(monoid, image, optionImages(monoid, image, heap), status);
            } catch (IllegalStateException tooLarge) {
                throw new IllegalStateException("the misère quotient of " + rule.code() + " could not be computed at heap "
                        + heap + " (trial monoid of " + monoid.size() + " elements): " + tooLarge.getMessage()
                        + "; use a smaller heap bound", tooLarge);
            }
            if (result.consistent()) {
                return QuotientReduction.reduce(monoid, image, result);
            }
            refine(free, result.failure());
        }
        throw new IllegalStateException("the misère quotient of " + rule.code() + " could not be computed at heap "
                + heap + ": the trial monoids grew past " + MAX_TRIAL_SIZE + " elements or " + MAX_TRIALS
                + " trials; use a smaller heap bound");
    }

    /** Fresh generators for the heaps of a failing position, or longer cycles for those that have one. */
    private void refine(List<int[]> free, List<Integer> failure) {
        boolean changed = false;
        for (int h : failure.stream().distinct().sorted(java.util.Comparator.reverseOrder()).toList()) {
            if (rule.options(h).isEmpty()) {
                continue;
            }
            int count = (int) failure.stream().filter(x -> x == h).count();
            int[] component = free.stream().filter(f -> f[0] == h).findFirst().orElse(null);
            if (component == null) {
                if (!changed) {
                    free.add(new int[] {h, 2, 2}); // one new generator at a time, the largest heap first
                    changed = true;
                }
            } else if (count >= component[1]) {
                component[1] = count + 1;
                changed = true;
            }
        }
        if (!changed) {
            for (int[] component : free) {
                if (failure.contains(component[0])) {
                    component[2] *= 2;
                    component[1]++;
                }
            }
        }
    }

    private int[][] optionImages(TrialMonoid monoid, int[] image, int maxHeap) {
        int[][] images = new int[maxHeap + 1][];
        images[0] = new int[0];
        for (int h = 1; h <= maxHeap; h++) {
            List<HeapOption> options = rule.options(h);
            images[h] = options.stream().mapToInt(o -> {
                int x = 0;
                for (int leaf : o.leaves()) {
                    x = monoid.product(x, image[leaf]);
                }
                return x;
            }).distinct().toArray();
        }
        return images;
    }

    private static int[] column(List<int[]> rows, int column) {
        return rows.stream().mapToInt(r -> r[column]).toArray();
    }

    /**
     * A quotient so far: its table (identity 0), the P/N status of each element, Φ on 0..h, and
     * its pair automaton once built (null until a heap needs it).
     */
    record Stage(int[][] table, byte[] status, int[] phi, PairAutomaton automaton) {
        static final Stage TRIVIAL = new Stage(new int[][] {{0}}, new byte[] {OutcomeMarking.N}, new int[] {0}, null);
    }
}
