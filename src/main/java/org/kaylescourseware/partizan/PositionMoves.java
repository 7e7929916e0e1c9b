package org.kaylescourseware.partizan;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.kaylescourseware.game.Player;
import org.kaylescourseware.game.Position;

/**
 * The moves of a player in a sum of strips, one per distinct strip length and placement up to mirror
 * symmetry (two strips of the same length, or a placement and its mirror image, give the same
 * position).
 */
public final class PositionMoves {

    private PositionMoves() {
    }

    public static List<StripMove> of(Position position, Player player) {
        List<StripMove> moves = new ArrayList<>();
        TreeSet<Integer> lengths = new TreeSet<>(position.heaps());
        for (int n : lengths.descendingSet()) {
            int index = position.heaps().indexOf(n);
            for (StripCut cut : StripMoves.cutsUpToMirror(player, n)) {
                Position after = position.replace(index, List.of(cut.leftPart(), cut.rightPart()));
                moves.add(new StripMove(player, position, cut, after));
            }
        }
        return moves;
    }
}
