package org.kaylescourseware.partizan.milley;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.kaylescourseware.game.Player;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.partizan.PositionMoves;
import org.kaylescourseware.partizan.StripMove;

/**
 * Theorem 4 (Milley 2015) as a move chooser. Left plays at the end of a strip of length 1 mod 3 if
 * there is one, else at the end of one of length 2 mod 3; Right plays at the end of a strip of length
 * 2 mod 3 if there is one, else one away from the end of one of length 1 mod 3. The stated theorem
 * names no move in some winning positions (S3 for either player, S1 + S3 for Right); the completed
 * strategy adds a move at the end of a strip of length 0 mod 3 there.
 */
public final class Theorem4Strategy {

    private Theorem4Strategy() {
    }

    /** A chosen move and the rule that chose it. */
    public record StrategyMove(StripMove move, StrategyRule rule) {
    }

    /**
     * Every move the theorem as stated allows {@code player} in {@code position}: the moves of the first
     * of the player's stated rules that applies; empty when no stated rule applies.
     */
    public static List<StrategyMove> statedMoves(Position position, Player player) {
        return movesOfFirstApplicableRule(position, player, true);
    }

    /** Every move the completed strategy allows: the stated rules, then the added ones. */
    public static List<StrategyMove> completedMoves(Position position, Player player) {
        return movesOfFirstApplicableRule(position, player, false);
    }

    /** The completed strategy's move for {@code player}: on the longest suitable strip. */
    public static Optional<StrategyMove> completedMove(Position position, Player player) {
        List<StrategyMove> moves = completedMoves(position, player);
        return moves.isEmpty() ? Optional.empty() : Optional.of(moves.get(0));
    }

    private static List<StrategyMove> movesOfFirstApplicableRule(Position position, Player player,
            boolean statedOnly) {
        List<StripMove> all = PositionMoves.of(position, player);
        for (StrategyRule rule : StrategyRule.values()) {
            if (rule.player() != player || (statedOnly && !rule.fromPaper())) {
                continue;
            }
            List<StrategyMove> moves = new ArrayList<>();
            for (StripMove move : all) {
                if (rule.allows(move.cut())) {
                    moves.add(new StrategyMove(move, rule));
                }
            }
            if (!moves.isEmpty()) {
                return moves;
            }
        }
        return List.of();
    }
}
