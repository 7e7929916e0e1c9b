package org.kaylescourseware.partizan;

import java.util.List;
import org.kaylescourseware.game.Player;
import org.kaylescourseware.game.Position;

/**
 * A move in a sum of strips: {@code player} places a piece on one strip S_{cut.strip()} of
 * {@code before}, covering {@code cut.cells()}; {@code after} is the whole position that is left.
 */
public record StripMove(Player player, Position before, StripCut cut, Position after) {

    /** The length of the strip played in. */
    public int strip() {
        return cut.strip();
    }

    /** The cells taken, counted from 1 at the left end of the strip. */
    public List<Integer> cells() {
        return cut.cells();
    }

    /** What is left of the strip played in: its parts of length &gt; 0, longest first. */
    public Position stripLeaves() {
        return Position.of(cut.leftPart(), cut.rightPart());
    }

    /** For example {@code "Left places a square on cell 1 of S6, leaving S5"}. */
    public String describe() {
        String piece = player == Player.LEFT ? "a square on cell " + cut.firstCell()
                : "a domino on cells " + cut.firstCell() + "–" + (cut.firstCell() + 1);
        Position leaves = stripLeaves();
        String left = leaves.isEmpty() ? "nothing" : StripNotation.of(leaves);
        return player.title() + " places " + piece + " of S" + cut.strip() + ", leaving " + left;
    }
}
