package org.kaylescourseware.partizan;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.PlayConvention;
import org.kaylescourseware.game.Player;

/**
 * Outcomes of sums of game forms and strips by memoized search. Sums of strips alone go to the
 * fast {@link StripOutcomeSearch}; sums with forms are searched here, with their own memo.
 */
public final class GameSumSearch {

    private final StripOutcomeSearch strips;
    private final Map<GameSum, Byte> memo = new HashMap<>();

    public GameSumSearch(StripOutcomeSearch strips) {
        this.strips = strips;
    }

    public StripOutcomeSearch stripSearch() {
        return strips;
    }

    public PlayConvention play() {
        return strips.play();
    }

    public OutcomeClass outcome(GameSum game) {
        return OutcomeClass.of(winsMovingFirst(game, Player.LEFT), winsMovingFirst(game, Player.RIGHT));
    }

    public boolean winsMovingFirst(GameSum game, Player mover) {
        if (game.isStripPosition()) {
            return strips.winsMovingFirst(game.strips(), mover);
        }
        int known = mover == Player.LEFT ? OutcomeCache.LEFT_KNOWN : OutcomeCache.RIGHT_KNOWN;
        int winBit = mover == Player.LEFT ? OutcomeCache.LEFT_WINS : OutcomeCache.RIGHT_WINS;
        int facts = memo.getOrDefault(game, (byte) 0);
        if ((facts & known) != 0) {
            return (facts & winBit) != 0;
        }
        boolean win = searchOptions(game, mover);
        memo.put(game, (byte) (facts | known | (win ? winBit : 0)));
        return win;
    }

    private boolean searchOptions(GameSum game, Player mover) {
        boolean hasMove = false;
        for (int f = 0; f < game.forms().size(); f++) {
            GameForm form = game.forms().get(f);
            for (GameSum option : form.options(mover)) {
                hasMove = true;
                if (!winsMovingFirst(withoutForm(game, f).plus(option), mover.opponent())) {
                    return true;
                }
            }
        }
        for (StripMove move : PositionMoves.of(game.strips(), mover)) {
            hasMove = true;
            if (!winsMovingFirst(new GameSum(game.forms(), move.after()), mover.opponent())) {
                return true;
            }
        }
        return !hasMove && strips.play().moverWithoutMoveWins();
    }

    private static GameSum withoutForm(GameSum game, int index) {
        List<GameForm> rest = new java.util.ArrayList<>(game.forms());
        rest.remove(index);
        return new GameSum(rest, game.strips());
    }
}
