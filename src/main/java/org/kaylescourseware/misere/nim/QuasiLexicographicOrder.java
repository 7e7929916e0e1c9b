package org.kaylescourseware.misere.nim;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.kaylescourseware.game.Partitions;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.misere.HeapSequence;

/**
 * Quasi-lexicographic (shortlex, radix) order of Nim positions, Definitions 3 and 4 of "Misère
 * equivalence classes of Nim positions": write each position as its nondecreasing sequence of
 * heap sizes; a shorter sequence comes first, and sequences of equal length are compared
 * lexicographically. So (2, 9) ≺ (2, 2, 2, 4, 5) ≺ (2, 2, 4, 4, 5). It is a well-order, the
 * induction order of the paper's proofs (Lemma 5: every option precedes its position).
 */
public final class QuasiLexicographicOrder implements Comparator<Position> {

    /** The order. */
    public static final QuasiLexicographicOrder INSTANCE = new QuasiLexicographicOrder();

    private QuasiLexicographicOrder() {
    }

    @Override
    public int compare(Position a, Position b) {
        List<Integer> x = HeapSequence.of(a).heaps();
        List<Integer> y = HeapSequence.of(b).heaps();
        int c = Integer.compare(x.size(), y.size());
        for (int i = 0; c == 0 && i < x.size(); i++) {
            c = Integer.compare(x.get(i), y.get(i));
        }
        return c;
    }

    /** Whether {@code a ≺ b}. */
    public boolean precedes(Position a, Position b) {
        return compare(a, b) < 0;
    }

    /** Every reduced-form position of total size at most {@code maxTotalSize}, in this order. */
    public static List<Position> orderedReducedForms(int maxTotalSize) {
        List<Position> reduced = new ArrayList<>();
        for (Position p : Partitions.upToTotalSize(maxTotalSize)) {
            if (ReducedForm.isReduced(p)) {
                reduced.add(p);
            }
        }
        reduced.sort(INSTANCE);
        return reduced;
    }
}
