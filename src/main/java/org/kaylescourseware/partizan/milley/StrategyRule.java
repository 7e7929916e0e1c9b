package org.kaylescourseware.partizan.milley;

import org.kaylescourseware.game.Player;
import org.kaylescourseware.partizan.StripCut;

/**
 * The winning moves of Theorem 4 (Milley 2015), in the order a player tries them, and the two
 * rules the computation adds where the stated theorem names no move ({@code fromPaper} false).
 */
public enum StrategyRule {
    LEFT_END_OF_ONE_MOD_THREE(Player.LEFT, 1, true, true,
            "a square at the end of a strip of length 1 mod 3"),
    LEFT_END_OF_TWO_MOD_THREE(Player.LEFT, 2, true, true,
            "a square at the end of a strip of length 2 mod 3"),
    LEFT_END_OF_ZERO_MOD_THREE(Player.LEFT, 0, true, false,
            "a square at the end of a strip of length 0 mod 3 (every strip has length 0 mod 3)"),
    RIGHT_END_OF_TWO_MOD_THREE(Player.RIGHT, 2, true, true,
            "a domino at the end of a strip of length 2 mod 3"),
    RIGHT_NEXT_TO_END_OF_ONE_MOD_THREE(Player.RIGHT, 1, false, true,
            "a domino one cell away from the end of a strip of length 1 mod 3 (and at least 4)"),
    RIGHT_END_OF_ZERO_MOD_THREE(Player.RIGHT, 0, true, false,
            "a domino at the end of a strip of length 0 mod 3 (no strip of length 2 mod 3, none of length 1 mod 3"
                    + " and at least 4)");

    private final Player player;
    private final int residue;
    private final boolean atEnd;
    private final boolean fromPaper;
    private final String description;

    StrategyRule(Player player, int residue, boolean atEnd, boolean fromPaper, String description) {
        this.player = player;
        this.residue = residue;
        this.atEnd = atEnd;
        this.fromPaper = fromPaper;
        this.description = description;
    }

    public Player player() {
        return player;
    }

    /** The length mod 3 of the strip this rule plays in. */
    public int residue() {
        return residue;
    }

    /** Whether the piece goes at the very end of the strip (else one cell away from it). */
    public boolean atEnd() {
        return atEnd;
    }

    /** Whether Theorem 4 states this rule; false for the rules the computation adds. */
    public boolean fromPaper() {
        return fromPaper;
    }

    public String description() {
        return description;
    }

    /** Whether this rule allows {@code cut}: right strip class, piece at the end or one cell in. */
    public boolean allows(StripCut cut) {
        if (cut.strip() % 3 != residue) {
            return false;
        }
        int nearer = Math.min(cut.leftPart(), cut.rightPart());
        return atEnd ? nearer == 0 : nearer == 1;
    }
}
