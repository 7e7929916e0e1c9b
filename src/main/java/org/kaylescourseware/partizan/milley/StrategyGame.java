package org.kaylescourseware.partizan.milley;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Player;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.partizan.PositionMoves;
import org.kaylescourseware.partizan.StripMove;
import org.kaylescourseware.partizan.StripNotation;
import org.kaylescourseware.partizan.StripOutcomeSearch;

/**
 * A misère game of partizan Kayles played out: whoever can win (by the search) plays the Theorem 4
 * move (completed where the theorem names none); whoever cannot plays a fixed move (the first one:
 * longest strip, nearest the end), so the game is the same on every build. Each turn carries the
 * counts x, y, Theorem 3's outcome before and after, and the search's confirmation.
 */
public record StrategyGame(Position start, Player firstPlayer, List<Turn> turns, Player winner) {

    /**
     * One turn. {@code rule} is the Theorem 4 rule used (empty for the losing side's move);
     * {@code confirmed} is the search's verdict that the opponent, to move after it, loses (always
     * false for a losing side's move, whose opponent wins).
     */
    public record Turn(int number, Player mover, Position before, int x, int y, OutcomeClass outcomeBefore,
            boolean moverCanWin, StripMove move, Optional<StrategyRule> rule, Position after, int xAfter,
            int yAfter, OutcomeClass outcomeAfter, boolean confirmed) {

        /** Why this move: the rule and what it does to x and y. */
        public String explanation() {
            String counts = "x: " + x + " → " + xAfter + ", y: " + y + " → " + yAfter + "; Theorem 3 puts "
                    + StripNotation.of(after) + " in " + outcomeAfter + "⁻";
            return rule.map(r -> mover.title() + " can win and plays " + r.description()
                    + (r.fromPaper() ? "" : " (a case Theorem 4 does not name)") + ". " + counts
                    + (confirmed ? "; played out, " + mover.opponent().title() + " to move loses." : "."))
                    .orElse(mover.title() + " cannot win here and makes a plain move. " + counts + ".");
        }
    }

    public StrategyGame {
        turns = List.copyOf(turns);
    }

    /** Plays from {@code start} with {@code first} to move until the player to move has no move (and wins). */
    public static StrategyGame play(StripOutcomeSearch search, Position start, Player first) {
        search.requireWithinBound(start);
        List<Turn> turns = new ArrayList<>();
        Position position = start;
        Player mover = first;
        while (!PositionMoves.of(position, mover).isEmpty()) {
            Turn turn = turn(search, turns.size() + 1, mover, position);
            turns.add(turn);
            position = turn.after();
            mover = mover.opponent();
        }
        Player winner = search.play().moverWithoutMoveWins() ? mover : mover.opponent();
        return new StrategyGame(start, first, turns, winner);
    }

    private static Turn turn(StripOutcomeSearch search, int number, Player mover, Position before) {
        boolean canWin = search.winsMovingFirst(before, mover);
        Optional<Theorem4Strategy.StrategyMove> chosen = canWin
                ? Theorem4Strategy.completedMove(before, mover) : Optional.empty();
        StripMove move = chosen.map(Theorem4Strategy.StrategyMove::move)
                .orElseGet(() -> PositionMoves.of(before, mover).get(0));
        Position after = move.after();
        boolean confirmed = !search.winsMovingFirst(after, mover.opponent());
        return new Turn(number, mover, before, MilleyFormulas.residueCount(before, 1),
                MilleyFormulas.residueCount(before, 2), MilleyFormulas.theorem3Outcome(before), canWin, move,
                chosen.map(Theorem4Strategy.StrategyMove::rule), after, MilleyFormulas.residueCount(after, 1),
                MilleyFormulas.residueCount(after, 2), MilleyFormulas.theorem3Outcome(after), confirmed);
    }

    /** Whether every move of the winning side kept the win, as the search confirms. */
    public boolean strategyKeptTheWin() {
        return turns.stream().filter(Turn::moverCanWin).allMatch(Turn::confirmed);
    }
}
