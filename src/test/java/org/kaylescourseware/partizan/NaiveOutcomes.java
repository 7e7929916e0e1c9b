package org.kaylescourseware.partizan;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.PlayConvention;
import org.kaylescourseware.game.Position;

/**
 * An independent route for the tests: a plain game-tree search with no memo, no canonical form and
 * no symmetry, straight from the rules (Left removes one cell, Right two adjacent cells). Slow on
 * purpose; only for small positions.
 */
public final class NaiveOutcomes {

    private NaiveOutcomes() {
    }

    public static OutcomeClass outcome(Position position, PlayConvention play) {
        List<Integer> strips = new ArrayList<>(position.heaps());
        return OutcomeClass.of(wins(strips, true, play), wins(strips, false, play));
    }

    public static OutcomeClass misere(int... strips) {
        return outcome(Position.of(strips), PlayConvention.MISERE);
    }

    public static boolean wins(List<Integer> strips, boolean leftToMove, PlayConvention play) {
        int width = leftToMove ? 1 : 2;
        boolean anyMove = false;
        for (int s = 0; s < strips.size(); s++) {
            int n = strips.get(s);
            for (int first = 0; first + width <= n; first++) {
                anyMove = true;
                List<Integer> next = new ArrayList<>(strips);
                next.remove(s);
                next.add(first);
                next.add(n - first - width);
                if (!wins(next, !leftToMove, play)) {
                    return true;
                }
            }
        }
        return !anyMove && play == PlayConvention.MISERE;
    }
}
