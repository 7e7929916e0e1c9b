package org.kaylescourseware.misere;

import java.util.HashMap;
import java.util.Map;
import org.kaylescourseware.game.GameTree;
import org.kaylescourseware.game.OutcomeClass;

/**
 * Misère outcomes {@code o⁻(G)} of game trees and of disjunctive sums {@code o⁻(G + X)}, found
 * by playing the game tree out, with no theory: a player who cannot move wins. The sum is
 * explored as pairs of subpositions, never built. The memo is this object; it is cleared when
 * it reaches its capacity, so memory stays bounded whatever is asked.
 */
public final class MisereTreeOutcomes {

    /** Capacity of {@link #MisereTreeOutcomes()}: four million remembered sums. */
    public static final int DEFAULT_CAPACITY = 4_000_000;

    private static final byte LEFT_FIRST_WINS = 1;
    private static final byte RIGHT_FIRST_WINS = 2;

    private final int capacity;
    private final Map<Pair, Byte> memo = new HashMap<>();

    private record Pair(GameTree g, GameTree x) {
    }

    public MisereTreeOutcomes() {
        this(DEFAULT_CAPACITY);
    }

    public MisereTreeOutcomes(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("an outcome memo needs a capacity >= 1, got " + capacity);
        }
        this.capacity = capacity;
    }

    /** How many sums are remembered now. */
    public int size() {
        return memo.size();
    }

    /** The misère outcome of {@code g} on its own. */
    public OutcomeClass outcome(GameTree g) {
        return outcomeOfSum(g, GameTree.ZERO);
    }

    /** The misère outcome of the disjunctive sum {@code g + x}. */
    public OutcomeClass outcomeOfSum(GameTree g, GameTree x) {
        byte wins = wins(g, x);
        return OutcomeClass.of((wins & LEFT_FIRST_WINS) != 0, (wins & RIGHT_FIRST_WINS) != 0);
    }

    /**
     * Left moving first wins g + x when she has no move at all (misère), or when some Left move
     * leaves a sum that Right, moving first, loses; symmetrically for Right.
     */
    private byte wins(GameTree g, GameTree x) {
        Pair key = new Pair(g, x);
        Byte known = memo.get(key);
        if (known != null) {
            return known;
        }
        boolean leftWins = g.leftOptions().isEmpty() && x.leftOptions().isEmpty();
        for (int i = 0; !leftWins && i < g.leftOptions().size(); i++) {
            leftWins = (wins(g.leftOptions().get(i), x) & RIGHT_FIRST_WINS) == 0;
        }
        for (int i = 0; !leftWins && i < x.leftOptions().size(); i++) {
            leftWins = (wins(g, x.leftOptions().get(i)) & RIGHT_FIRST_WINS) == 0;
        }
        boolean rightWins = g.rightOptions().isEmpty() && x.rightOptions().isEmpty();
        for (int i = 0; !rightWins && i < g.rightOptions().size(); i++) {
            rightWins = (wins(g.rightOptions().get(i), x) & LEFT_FIRST_WINS) == 0;
        }
        for (int i = 0; !rightWins && i < x.rightOptions().size(); i++) {
            rightWins = (wins(g, x.rightOptions().get(i)) & LEFT_FIRST_WINS) == 0;
        }
        byte result = (byte) ((leftWins ? LEFT_FIRST_WINS : 0) | (rightWins ? RIGHT_FIRST_WINS : 0));
        if (memo.size() >= capacity) {
            memo.clear();
        }
        memo.put(key, result);
        return result;
    }
}
