package org.kaylescourseware.exercise;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.impartial.GrundyValues;
import org.kaylescourseware.rules.ImpartialRule;

/**
 * The second opinion every generated answer must agree with: the game-tree search for positions
 * small enough, otherwise nim-sums of values from the plain mex recurrence
 * ({@link GrundyValues#byMexRecurrence}), never the solver's own analysis.
 */
public final class IndependentCheck {

    private final ImpartialRule rule;
    private final GameTreeSearch tree;
    private final int[] plainValues;

    /**
     * The search and the plain values of each rule, by its code (which is canonical: one code, one rule): both
     * depend on the rule alone, so every check of it shares them, instead of searching the same small positions
     * again for each set of exercises drawn.
     */
    private static final Map<String, Routes> ROUTES = new ConcurrentHashMap<>();

    private record Routes(GameTreeSearch tree, int[] plainValues) {
    }

    public IndependentCheck(ImpartialRule rule) {
        this.rule = rule;
        Routes routes = ROUTES.computeIfAbsent(rule.code(),
                code -> new Routes(new GameTreeSearch(rule), GrundyValues.byMexRecurrence(rule, ImpartialGame.VALUES_TO)));
        this.tree = routes.tree();
        this.plainValues = routes.plainValues();
    }

    ImpartialRule rule() {
        return rule;
    }

    /** The Grundy value of a whole position. */
    public int grundy(Position position) {
        if (GameTreeSearch.canSearch(position)) {
            return tree.grundy(position);
        }
        int x = 0;
        for (int heap : position.heaps()) {
            x ^= plainValues[heap];
        }
        return x;
    }

    public OutcomeClass normalOutcome(Position position) {
    return grundy(position) == 0 ? OutcomeClass.P : OutcomeClass.N;
    }

    /** The misère outcome, by game-tree search only (there is no shortcut for misère play). */
    public OutcomeClass misereOutcome(Position position) {
        return tree.misereWin(position) ? OutcomeClass.N : OutcomeClass.P;
    }

    /** Every position one move leaves. */
    public List<Position> options(Position position) {
        return tree.options(position);
    }

    /** Throws when the solver's answer and the independent route disagree. */
    public static void agree(Object solver, Object independent, String what) {
        if (!solver.equals(independent)) {
            throw new IllegalStateException("the solver and the independent check disagree on " + what
                    + ": solver " + solver + ", independent route " + independent);
        }
    }
}
