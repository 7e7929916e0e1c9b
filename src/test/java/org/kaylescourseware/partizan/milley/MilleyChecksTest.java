package org.kaylescourseware.partizan.milley;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.claim.CheckedClaim;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.PlayConvention;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.partizan.GameSumSearch;
import org.kaylescourseware.partizan.KaylesUniverse;
import org.kaylescourseware.partizan.NaiveOutcomes;
import org.kaylescourseware.partizan.StripOutcomeSearch;
import org.kaylescourseware.partizan.modular.ModuloKComparator;
import org.kaylescourseware.partizan.modular.ReducedSum;

class MilleyChecksTest {

    private static ModuloKComparator comparator;
    private static MilleyChecks sectionTwo;
    private static MilleyTheoremChecks theorems;

    @BeforeAll
    static void setUp() {
        comparator = new ModuloKComparator(new GameSumSearch(new StripOutcomeSearch(PlayConvention.MISERE, 61)), 12);
        sectionTwo = new MilleyChecks(comparator);
        theorems = new MilleyTheoremChecks(comparator);
    }

    @Test
    void lemmaOneHoldsAndCountsEveryPosition() {
        CheckedClaim check = sectionTwo.lemma1(16);
        assertTrue(check.holds(), check.verdict());
        assertEquals(915, check.cases());
    }

    @Test
    void corollaryOneHoldsAndAgreesWithTheNaiveSearch() {
        CheckedClaim check = sectionTwo.corollary1(16);
        assertTrue(check.holds(), check.verdict());
        assertEquals(915, check.cases());
        // Corollary 1 by the naive search written in the tests: Left's wins are N (first) or P (second)
        for (Position p : KaylesUniverse.positionsUpTo(8)) {
            OutcomeClass o = NaiveOutcomes.outcome(p, PlayConvention.MISERE);
            assertTrue(o == OutcomeClass.N || o == OutcomeClass.P || o == OutcomeClass.R, p.toString());
        }
    }

    @Test
    void corollaryTwoIsCheckedForEveryPositionToItsBoundNotJustACount() {
        // referee point 10b (issue 29): the lesson gave only "2087"; it is every G of at most 19 cells, one position
        // for each partition of 0..19 into strip lengths. Here at 14: G of at most 13 cells, counted by the
        // partition recurrence p(n) = sum over the largest part, written here.
        CheckedClaim check = sectionTwo.corollary2(14);
        assertTrue(check.holds(), check.verdict());
        assertEquals(13, MilleyChecks.corollary2Bound(14));
        assertTrue(check.bound().startsWith("every position G of total size ≤ 13"), check.bound());
        long[][] parts = new long[20][20]; // parts[n][m]: partitions of n into parts of at most m
        for (int m = 0; m < 20; m++) {
            parts[0][m] = 1;
        }
        for (int n = 1; n < 20; n++) {
            for (int m = 1; m < 20; m++) {
                parts[n][m] = parts[n][m - 1] + (m <= n ? parts[n - m][m] : 0);
            }
        }
        long upTo13 = 0;
        long upTo19 = 0;
        for (int n = 0; n <= 19; n++) {
            upTo19 += parts[n][n];
            upTo13 += n <= 13 ? parts[n][n] : 0;
        }
        assertEquals(upTo13, check.cases());
        assertEquals(2087, upTo19, "the lesson's count at its bound of 19 cells");
    }

    @Test
    void noSmallPositionIsLeftWinByTheNaiveSearchEither() {
        for (Position p : KaylesUniverse.positionsUpTo(8)) {
            assertFalse(NaiveOutcomes.outcome(p, PlayConvention.MISERE) == OutcomeClass.L, p.toString());
        }
    }

    @Test
    void sectionTwoAndFourClaimsHold() {
        List<CheckedClaim> checks = List.of(sectionTwo.lemma1ProofCases(16), sectionTwo.lemma2(7), sectionTwo.corollary2(16), sectionTwo.corollary3(),
                sectionTwo.corollary4(), sectionTwo.corollary5(15), theorems.lemma3(12), theorems.theorem2(24, false),
                theorems.theorem2(24, true), theorems.theorem3(24), theorems.theorem4Completed(14));
        for (CheckedClaim check : checks) {
            assertTrue(check.holds(), check.verdict());
            assertTrue(check.cases() > 0, check.verdict());
        }
    }

    @Test
    void printedLemmaThreeAndStatedTheoremFourFail() {
        CheckedClaim lemma3 = theorems.lemma3AsPrinted(12);
        assertFalse(lemma3.holds());
        assertTrue(lemma3.counterexample().orElseThrow().startsWith("2S1 + S2 ≢ {2S2 | 2S1}"),
                lemma3.counterexample().orElseThrow());
        CheckedClaim theorem4 = theorems.theorem4AsStated(14);
        assertFalse(theorem4.holds());
        assertTrue(theorem4.counterexample().orElseThrow().contains("S3"), theorem4.verdict());
    }

    @Test
    void theoremThreeAgreesWithTheNaiveSearchOnSmallPositions() {
        for (Position p : KaylesUniverse.positionsUpTo(9)) {
            assertEquals(NaiveOutcomes.outcome(p, PlayConvention.MISERE), MilleyFormulas.theorem3Outcome(p), p.toString());
        }
    }

    @Test
    void theoremThreeAgreesWithTheSearchOnEveryPositionUpToThirtyCells() {
        Theorem3Agreement agreement = Theorem3Agreement.check(new StripOutcomeSearch(PlayConvention.MISERE, 30), 30);
        assertTrue(agreement.allAgree(), agreement.toString());
        assertEquals(KaylesUniverse.countUpTo(30), agreement.positions());
    }

    @Test
    void theoremOneMatchesThePapersTableForSmallStrips() {
        // Milley 2015, Figure 4 and Section 3: S3 = S1 + S2, S4 ≡ 2S1 + S2, S5 ≡ S1 + 2S2.
        assertEquals(new ReducedSum(1, 1), MilleyFormulas.theorem1Reduction(3));
        assertEquals(new ReducedSum(2, 1), MilleyFormulas.theorem1Reduction(4));
        assertEquals(new ReducedSum(1, 2), MilleyFormulas.theorem1Reduction(5));
        assertEquals("2S1 + S2", MilleyFormulas.theorem1Reduction(4).toString());
    }
}
