package org.kaylescourseware.partizan.symbolic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class Theorem1InductionTest {

    @Test
    void everyStepOfThePapersThreeCasesHolds() {
        for (Theorem1Claims claims : MilleyProofText.all()) {
            Theorem1Case checked = Theorem1Induction.check(claims);
            List<String> failures = checked.allChecks().stream().filter(c -> !c.holds()).map(SymbolicCheck::verdict)
                    .toList();
            assertEquals(List.of(), failures, checked.name());
        }
    }

    @Test
    void theOnlyBoundaryIsRightsThirdSubCaseOfS3() {
        // Case 1, i = 3j + 2 for Right: n − 2 − i = 3(k − j − 2) + 2 needs j ≤ k − 2, so none when k = 1
        List<String> boundaries = new ArrayList<>();
        MilleyProofText.all().forEach(c -> boundaries.addAll(Theorem1Induction.check(c).boundaries()));
        assertEquals(List.of("k = 1 (n = 3): Right has no option with i = 3j + 2, which needs 0 ≤ j ≤ k − 2"),
                boundaries);
    }

    @Test
    void caseOneStrikesLeftsSecondAndRightsThirdSubCase() {
        Theorem1Case c = Theorem1Induction.check(MilleyProofText.case3k());
        assertEquals("(k − 1)S1 + kS2", c.left().survivor().toString());
        assertEquals("kS1 + (k − 1)S2", c.right().survivor().toString());
        assertEquals(List.of(false, true), c.left().distinct().stream().map(Theorem1Case.DistinctOption::dominated)
                .toList());
        assertEquals(List.of(0, 2), c.left().distinct().get(0).residues());
        assertEquals(List.of(2), c.right().distinct().get(1).residues());
    }

    @Test
    void aWrongCoefficientInAnOptionFailsWithTheCoefficientNamed() {
        Theorem1Claims paper = MilleyProofText.case3k();
        List<Theorem1Claims.Subcase> right = new ArrayList<>(paper.right());
        right.set(2, Theorem1Claims.Subcase.parse("3(k-j-2)+2", "(k-3)S1 + kS2"));
        Theorem1Case checked = Theorem1Induction.check(new Theorem1Claims(0, paper.left(), right, paper.leftCommon(),
                paper.rightCommon(), paper.result()));
        List<SymbolicCheck> failed = checked.allChecks().stream().filter(c -> !c.holds()).toList();
        assertFalse(failed.isEmpty());
        assertEquals("n = 3k, Right, i = 3j + 2: the option's reduction", failed.get(0).step());
        assertEquals("the constant term in the copies of S1 is −3 as claimed but −2 as derived", failed.get(0).difference());
    }

    @Test
    void thePapersMisprintedLengthForGR3Fails() {
        // The paper writes G^{R3} = S_i + S_{n−1−i}; n − 1 − i = 3(k − j − 1) is not n − 2 − i
        Theorem1Claims paper = MilleyProofText.case3k();
        List<Theorem1Claims.Subcase> right = new ArrayList<>(paper.right());
        right.set(2, Theorem1Claims.Subcase.parse("3(k-j-1)", "(k-2)S1 + kS2"));
        Theorem1Case checked = Theorem1Induction.check(new Theorem1Claims(0, paper.left(), right, paper.leftCommon(),
                paper.rightCommon(), paper.result()));
        assertFalse(checked.verified());
    }

    @Test
    void aWrongConclusionFailsLemma3AndTheStatement() {
        Theorem1Claims paper = MilleyProofText.case3kPlus2();
        Theorem1Case checked = Theorem1Induction.check(new Theorem1Claims(2, paper.left(), paper.right(),
                paper.leftCommon(), paper.rightCommon(), SymbolicSum.parse("kS1 + kS2")));
        List<String> failed = checked.checks().stream().filter(c -> !c.holds()).map(SymbolicCheck::step).toList();
        assertTrue(failed.contains("n = 3k + 2: the conclusion is Theorem 1's"), failed.toString());
    }

    @Test
    void aCommonPartWithANegativeCountFails() {
        Theorem1Claims paper = MilleyProofText.case3kPlus2();
        // G0 = (k − 2)S1 + ... would not be a position for k = 1; with the options shifted to match, the G0 check fails
        Theorem1Case checked = Theorem1Induction.check(new Theorem1Claims(2, paper.left(), paper.right(),
                Optional.of(SymbolicSum.parse("(k-2)S1 + kS2")), paper.rightCommon(), paper.result()));
        assertFalse(checked.verified());
    }
}
