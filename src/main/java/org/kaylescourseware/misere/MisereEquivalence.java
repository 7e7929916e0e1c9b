package org.kaylescourseware.misere;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.kaylescourseware.game.GameTree;
import org.kaylescourseware.game.OutcomeClass;

/**
 * Misère equivalence of impartial games by the recursive tests of "Misère equivalence classes of
 * Nim positions" (INTEGERS 16, 2016). In the impartial context, Theorem 1 (from Siegel, CGT
 * Theorems V.3.5 and V.3.6): {@code G ≡ H} iff
 * <ol>
 * <li>for every H' there is an H'' ≡ G or a G' ≡ H';</li>
 * <li>for every G' there is a G'' ≡ H or an H' ≡ G';</li>
 * <li>if G ≅ 0 then o⁻(H) = N, and vice versa.</li>
 * </ol>
 * In the context of all (partizan) games, Theorem 3 has the same conditions 1 and 2 with {@code =},
 * and condition 3: G ≅ 0 iff H ≅ 0. Results are memoized in this object, per unordered pair of forms.
 */
public final class MisereEquivalence {

    private final boolean partizanContext;
    private final MisereTreeOutcomes outcomes;
    /** Pairs remembered at most; the memo is cleared when full, so memory stays bounded. */
    public static final int MEMO_CAPACITY = 10_000_000;

    private final Map<FormPair, Boolean> memo = new HashMap<>();

    private MisereEquivalence(boolean partizanContext, MisereTreeOutcomes outcomes) {
        this.partizanContext = partizanContext;
        this.outcomes = outcomes;
    }

    /** Impartial equivalence {@code ≡}, sums with impartial games only (Theorem 1). */
    public static MisereEquivalence impartialContext(MisereTreeOutcomes outcomes) {
        return new MisereEquivalence(false, outcomes);
    }

    /** Partizan equality {@code =} of impartial games, sums with all games (Theorem 3). */
    public static MisereEquivalence partizanContext() {
        return new MisereEquivalence(true, null);
    }

    /** The symbol of this relation: {@code ≡} or {@code =}. */
    public String symbol() {
        return partizanContext ? "=" : "≡";
    }

    /** How many pairs are remembered. */
    public int memoSize() {
        return memo.size();
    }

    /**
     * Whether {@code g} and {@code h} are equivalent.
     *
     * @throws IllegalArgumentException when either game is partizan
     */
    public boolean equivalent(GameTree g, GameTree h) {
        requireImpartial(g);
        requireImpartial(h);
        return test(g, h);
    }

    /**
     * Lemma 2 (Siegel, CGT Theorem V.3.5): G is linked to H, that is o⁻(G + T) = o⁻(H + T) = P
     * for some impartial T, iff no G' is equivalent to H and no H' is equivalent to G.
     */
    public boolean linked(GameTree g, GameTree h) {
        if (partizanContext) {
            throw new IllegalStateException("linking (Lemma 2) belongs to the impartial context; "
                    + "use MisereEquivalence.impartialContext");
        }
        requireImpartial(g);
        requireImpartial(h);
        return !hasOptionEquivalentTo(g, h) && !hasOptionEquivalentTo(h, g);
    }

    /** The verdict with the condition of the theorem that fails, if one does. */
    public EquivalenceVerdict verdict(GameTree g, GameTree h) {
        requireImpartial(g);
        requireImpartial(h);
        String base = baseCondition(g, h);
        if (base != null) {
            return EquivalenceVerdict.fails("3", base);
        }
        GameTree unmatched = unmatchedOption(g, h);
        if (unmatched != null) {
            return EquivalenceVerdict.fails("1", "the option H' = " + unmatched + " has no option "
                    + symbol() + " G and no option G' of G is " + symbol() + " H'", unmatched);
        }
        unmatched = unmatchedOption(h, g);
        if (unmatched != null) {
            return EquivalenceVerdict.fails("2", "the option G' = " + unmatched + " has no option "
                    + symbol() + " H and no option H' of H is " + symbol() + " G'", unmatched);
        }
        return EquivalenceVerdict.holds("conditions 1, 2 and 3 hold");
    }

    private boolean test(GameTree g, GameTree h) {
        if (g.equals(h)) {
            return true;
        }
        FormPair key = FormPair.unordered(g, h);
        Boolean known = memo.get(key);
        if (known == null) {
            known = baseConditionHolds(g, h) && unmatchedOption(g, h) == null
                    && unmatchedOption(h, g) == null;
            if (memo.size() >= MEMO_CAPACITY) {
                memo.clear();
            }
            memo.put(key, known);
        }
        return known;
    }

    /** Condition 3. */
    private boolean baseConditionHolds(GameTree g, GameTree h) {
        if (partizanContext) {
            return g.isZero() == h.isZero();
        }
        return (!g.isZero() || outcomes.outcome(h) == OutcomeClass.N)
                && (!h.isZero() || outcomes.outcome(g) == OutcomeClass.N);
    }

    /** Condition 3: null when it holds, else why it fails. */
    private String baseCondition(GameTree g, GameTree h) {
        if (partizanContext) {
            return g.isZero() == h.isZero() ? null
                    : "exactly one of G = " + g + " and H = " + h + " is ≅ 0";
        }
        if (g.isZero() && outcomes.outcome(h) != OutcomeClass.N) {
            return "G ≅ 0 but o⁻(H) = " + outcomes.outcome(h) + "⁻, not N⁻";
        }
        if (h.isZero() && outcomes.outcome(g) != OutcomeClass.N) {
            return "H ≅ 0 but o⁻(G) = " + outcomes.outcome(g) + "⁻, not N⁻";
        }
        return null;
    }

    /**
     * Condition 1 with {@code g} as G and {@code h} as H: the first H' with no H'' equivalent to
     * G and no G' equivalent to H', or null when every H' is matched.
     */
    private GameTree unmatchedOption(GameTree g, GameTree h) {
        for (GameTree hOption : h.options()) {
            if (!hasOptionEquivalentTo(hOption, g) && !hasOptionEquivalentTo(g, hOption)) {
                return hOption;
            }
        }
        return null;
    }

    private boolean hasOptionEquivalentTo(GameTree game, GameTree target) {
        List<GameTree> options = game.options();
        for (GameTree option : options) {
            if (test(option, target)) {
                return true;
            }
        }
        return false;
    }

    private static void requireImpartial(GameTree g) {
        if (!g.isImpartial()) {
            throw new IllegalArgumentException("the equivalence tests of Theorems 1 and 3 take impartial "
                    + "games; " + g + " is partizan (compare it with PartizanMisereOrder, Theorem 2)");
        }
    }
}
