package org.kaylescourseware.partizan.symbolic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Player;
import org.kaylescourseware.game.PlayConvention;
import org.kaylescourseware.partizan.StripOutcomeSearch;
import org.kaylescourseware.partizan.modular.ReducedSum;

class OutcomeInductionTest {

    @Test
    void theorem2IsProvedInEveryRegionForEveryCase() {
        List<OutcomeStep> steps = OutcomeInduction.theorem2();
        // k, j ≥ 1 meets all five cases; j = 0 only k > j; k = 0 the three cases k < j; k = j = 0 only k = j
        assertEquals(10, steps.size());
        assertTrue(steps.stream().allMatch(OutcomeStep::holds), steps.toString());
        assertTrue(OutcomeInduction.shiftChecks().stream().allMatch(SymbolicCheck::holds));
        assertTrue(Theorem2Statement.residueIdentity().holds());
    }

    @Test
    void aWrongStatementIsNotProved() {
        // swap the outcomes of two residues of k < j: the induction must notice
        List<Theorem2Statement.Part> wrong = new ArrayList<>(Theorem2Statement.PARTS);
        wrong.set(3, new Theorem2Statement.Part("k < j, k + 2j ≡ 1", DifferenceClass.atMost(-1, 1), OutcomeClass.P));
        wrong.set(4, new Theorem2Statement.Part("k < j, k + 2j ≡ 2", DifferenceClass.atMost(-1, 2), OutcomeClass.R));
        assertFalse(OutcomeInduction.induction(wrong).stream().allMatch(OutcomeStep::holds));
    }

    /** The statement in classes of d against a game-tree search of kS1 + jS2 that knows no theorem. */
    @Test
    void theStatementIsWhatTheSearchFinds() {
        StripOutcomeSearch search = new StripOutcomeSearch(PlayConvention.MISERE, 30);
        for (int j = 0; 2 * j <= 30; j++) {
            for (int k = 0; k + 2 * j <= 30; k++) {
                assertEquals(search.outcome(new ReducedSum(k, j).toPosition()), Theorem2Statement.outcome(k - j),
                        k + "S1 + " + j + "S2");
            }
        }
    }

    @Test
    void theorem4AndItsCompletionsAreProved() {
        List<StrategyInduction.Step> steps = StrategyInduction.theorem4();
        assertTrue(steps.stream().allMatch(StrategyInduction.Step::holds), steps.toString());
        assertTrue(StrategyInduction.shiftChecks().stream().allMatch(SymbolicCheck::holds));
        assertEquals(List.of(-1, 2, -1, 1, 1, 1), StrategyInduction.RULES.stream()
                .map(r -> OutcomeInduction.shift(r.before(), r.after())).toList());
    }

    @Test
    void aBadMoveIsRefuted() {
        // Right playing at the end of a strip of length 1 mod 3 shifts d by −2 and can lose
        StrategyInduction.Rule bad = new StrategyInduction.Rule(Player.RIGHT, "a domino at the end of a strip of length"
                + " 1 mod 3", "x ≥ 1", SymbolicSum.parse("(a+1)S1 + aS2"), SymbolicSum.parse("(a-1)S1 + aS2"),
                DifferenceClass.ALL, false);
        assertFalse(StrategyInduction.induction(List.of(bad)).stream().allMatch(StrategyInduction.Step::holds));
    }

    @Test
    void theorem3AndCorollariesFourAndFiveRestOnIdentities() {
        assertTrue(DifferenceIdentities.theorem3().stream().allMatch(SymbolicCheck::holds));
        assertTrue(DifferenceIdentities.corollary4().stream().allMatch(SymbolicCheck::holds));
        assertTrue(DifferenceIdentities.corollary5().stream().allMatch(SymbolicCheck::holds));
    }

    @Test
    void classesIntersectAndShiftAsSetsOfIntegers() {
        DifferenceClass p = DifferenceClass.atMost(-1, 2);
        for (int d = -20; d <= 20; d++) {
            assertEquals(d <= -1 && Math.floorMod(d, 3) == 2, p.contains(d));
            assertEquals(p.contains(d - 1), p.shift(1).contains(d));
        }
        assertEquals(null, DifferenceClass.atMost(-1, 0).intersect(DifferenceClass.exactly(-1)));
        assertEquals("d = −1", DifferenceClass.atMost(-1, 2).intersect(DifferenceClass.atLeast(-1)).toString());
        assertEquals("d ≤ −1, d ≡ 2 (mod 3)", p.toString());
    }
}
