package org.kaylescourseware.misere;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.game.Position;

/**
 * A Nim position written as the paper writes it: a nondecreasing sequence of heap sizes, such as
 * {@code (1, 1, 4)}, with empty heaps kept (so a derivation can show rule 3 deleting them).
 * The empty sequence is written {@code (·)}.
 */
public record HeapSequence(List<Integer> heaps) {

    public HeapSequence {
        heaps = List.copyOf(heaps);
        for (int i = 0; i < heaps.size(); i++) {
            if (heaps.get(i) < 0 || (i > 0 && heaps.get(i) < heaps.get(i - 1))) {
                throw new IllegalArgumentException("a heap sequence lists sizes >= 0 in nondecreasing order, got "
                        + heaps);
            }
        }
    }

    /** The sequence of a position's nonzero heaps, smallest first. */
    public static HeapSequence of(Position position) {
        List<Integer> ascending = new ArrayList<>(position.heaps());
        ascending.sort(null);
        return new HeapSequence(ascending);
    }

    /** The position these heaps make, empty heaps dropped. */
    public Position toPosition() {
        return new Position(heaps);
    }

    /** Written {@code (1, 1, 4)}; the empty sequence is {@code (·)}. */
    @Override
    public String toString() {
        if (heaps.isEmpty()) {
            return "(·)";
        }
        List<String> parts = new ArrayList<>();
        for (int heap : heaps) {
            parts.add(Integer.toString(heap));
        }
        return "(" + String.join(", ", parts) + ")";
    }
}
