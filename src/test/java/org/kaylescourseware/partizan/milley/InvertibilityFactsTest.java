package org.kaylescourseware.partizan.milley;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.PlayConvention;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.partizan.GameSumSearch;
import org.kaylescourseware.partizan.NaiveOutcomes;
import org.kaylescourseware.partizan.StripOutcomeSearch;
import org.kaylescourseware.partizan.modular.ModularComparison;
import org.kaylescourseware.partizan.modular.ModularRelation;
import org.kaylescourseware.partizan.modular.ModuloKComparator;

class InvertibilityFactsTest {

    private static final ModuloKComparator COMPARATOR = new ModuloKComparator(
            new GameSumSearch(new StripOutcomeSearch(PlayConvention.MISERE, 61)), 12);

    @Test
    void rightWinSquareHasAPreviousWinInverse() {
        // Milley 2015, abstract and Section 5: S1 + S2 ≡ 0 with S1 ∈ R⁻ and S2 ∈ P⁻.
        InvertibilityFacts facts = InvertibilityFacts.compute(COMPARATOR);
        assertEquals(OutcomeClass.R, facts.outcomeOfS1());
        assertEquals(OutcomeClass.P, facts.outcomeOfS2());
        assertTrue(facts.s1PlusS2VersusZero().equivalent());
    }

    @Test
    void conjugatesHaveTheOutcomesWorkedOutByHand() {
        // S̄1 = {· | 0}: Left to move has no move and wins; Right moves to 0 and Left, with no move, wins: L⁻.
        // S̄2 = {0 | S̄1}: Left moves to 0 and Right wins; Right moves to S̄1 where Left cannot move: P⁻.
        InvertibilityFacts facts = InvertibilityFacts.compute(COMPARATOR);
        assertEquals(OutcomeClass.L, facts.outcomeOfConjugateS1());
        assertEquals(OutcomeClass.P, facts.outcomeOfConjugateS2());
        assertFalse(facts.s1VersusConjugateS2().equivalent());
        assertFalse(facts.s2VersusConjugateS1().equivalent());
        assertEquals(Position.of(), facts.s2VersusConjugateS1().distinguishingWitness().orElseThrow().x());
        assertFalse(facts.s2PlusConjugateVersusZero().equivalent());
    }

    @Test
    void singleSquareIsIncomparableWithZeroModuloK() {
        // Milley 2015, footnote 2: S1 = {0 | ·} is incomparable with 0 (there in general misère play).
        ModularComparison cmp = InvertibilityFacts.compute(COMPARATOR).s1VersusZero();
        assertEquals(ModularRelation.INCOMPARABLE, cmp.relation());
        assertEquals(NaiveOutcomes.misere(1), cmp.notAtLeast().orElseThrow().outcomeOfG());
    }

    @Test
    void conjugateFormsSwapOptions() {
        assertEquals(InvertibilityFacts.S1.leftOptions(), InvertibilityFacts.CONJUGATE_S1.rightOptions());
        assertTrue(InvertibilityFacts.CONJUGATE_S1.leftOptions().isEmpty());
    }
}
