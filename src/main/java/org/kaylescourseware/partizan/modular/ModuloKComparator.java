package org.kaylescourseware.partizan.modular;

import java.util.List;
import java.util.Optional;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.PlayConvention;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.partizan.GameSum;
import org.kaylescourseware.partizan.GameSumSearch;
import org.kaylescourseware.partizan.KaylesUniverse;
import org.kaylescourseware.partizan.StripCounts;

/**
 * Comparison modulo the universe K of partizan Kayles under misère play (Milley 2015, Section 1.1):
 * G ≡ H when o⁻(G+X) = o⁻(H+X) for every X in K, G ≥ H when o⁻(G+X) ≥ o⁻(H+X). Every X of total size
 * up to the test bound is tried; the verdict holds "for all X up to size B".
 */
public final class ModuloKComparator {

    private final GameSumSearch search;
    private final int testBound;
    private final List<Position> tests;
    private final List<int[]> testCounts;

    /** A comparator that tries every X of total size at most {@code testBound}, misère play. */
    public ModuloKComparator(GameSumSearch search, int testBound) {
        if (search.play() != PlayConvention.MISERE) {
            throw new IllegalArgumentException("comparison modulo K is defined here for misère play, got "
                    + search.play());
        }
        this.search = search;
        this.testBound = testBound;
        this.tests = KaylesUniverse.positionsUpTo(testBound);
        this.testCounts = tests.stream().map(x -> StripCounts.of(x, testBound + 1)).toList();
    }

    public int testBound() {
        return testBound;
    }

    public int testPositions() {
        return tests.size();
    }

    public GameSumSearch search() {
        return search;
    }

    public ModularComparison compare(Position g, Position h) {
        return compare(GameSum.of(g), GameSum.of(h));
    }

    /** Compares G with H over every test position X, keeping the first X that breaks each inequality. */
    public ModularComparison compare(GameSum g, GameSum h) {
        Optional<ModularComparison.Witness> notAtLeast = Optional.empty();
        Optional<ModularComparison.Witness> notAtMost = Optional.empty();
        boolean strips = g.isStripPosition() && h.isStripPosition();
        int length = testBound + Math.max(g.strips().totalSize(), h.strips().totalSize()) + 1;
        int[] gCounts = strips ? StripCounts.of(g.strips(), length) : null;
        int[] hCounts = strips ? StripCounts.of(h.strips(), length) : null;
        for (int t = 0; t < tests.size(); t++) {
            Position x = tests.get(t);
            OutcomeClass og = strips ? outcomeOfSum(gCounts, testCounts.get(t)) : search.outcome(g.plus(x));
            OutcomeClass oh = strips ? outcomeOfSum(hCounts, testCounts.get(t)) : search.outcome(h.plus(x));
            if (notAtLeast.isEmpty() && !og.isAtLeastForLeft(oh)) {
                notAtLeast = Optional.of(new ModularComparison.Witness(x, og, oh));
            }
            if (notAtMost.isEmpty() && !oh.isAtLeastForLeft(og)) {
                notAtMost = Optional.of(new ModularComparison.Witness(x, og, oh));
            }
        }
        return new ModularComparison(g, h, testBound, tests.size(),
                ModularRelation.of(notAtLeast.isEmpty(), notAtMost.isEmpty()), notAtLeast, notAtMost);
    }

    /** The outcome of G + X with both given as strip counts; G's array is restored afterwards. */
    private OutcomeClass outcomeOfSum(int[] g, int[] x) {
        for (int n = 1; n < x.length; n++) {
            g[n] += x[n];
        }
        OutcomeClass outcome = search.stripSearch().outcome(g);
        for (int n = 1; n < x.length; n++) {
            g[n] -= x[n];
        }
        return outcome;
    }
}
