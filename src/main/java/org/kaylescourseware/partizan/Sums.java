package org.kaylescourseware.partizan;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.game.Position;

/** Disjunctive sums of strip positions: the union of the multisets. */
public final class Sums {

    private Sums() {
    }

    public static Position plus(Position a, Position b) {
        List<Integer> strips = new ArrayList<>(a.heaps());
        strips.addAll(b.heaps());
        return new Position(strips);
    }

    /** {@code copies} strips S_{strip}: {@code times(3, 2)} is 3·S2 = S2 + S2 + S2. */
    public static Position times(int copies, int strip) {
        if (copies < 0) {
            throw new IllegalArgumentException("a number of copies must be >= 0, got " + copies);
        }
        List<Integer> strips = new ArrayList<>();
        for (int c = 0; c < copies; c++) {
            strips.add(strip);
        }
        return new Position(strips);
    }
}
