package org.kaylescourseware.partizan;

import java.util.Arrays;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.PlayConvention;
import org.kaylescourseware.game.Player;
import org.kaylescourseware.game.Position;

/**
 * Outcomes of sums of strips in partizan Kayles by memoized game-tree search, under either play
 * convention. Positions are canonical multisets (strips of length 0 dropped, order ignored), the memo
 * is the explicit {@link OutcomeCache}, and positions above the size bound are refused.
 * Not thread-safe: one search per thread.
 */
public final class StripOutcomeSearch {

    private final PlayConvention play;
    private final int maxTotalSize;
    private final OutcomeCache cache;
    private final int[] counts;

    /**
     * A search for positions of total size at most {@code maxTotalSize} (at most
     * {@value StripCounts#MAX_TOTAL_SIZE}).
     */
    public StripOutcomeSearch(PlayConvention play, int maxTotalSize) {
        if (play == null) {
            throw new IllegalArgumentException("a play convention is required: NORMAL or MISERE");
        }
        if (maxTotalSize < 0 || maxTotalSize > StripCounts.MAX_TOTAL_SIZE) {
            throw new IllegalArgumentException("the search bound must be between 0 and "
                    + StripCounts.MAX_TOTAL_SIZE + " cells, got " + maxTotalSize);
        }
        this.play = play;
        this.maxTotalSize = maxTotalSize;
        this.cache = new OutcomeCache(1024);
        this.counts = new int[maxTotalSize + 1];
    }

    public PlayConvention play() {
        return play;
    }

    public int maxTotalSize() {
        return maxTotalSize;
    }

    public OutcomeCache cache() {
        return cache;
    }

    /** The outcome class of {@code position}: who wins when Left moves first and when Right does. */
    public OutcomeClass outcome(Position position) {
        return OutcomeClass.of(winsMovingFirst(position, Player.LEFT),
                winsMovingFirst(position, Player.RIGHT));
    }

    /** Whether {@code player}, moving first in {@code position}, wins against any defence. */
    public boolean winsMovingFirst(Position position, Player player) {
        requireWithinBound(position);
        loadCounts(position);
        return wins(player, position.isEmpty() ? 0 : position.heaps().get(0));
    }

    /** The same for a position given as counts of strips of each length (index 0 ignored). */
    boolean winsMovingFirst(int[] stripCounts, Player player) {
        Arrays.fill(counts, 0);
        int total = 0;
        for (int n = 1; n < stripCounts.length; n++) {
            total += n * stripCounts[n];
        }
        if (total > maxTotalSize) {
            throw new IllegalArgumentException("a position of total size " + total
                    + " is above this search's bound of " + maxTotalSize + " cells");
        }
        int top = 0;
        for (int n = 1; n < stripCounts.length; n++) {
            if (stripCounts[n] > 0) {
                counts[n] = stripCounts[n];
                top = n;
            }
        }
        return wins(player, top);
    }

    public OutcomeClass outcome(int[] stripCounts) {
        return OutcomeClass.of(winsMovingFirst(stripCounts, Player.LEFT),
                winsMovingFirst(stripCounts, Player.RIGHT));
    }

    /** Refuses a position beyond the bound with a message that names both sizes. */
    public void requireWithinBound(Position position) {
        if (position.totalSize() > maxTotalSize) {
            throw new IllegalArgumentException("position " + position + " has total size "
                    + position.totalSize() + ", above the search bound of " + maxTotalSize
                    + " cells; give a position of total size at most " + maxTotalSize
                    + " (the search can be built with a bound up to " + StripCounts.MAX_TOTAL_SIZE + ")");
        }
    }

    private void loadCounts(Position position) {
        Arrays.fill(counts, 0);
        for (int strip : position.heaps()) {
            counts[strip]++;
        }
    }

    /**
     * Whether {@code mover} wins moving first in the position held in {@link #counts}. A player with
     * no move wins under misère play and loses under normal play; otherwise the mover wins when some
     * option is lost by the opponent moving first. Options are taken up to mirror symmetry.
     */
    private boolean wins(Player mover, int bound) {
        int top = StripCounts.top(counts, bound);
        long key = StripCounts.key(counts, top);
        boolean left = mover == Player.LEFT;
        int known = left ? OutcomeCache.LEFT_KNOWN : OutcomeCache.RIGHT_KNOWN;
        int winBit = left ? OutcomeCache.LEFT_WINS : OutcomeCache.RIGHT_WINS;
        int facts = cache.facts(key);
        if ((facts & known) != 0) {
            return (facts & winBit) != 0;
        }
        int width = left ? 1 : 2;
        boolean hasMove = false;
        boolean win = false;
        for (int n = top; n >= width && !win; n--) {
            if (counts[n] == 0) {
                continue;
            }
            hasMove = true;
            for (int a = 0; 2 * a <= n - width && !win; a++) {
                int b = n - width - a;
                counts[n]--;
                counts[a]++;
                counts[b]++;
                win = !wins(mover.opponent(), top);
                counts[a]--;
                counts[b]--;
                counts[n]++;
            }
        }
        if (!hasMove) {
            win = play.moverWithoutMoveWins();
        }
        cache.record(key, known | (win ? winBit : 0));
        return win;
    }
}
