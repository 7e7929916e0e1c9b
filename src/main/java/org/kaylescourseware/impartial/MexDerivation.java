package org.kaylescourseware.impartial;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.rules.HeapOption;

/**
 * How g(n) follows from smaller values: every option of a heap of size n, the value of the heaps
 * it leaves (a nim-sum), and the mex of those values. The worked computations of the lessons.
 */
public record MexDerivation(int heap, List<Step> options, int mex) {

    /** One option: the heaps left, their values, and their nim-sum. */
    public record Step(HeapOption option, List<Integer> leafValues, int value) {
        public Step {
            leafValues = List.copyOf(leafValues);
        }
    }

    public MexDerivation {
        options = List.copyOf(options);
    }

    public static MexDerivation of(GrundySequence sequence, int heap) {
        if (heap < 0 || heap > sequence.to()) {
            throw new IllegalArgumentException("heap " + heap + " is outside 0.." + sequence.to());
        }
        List<Step> steps = new ArrayList<>();
        java.util.BitSet seen = new java.util.BitSet();
        for (HeapOption option : sequence.rule().options(heap)) {
            List<Integer> leafValues = new ArrayList<>();
            for (int leaf : option.leaves()) {
                leafValues.add(sequence.value(leaf));
            }
            int value = SumAnalysis.valueOf(sequence, option.leaves());
            seen.set(value);
            steps.add(new Step(option, leafValues, value));
        }
        int mex = seen.nextClearBit(0);
        if (mex != sequence.value(heap)) {
            throw new IllegalStateException("derivation of g(" + heap + ") gives " + mex
                    + " but the sequence holds " + sequence.value(heap));
        }
        return new MexDerivation(heap, steps, mex);
    }
}
