package org.kaylescourseware.partizan;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.game.Player;

/**
 * The rule of partizan Kayles as data: on a strip S_n Left places a square (one cell), Right places a
 * domino (two adjacent cells); what is left of the strip is the two parts on either side
 * (Milley 2015, Section 1, Figure 1).
 */
public final class StripMoves {

    private StripMoves() {
    }

    /** How many adjacent cells a move of {@code player} covers: 1 for Left, 2 for Right. */
    public static int width(Player player) {
        return player == Player.LEFT ? 1 : 2;
    }

    /** Every placement of {@code player} on S_n, from the left end to the right end. */
    public static List<StripCut> cuts(Player player, int n) {
        int width = width(player);
        List<StripCut> cuts = new ArrayList<>();
        for (int first = 1; first + width - 1 <= n; first++) {
            cuts.add(new StripCut(n, first, width, first - 1, n - first - width + 1));
        }
        return cuts;
    }

    /** The placements of {@code player} on S_n up to mirror symmetry: left part at most right part. */
    public static List<StripCut> cutsUpToMirror(Player player, int n) {
        List<StripCut> cuts = new ArrayList<>();
        for (StripCut cut : cuts(player, n)) {
            if (cut.leftPart() <= cut.rightPart()) {
                cuts.add(cut);
            }
        }
        return cuts;
    }
}
