package org.kaylescourseware.misere.quotient;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.impartial.GrundyValues;
import org.kaylescourseware.misere.MisereSearch;
import org.kaylescourseware.misere.PositionEnumeration;
import org.kaylescourseware.rules.ImpartialRule;

class SibertConwayCheckTest {

    @Test
    void seedExampleFiveFourOneOneHasTheFormDFiveDFourOne() {
        // Seed 001: "5 + 4 + 1 + 1 is a position included in the set D(5) D(4, 1)".
        SibertConwayForm form = SibertConwayForm.parse("D(5) D(4,1)", OutcomeClass.N, OutcomeClass.P);
        assertTrue(form.covers(Position.of(5, 4, 1, 1)));
        assertFalse(form.covers(Position.of(5, 4, 1)));
        assertFalse(form.covers(Position.of(5, 4, 1, 1, 2)), "a heap outside the form");
    }

    @Test
    void bareNumberMeansExactlyOneHeap() {
        SibertConwayForm form = SibertConwayForm.parse("12 E(4,1)", OutcomeClass.N, OutcomeClass.P);
        assertTrue(form.covers(Position.of(12, 4, 1)));
        assertFalse(form.covers(Position.of(12, 12)));
        assertFalse(form.covers(Position.of(4, 1)));
    }

    @Test
    void formsAsStatedHoldAndCoverEveryPositionUpToSizeThirtyFive() {
        SibertConwayCheck check = SibertConwayCheck.kayles(35); // 35 = 25 + 9 + 1, the smallest position of the last form
        for (SibertConwayCheck.FormResult result : check.forms()) {
            assertTrue(result.holds(), result.form().text() + ": " + result.counterexamples());
            assertTrue(result.covered() > 0, result.form().text());
        }
        assertEquals(0, check.uncoveredPNCount(), check.uncoveredPN().toString());
        assertEquals(0, check.uncoveredNPCount(), check.uncoveredNP().toString());
    }

    @Test
    void formsAgreeWithTheSearchOnEveryPositionUpToSizeEighteen() {
        // The same question answered without the quotient: misère outcomes by search.
        ImpartialRule kayles = ImpartialRule.parse("0.77");
        MisereSearch search = new MisereSearch(kayles, 18);
        int[] grundy = GrundyValues.compute(kayles, 18);
        for (Position position : PositionEnumeration.upToTotalSize(18, 18)) {
            int nimSum = position.heaps().stream().mapToInt(h -> grundy[h]).reduce(0, (x, y) -> x ^ y);
            String actual = (nimSum == 0 ? "P" : "N") + search.outcome(position).name();
            String claimed = SibertConwayForm.AS_STATED_IN_SEED_001.stream().filter(f -> f.covers(position))
                    .map(SibertConwayForm::claim).findFirst().orElse(nimSum == 0 ? "PP" : "NN");
            assertEquals(actual, claimed, position.toString());
        }
    }

    @Test
    void malformedFormIsRefusedWithAnExample() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SibertConwayForm.parse("E(5 D4", OutcomeClass.P, OutcomeClass.N));
        assertTrue(e.getMessage().contains("E(5 D4"), e.getMessage());
    }
}
