package org.kaylescourseware.partizan;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.PlayConvention;
import org.kaylescourseware.game.Player;
import org.kaylescourseware.game.Position;

/**
 * The outcome of a sum of strips under one play convention, with every winning first move of each
 * player (up to mirror symmetry): a move after which the opponent, moving first, loses.
 */
public record PartizanKaylesAnalysis(Position position, PlayConvention play, OutcomeClass outcome,
        List<StripMove> leftWinningMoves, List<StripMove> rightWinningMoves) {

    public PartizanKaylesAnalysis {
        leftWinningMoves = List.copyOf(leftWinningMoves);
        rightWinningMoves = List.copyOf(rightWinningMoves);
    }

    /**
     * Analyses {@code position} with a fresh search bounded by {@code maxTotalSize} cells.
     *
     * @throws IllegalArgumentException when the position's total size exceeds {@code maxTotalSize}
     *         (or {@code maxTotalSize} is outside 0..61), with a message that names the numbers
     */
    public static PartizanKaylesAnalysis analyze(Position position, PlayConvention play, int maxTotalSize) {
        return analyze(new StripOutcomeSearch(play, maxTotalSize), position);
    }

    /** Analyses {@code position} with an existing search (and its cache). */
    public static PartizanKaylesAnalysis analyze(StripOutcomeSearch search, Position position) {
        search.requireWithinBound(position);
        return new PartizanKaylesAnalysis(position, search.play(), search.outcome(position),
                winningMoves(search, position, Player.LEFT), winningMoves(search, position, Player.RIGHT));
    }

    /** Every move of {@code player} in {@code position} after which the opponent moving first loses. */
    public static List<StripMove> winningMoves(StripOutcomeSearch search, Position position, Player player) {
        List<StripMove> winning = new ArrayList<>();
        for (StripMove move : PositionMoves.of(position, player)) {
            if (!search.winsMovingFirst(move.after(), player.opponent())) {
                winning.add(move);
            }
        }
        return winning;
    }

    /** Whether {@code player} wins moving first. */
    public boolean winsMovingFirst(Player player) {
        return player == Player.LEFT
                ? outcome == OutcomeClass.L || outcome == OutcomeClass.N
                : outcome == OutcomeClass.R || outcome == OutcomeClass.N;
    }

    /**
     * Whether {@code player} has no move at all here: under misère play such a player, moving first,
     * wins without moving (and the list of winning moves is empty).
     */
    public boolean hasNoMove(Player player) {
        return PositionMoves.of(position, player).isEmpty();
    }

    /** The winning moves of both players, Left's first. */
    public List<StripMove> winningMoves() {
        List<StripMove> all = new ArrayList<>(leftWinningMoves);
        all.addAll(rightWinningMoves);
        return all;
    }
}
