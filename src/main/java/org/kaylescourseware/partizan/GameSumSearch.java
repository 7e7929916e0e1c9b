package org.kaylescourseware.partizan;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.PlayConvention;
import org.kaylescourseware.game.Player;

/**
 * Outcomes of sums of game forms and strips by memoized search. Sums of strips alone go to the
 * fast {@link StripOutcomeSearch}; a sum with forms is searched here, with one {@link OutcomeCache}
 * per multiset of forms, keyed by the strips beside them.
 */
public final class GameSumSearch {

    private static final int LENGTH = StripCounts.MAX_TOTAL_SIZE + 1;

    private final StripOutcomeSearch strips;
    private final Map<List<GameForm>, OutcomeCache> caches = new HashMap<>();

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
        strips.requireWithinBound(game.strips());
        return wins(game.forms(), StripCounts.of(game.strips(), LENGTH), mover);
    }

    /** Whether {@code mover} wins moving first in forms + strips; {@code counts} is restored on return. */
    private boolean wins(List<GameForm> forms, int[] counts, Player mover) {
        if (forms.isEmpty()) {
            return strips.winsMovingFirst(counts, mover);
        }
        OutcomeCache cache = caches.computeIfAbsent(forms, f -> new OutcomeCache(256));
        long key = StripCounts.key(counts, StripCounts.top(counts, LENGTH - 1));
        int known = mover == Player.LEFT ? OutcomeCache.LEFT_KNOWN : OutcomeCache.RIGHT_KNOWN;
        int winBit = mover == Player.LEFT ? OutcomeCache.LEFT_WINS : OutcomeCache.RIGHT_WINS;
        int facts = cache.facts(key);
        if ((facts & known) != 0) {
            return (facts & winBit) != 0;
        }
        int[] hasMove = {0};
        boolean win = winsInForms(forms, counts, mover, hasMove) || winsInStrips(forms, counts, mover, hasMove);
        if (hasMove[0] == 0) {
            win = strips.play().moverWithoutMoveWins();
        }
        cache.record(key, known | (win ? winBit : 0));
        return win;
    }

    private boolean winsInForms(List<GameForm> forms, int[] counts, Player mover, int[] hasMove) {
        for (int f = 0; f < forms.size(); f++) {
            for (GameSum option : forms.get(f).options(mover)) {
                hasMove[0] = 1;
                List<GameForm> rest = new ArrayList<>(forms);
                rest.remove(f);
                rest.addAll(option.forms());
                int[] next = counts.clone();
                for (int strip : option.strips().heaps()) {
                    next[strip]++;
                }
                requireWithinLimit(next);
                if (!wins(GameSum.canonicalForms(rest), next, mover.opponent())) {
                    return true;
                }
            }
        }
        return false;
    }

    private static void requireWithinLimit(int[] counts) {
        int total = 0;
        for (int n = 1; n < counts.length; n++) {
            total += n * counts[n];
        }
        if (total > StripCounts.MAX_TOTAL_SIZE) {
            throw new IllegalArgumentException("a sum of forms and strips reaches " + total
                    + " cells of strips, above the search's limit of " + StripCounts.MAX_TOTAL_SIZE);
        }
    }

    /** The strip moves, made and unmade in place as in {@link StripOutcomeSearch}. */
    private boolean winsInStrips(List<GameForm> forms, int[] counts, Player mover, int[] hasMove) {
        int width = StripMoves.width(mover);
        for (int n = StripCounts.top(counts, LENGTH - 1); n >= width; n--) {
            if (counts[n] == 0) {
                continue;
            }
            hasMove[0] = 1;
            for (int a = 0; 2 * a <= n - width; a++) {
                int b = n - width - a;
                counts[n]--;
                counts[a]++;
                counts[b]++;
                boolean opponentWins = wins(forms, counts, mover.opponent());
                counts[a]--;
                counts[b]--;
                counts[n]++;
                if (!opponentWins) {
                    return true;
                }
            }
        }
        return false;
    }
}
