package org.kaylescourseware.misere;

import java.util.HashMap;
import java.util.Map;
import org.kaylescourseware.game.GameTree;

/**
 * The misère order of all (partizan) short games, {@code G ≥ H} iff o⁻(G + X) ≥ o⁻(H + X) for
 * every game X, by the recursive test of Theorem 2 of "Misère equivalence classes of Nim
 * positions" (from Siegel, CGT Theorems V.6.15 and V.6.16): {@code G ≥ H} iff
 * <ol>
 * <li>for every H^L there is an H^LR ≤ G or a G^L ≥ H^L;</li>
 * <li>for every G^R there is a G^RL ≥ H or an H^R ≤ G^R;</li>
 * <li>if H has no Left options, neither does G;</li>
 * <li>if G has no Right options, neither does H.</li>
 * </ol>
 * Results are memoized in this object, per ordered pair of forms.
 */
public final class PartizanMisereOrder {

    /** Pairs remembered at most; the memo is cleared when full, so memory stays bounded. */
    public static final int MEMO_CAPACITY = 10_000_000;

    private final Map<FormPair, Boolean> memo = new HashMap<>();

    /** How many ordered pairs are remembered. */
    public int memoSize() {
        return memo.size();
    }

    /** Whether {@code g ≥ h} in misère play. */
    public boolean greaterOrEqual(GameTree g, GameTree h) {
        if (g.equals(h)) {
            return true;
        }
        FormPair key = new FormPair(g, h);
        Boolean known = memo.get(key);
        if (known == null) {
            known = conditionsHold(g, h);
            if (memo.size() >= MEMO_CAPACITY) {
                memo.clear();
            }
            memo.put(key, known);
        }
        return known;
    }

    /**
     * Lemma 4 (Siegel, CGT Theorem V.6.15): G is downlinked to H, that is o⁻(G + T) ≤ P and
     * o⁻(H + T) ≥ P for some T, iff no G^L ≥ H and no H^R ≤ G.
     */
    public boolean downlinked(GameTree g, GameTree h) {
        return !someLeftOptionAtLeast(g, h) && !someRightOptionAtMost(h, g);
    }

    /** Whether {@code g = h} in misère play: {@code g ≥ h} and {@code h ≥ g}. */
    public boolean equal(GameTree g, GameTree h) {
        return greaterOrEqual(g, h) && greaterOrEqual(h, g);
    }

    /** The verdict on {@code g ≥ h} with the condition of Theorem 2 that fails, if one does. */
    public EquivalenceVerdict verdict(GameTree g, GameTree h) {
        if (h.leftOptions().isEmpty() && !g.leftOptions().isEmpty()) {
            return EquivalenceVerdict.fails("3", "H has no Left options but G has");
        }
        if (g.rightOptions().isEmpty() && !h.rightOptions().isEmpty()) {
            return EquivalenceVerdict.fails("4", "G has no Right options but H has");
        }
        GameTree hl = unmatchedLeftOption(g, h);
        if (hl != null) {
            return EquivalenceVerdict.fails("1", "for H^L = " + hl + " there is no H^LR ≤ G and no G^L ≥ H^L", hl);
        }
        GameTree gr = unmatchedRightOption(g, h);
        if (gr != null) {
            return EquivalenceVerdict.fails("2", "for G^R = " + gr + " there is no G^RL ≥ H and no H^R ≤ G^R", gr);
        }
        return EquivalenceVerdict.holds("conditions 1 to 4 hold");
    }

    /** Conditions 1 to 4 of Theorem 2. */
    private boolean conditionsHold(GameTree g, GameTree h) {
        if (h.leftOptions().isEmpty() && !g.leftOptions().isEmpty()) {
            return false;
        }
        if (g.rightOptions().isEmpty() && !h.rightOptions().isEmpty()) {
            return false;
        }
        return unmatchedLeftOption(g, h) == null && unmatchedRightOption(g, h) == null;
    }

    /** Condition 1: an H^L with no H^LR ≤ G and no G^L ≥ H^L, or null. */
    private GameTree unmatchedLeftOption(GameTree g, GameTree h) {
        for (GameTree hl : h.leftOptions()) {
            if (!someRightOptionAtMost(hl, g) && !someLeftOptionAtLeast(g, hl)) {
                return hl;
            }
        }
        return null;
    }

    /** Condition 2: a G^R with no G^RL ≥ H and no H^R ≤ G^R, or null. */
    private GameTree unmatchedRightOption(GameTree g, GameTree h) {
        for (GameTree gr : g.rightOptions()) {
            if (!someLeftOptionAtLeast(gr, h) && !someRightOptionAtMost(h, gr)) {
                return gr;
            }
        }
        return null;
    }

    /** Whether some Right option of {@code game} is ≤ {@code bound}. */
    private boolean someRightOptionAtMost(GameTree game, GameTree bound) {
        for (GameTree option : game.rightOptions()) {
            if (greaterOrEqual(bound, option)) {
                return true;
            }
        }
        return false;
    }

    /** Whether some Left option of {@code game} is ≥ {@code bound}. */
    private boolean someLeftOptionAtLeast(GameTree game, GameTree bound) {
        for (GameTree option : game.leftOptions()) {
            if (greaterOrEqual(option, bound)) {
                return true;
            }
        }
        return false;
    }
}
