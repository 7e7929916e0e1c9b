package org.kaylescourseware.misere.nim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.claim.CheckedClaim;
import org.kaylescourseware.claim.Erratum;
import org.kaylescourseware.game.FormsBornBy;
import org.kaylescourseware.game.GameTree;
import org.kaylescourseware.game.GameTreeCache;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.misere.MisereTreeOutcomes;

class NimLemmaChecksTest {

    private static NimEquivalenceVerification nim;
    private static NimLemmaChecks checks;

    @BeforeAll
    static void setUp() {
        nim = new NimEquivalenceVerification(7);
        checks = new NimLemmaChecks(nim, 6);
    }

    @Test
    void theAdjointPutsEverySmallGameWithItInP() {
        GameTreeCache cache = new GameTreeCache();
        MisereAdjoint adjoint = new MisereAdjoint(cache);
        MisereTreeOutcomes outcomes = new MisereTreeOutcomes();
        for (GameTree g : FormsBornBy.partizan(2, cache)) {
            assertEquals(OutcomeClass.P, outcomes.outcomeOfSum(g, adjoint.of(g)), g.toString());
        }
        for (GameTree g : FormsBornBy.impartial(3, cache)) {
            assertTrue(adjoint.of(g).isImpartial());
            assertEquals(OutcomeClass.P, outcomes.outcomeOfSum(g, adjoint.of(g)), g.toString());
        }
    }

    @Test
    void theProofsOfLemmasOneToFourBuildGamesThatWork() {
        CheckedClaim impartial = checks.lemmas1And2();
        assertTrue(impartial.holds(), impartial.counterexampleOrEmpty());
        CheckedClaim nimPairs = checks.lemmas3And4(checks.nimTrees(), checks.nimBound());
        assertTrue(nimPairs.holds(), nimPairs.counterexampleOrEmpty());
        CheckedClaim dayTwo = checks.lemmas3And4(FormsBornBy.partizan(2, nim.cache()), "the 256 forms born by"
                + " day 2");
        assertTrue(dayTwo.holds(), dayTwo.counterexampleOrEmpty());
    }

    @Test
    void lemmasSevenAndTenHoldWithAGameForEveryPair() {
        assertTrue(checks.lemma7().holds(), checks.lemma7().counterexampleOrEmpty());
        assertTrue(checks.lemma10().holds(), checks.lemma10().counterexampleOrEmpty());
    }

    @Test
    void theLastStepOfLemmaTenMissesTwoPlusTwoOnly() {
        Lemma10LastStep step = new Lemma10LastStep(nim, 7);
        assertEquals(List.of(Position.of(2, 2)), step.uncovered());
        assertFalse(step.printed().holds());
        // the printed step's erratum names the position the paper's argument misses
        assertTrue(Erratum.refuting(step.printed()).correction().startsWith("2+2 meets the premise"),
                Erratum.refuting(step.printed()).correction());
        assertTrue(step.completed().holds(), step.completed().counterexampleOrEmpty());
    }

    @Test
    void everyClaimOfThePaperIsCheckedInItsOrderAndOnlyThePrintedLastStepFails() {
        List<CheckedClaim> all = new NimPaperChecks(new NimEquivalenceVerification(6), 4,
                NimPaperChecks.partizanFormChecks()).all();
        List<String> claims = all.stream().map(CheckedClaim::name).toList();
        assertEquals(List.of("Lemmas 1 and 2", "Theorem 1", "Lemmas 3 and 4", "Theorem 2", "Theorem 3", "Lemma 5",
                "Lemma 6", "Lemma 7, first step", "Lemma 7", "Theorem 4", "Theorem 5", "Corollary 1", "Lemma 8",
                "Corollary 2", "Lemma 9", "Lemma 10", "Lemma 10, last step as printed", "Lemma 10, last step completed",
                "Theorem 6"), claims);
        assertEquals(List.of("Lemma 10, last step as printed"), all.stream().filter(r -> !r.holds())
                .map(CheckedClaim::name).toList());
    }

    @Test
    void theoremOnesProbesSeparateThePairsTheOldProbesMissed() {
        // issue 29: the forms born by day 3 and the Nim positions told apart none of these inequivalent
        // pairs of reduced forms (Spindler, Theorem 6); Lemma 1's game must, in play
        LinkConstruction links = new LinkConstruction(nim.cache(), nim.impartialTest(), nim.outcomes());
        for (Position[] pair : new Position[][] {{Position.of(2), Position.of(2, 2, 2)}, {Position.of(2, 2),
                Position.of(4, 4)}, {Position.of(6), Position.of(2, 4)}}) {
            GameTree g = nim.cache().nimPosition(pair[0]);
            GameTree h = nim.cache().nimPosition(pair[1]);
            GameTree x = links.distinguisher(g, h);
            OutcomeClass withG = nim.outcomes().outcomeOfSum(g, x);
            OutcomeClass withH = nim.outcomes().outcomeOfSum(h, x);
            assertFalse(withG == withH, pair[0] + " and " + pair[1] + " beside " + x);
        }
        CheckedClaim theorem1 = new NimPaperChecks(new NimEquivalenceVerification(6), 4,
                NimPaperChecks.partizanFormChecks()).all().get(1);
        assertTrue(theorem1.holds() && theorem1.compared().contains("separating each two classes of the positions"),
                theorem1.compared());
    }
}
