package org.kaylescourseware.misere.nim;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.game.Partitions;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.misere.HeapSequence;

/**
 * Reduced forms of Nim positions, Definition 5 of "Misère equivalence classes of Nim positions"
 * (INTEGERS 16, 2016), step by step. Each rule keeps the impartial misère class because of
 * Theorem 5, {@code n + 1 ≡ n⊕1}: an odd heap a is {@code (a−1) + 1}, and the heap of size 1 can
 * be moved onto another heap (flipping its lowest bit) or cancelled against another, since
 * {@code 1 + 1 ≡ 0} (Corollary 1). By Theorem 6, two Nim positions are impartially equivalent
 * exactly when their reduced forms are the same.
 */
public final class ReducedForm {

    private ReducedForm() {
    }

    /** The reduced form of {@code position}. */
    public static Position of(Position position) {
        return derive(position).reducedForm();
    }

    /** Whether {@code position} is its own reduced form: at most one odd heap, and then the largest. */
    public static boolean isReduced(Position position) {
        return derive(position).startIsReduced();
    }

    /**
     * The derivation of every Nim position of total size at most {@code maxTotalSize}, in
     * quasi-lexicographic order: the table of positions and their reduced forms.
     */
    public static List<ReductionDerivation> derivationsUpTo(int maxTotalSize) {
        List<Position> positions = new ArrayList<>(Partitions.upToTotalSize(maxTotalSize));
        positions.sort(QuasiLexicographicOrder.INSTANCE);
        return positions.stream().map(ReducedForm::derive).toList();
    }

    /** Every rule of Definition 5 applied in turn to {@code position}, with its reason. */
    public static ReductionDerivation derive(Position position) {
        List<ReductionStep> steps = new ArrayList<>();
        HeapSequence current = HeapSequence.of(position);
        for (ReductionStep step = pairOfOddHeaps(current); step != null; step = pairOfOddHeaps(current)) {
            steps.add(step);
            current = step.after();
        }
        current = applyOnce(oddHeapToLargest(current), current, steps);
        current = applyOnce(deleteEmptyHeaps(current), current, steps);
        return new ReductionDerivation(position, steps, current.toPosition());
    }

    private static HeapSequence applyOnce(ReductionStep step, HeapSequence current, List<ReductionStep> steps) {
        if (step == null) {
            return current;
        }
        steps.add(step);
        return step.after();
    }

    /** Rule 1 once, or null when fewer than two heaps are odd. */
    private static ReductionStep pairOfOddHeaps(HeapSequence before) {
        List<Integer> heaps = new ArrayList<>(before.heaps());
        List<Integer> odd = oddIndices(heaps);
        if (odd.size() < 2) {
            return null;
        }
        int a = heaps.get(odd.get(0));
        int b = heaps.get(odd.get(1));
        heaps.set(odd.get(0), a - 1);
        heaps.set(odd.get(1), b - 1);
        heaps.sort(null);
        String reason = a + " and " + b + " are the two smallest odd heaps (" + odd.size() + " odd heaps): "
                + a + " + " + b + " ≡ " + (a - 1) + " + 1 + " + (b - 1) + " + 1 ≡ " + (a - 1) + " + " + (b - 1)
                + ", since n + 1 ≡ n⊕1 (Spindler's Theorem 5) and 1 + 1 ≡ 0";
        return new ReductionStep(ReductionRule.PAIR_OF_ODD_HEAPS, before, new HeapSequence(heaps), reason);
    }

    /** Rule 2, or null when no heap is odd or the odd heap is the largest. */
    private static ReductionStep oddHeapToLargest(HeapSequence before) {
        List<Integer> heaps = new ArrayList<>(before.heaps());
        List<Integer> odd = oddIndices(heaps);
        int largest = heaps.isEmpty() ? 0 : heaps.get(heaps.size() - 1);
        if (odd.size() != 1 || heaps.get(odd.get(0)) == largest) {
            return null;
        }
        int a = heaps.get(odd.get(0));
        heaps.set(odd.get(0), a - 1);
        heaps.set(heaps.size() - 1, largest + 1);
        heaps.sort(null);
        String reason = a + " is the only odd heap and " + largest + " is larger: " + a + " + " + largest + " ≡ "
                + (a - 1) + " + 1 + " + largest + " ≡ " + (a - 1) + " + " + (largest + 1)
                + ", since n + 1 ≡ n⊕1 (Spindler's Theorem 5) and " + largest + "⊕1 = " + (largest + 1);
        return new ReductionStep(ReductionRule.ODD_HEAP_TO_LARGEST, before, new HeapSequence(heaps), reason);
    }

    /** Rule 3, or null when no heap is empty. */
    private static ReductionStep deleteEmptyHeaps(HeapSequence before) {
        List<Integer> heaps = new ArrayList<>(before.heaps());
        int empty = heaps.size();
        heaps.removeIf(h -> h == 0);
        empty -= heaps.size();
        if (empty == 0) {
            return null;
        }
        String reason = empty + (empty == 1 ? " empty heap" : " empty heaps") + " deleted: G + 0 ≅ G";
        return new ReductionStep(ReductionRule.DELETE_EMPTY_HEAPS, before, new HeapSequence(heaps), reason);
    }

    private static List<Integer> oddIndices(List<Integer> heaps) {
        List<Integer> odd = new ArrayList<>();
        for (int i = 0; i < heaps.size(); i++) {
            if (heaps.get(i) % 2 == 1) {
                odd.add(i);
            }
        }
        return odd;
    }
}
