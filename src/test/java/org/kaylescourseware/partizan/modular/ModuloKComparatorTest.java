package org.kaylescourseware.partizan.modular;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.kaylescourseware.claim.CheckedClaim;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.PlayConvention;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.partizan.GameSumSearch;
import org.kaylescourseware.partizan.KaylesUniverse;
import org.kaylescourseware.partizan.NaiveOutcomes;
import org.kaylescourseware.partizan.StripOutcomeSearch;
import org.kaylescourseware.partizan.Sums;

class ModuloKComparatorTest {

    private static ModuloKComparator comparator(int testBound) {
        return new ModuloKComparator(new GameSumSearch(new StripOutcomeSearch(PlayConvention.MISERE, 61)), testBound);
    }

    @Test
    void falseClaimThatS2IsEquivalentToTwoSquaresIsCaught() {
        ModularComparison cmp = comparator(16).compare(Position.of(2), Position.of(1, 1));
        assertFalse(cmp.equivalent());
        assertEquals(ModularRelation.GREATER, cmp.relation());
        ModularComparison.Witness witness = cmp.distinguishingWitness().orElseThrow();
        assertEquals(Position.of(), witness.x());
        assertEquals(OutcomeClass.P, witness.outcomeOfG());
        assertEquals(OutcomeClass.R, witness.outcomeOfH());
        CheckedClaim claim = cmp.check("S2 ≡ 2S1", ModularRelation.EQUIVALENT);
        assertFalse(claim.holds());
        assertTrue(claim.counterexample().orElseThrow().contains(witness.toString()), claim.counterexample().orElseThrow());
    }

    @Test
    void falseReductionOfS4IsCaught() {
        assertFalse(comparator(12).compare(Position.of(4), Position.of(1, 2)).equivalent());
        assertTrue(comparator(12).compare(Position.of(4), Position.of(1, 1, 2)).equivalent());
    }

    @Test
    void comparisonCountsItsTestPositions() {
        ModularComparison cmp = comparator(16).compare(Position.of(1, 2), Position.of());
        assertTrue(cmp.equivalent());
        assertEquals(915, cmp.testPositions());
        assertTrue(cmp.statement().contains("≤ 16"), cmp.statement());
    }

    /** The same comparison done with the naive search over X of total size at most 5. */
    @ParameterizedTest
    @CsvSource({"2, 1+1", "2+1, 0", "3, 0", "4, 2+1+1", "1, 2", "1, 0", "1+1, 1", "5, 2+2+1", "3, 2", "4, 1"})
    void relationAgreesWithNaiveSearchOverSmallTests(String g, String h) {
        Position pg = Position.parse(g);
        Position ph = Position.parse(h);
        boolean atLeast = true;
        boolean atMost = true;
        for (Position x : KaylesUniverse.positionsUpTo(5)) {
            OutcomeClass og = NaiveOutcomes.outcome(Sums.plus(pg, x), PlayConvention.MISERE);
            OutcomeClass oh = NaiveOutcomes.outcome(Sums.plus(ph, x), PlayConvention.MISERE);
            atLeast &= og.isAtLeastForLeft(oh);
            atMost &= oh.isAtLeastForLeft(og);
        }
        assertEquals(ModularRelation.of(atLeast, atMost), comparator(5).compare(pg, ph).relation());
    }

    @Test
    void outcomeOrderIsMilleysFigureTwo() {
        // Figure 2: L on top, P and N incomparable in the middle, R at the bottom.
        assertTrue(OutcomeClass.L.isAtLeastForLeft(OutcomeClass.P));
        assertTrue(OutcomeClass.N.isAtLeastForLeft(OutcomeClass.R));
        assertFalse(OutcomeClass.P.isAtLeastForLeft(OutcomeClass.N));
        assertFalse(OutcomeClass.N.isAtLeastForLeft(OutcomeClass.P));
        assertFalse(OutcomeClass.R.isAtLeastForLeft(OutcomeClass.P));
    }
}
