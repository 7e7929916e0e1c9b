package org.kaylescourseware.site.directive.miserekayles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.kaylescourseware.misere.quotient.MisereQuotientSolver;
import org.kaylescourseware.misere.quotient.SibertConwayForm;
import org.kaylescourseware.misere.quotient.SibertConwayProof;
import org.kaylescourseware.site.directive.DirectiveHarness;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.render.ErratumBox;
import org.kaylescourseware.site.source.FalseClaim;

/** The misère Kayles directives and facts: small cases worked by hand, and their errors on bad input. */
class MisereKaylesDirectivesTest {

    final DirectiveHarness harness = DirectiveHarness.standard();
    final SolverSession solver = harness.solver;

    private Record block(String text) {
        return harness.model(text);
    }

    private String fact(String text) {
        return harness.fact(text);
    }

    private String blockError(String text) {
        return harness.blockError(text).problem();
    }

    /** Misère outcomes worked by hand: 0 (no move: the player to move wins), 1 (must take it), 1+1, 2, 3, 4. */
    @ParameterizedTest
    @CsvSource({"0, N", "1, P", "1+1, N", "2, N", "3, N", "2+1, N", "4, P", "1+1+1, P"})
    void misereOutcomesOfSmallPositions(String position, String outcome) {
        assertEquals(outcome, fact("fact misere-outcome game=kayles position=" + position + " expect=" + outcome));
    }

    @Test
    void theQuotientIsComputedOncePerSession() {
        assertSame(solver.kaylesMisereQuotient(), solver.kaylesMisereQuotient());
        assertEquals(String.valueOf(solver.kaylesMisereQuotient().order()),
                fact("fact misere-quotient-order game=kayles expect=" + solver.kaylesMisereQuotient().order()));
    }

    @Test
    void aWrongExpectationFailsTheBuild() {
        assertThrows(FalseClaim.class, () -> fact("fact misere-outcome game=kayles position=4 expect=N"));
    }

    @Test
    void theEmptyPositionIsTheOnlyPositionOfSizeZeroAndItIsPN() {
        var model = (MisereNormalComparisonDirective.Comparison) block("misere-normal-comparison game=kayles to=2");
        assertEquals(4, model.positions(), "0, 1, 2, 1+1");
        // 0: normal P, misère N; 1: normal N, misère P; 1+1: normal P, misère N; 2: N in both
        assertEquals(List.of(List.of()), model.sizes().get(0).pn());
        assertEquals(List.of(List.of(1)), model.sizes().get(1).np());
        assertEquals(List.of(List.of(1, 1)), model.sizes().get(2).pn());
        assertEquals(1, model.sizes().get(2).same());
    }

    @Test
    void aWorkedGameEndsWhenNoPinIsLeft() {
        var model = (MisereWorkedGameDirective.MisereWorkedGame) block("misere-worked-game game=kayles start=4+1");
        // 4+1 is N, and exactly two moves win: leave 4 (take the lone pin) or 1+1+1 (the middle two of the 4)
        assertEquals("N", model.startOutcome());
        assertTrue(List.of(List.of(4), List.of(1, 1, 1)).contains(model.turns().get(0).after()), model.turns().get(0).after().toString());
        assertEquals(2, model.turns().get(0).winningMoves());
        assertEquals("P", model.turns().get(0).afterOutcome());
        assertEquals(List.of(), model.turns().get(model.turns().size() - 1).after());
        assertEquals(1, model.winner());
    }

    @Test
    void theQuotientIsRefusedForAnotherGame() {
        String problem = blockError("misere-quotient game=dawsons-kayles to=20 check-to=10");
        assertTrue(problem.contains("dawsons-kayles has rule 0.07") && problem.contains("write game=kayles"), problem);
    }

    @Test
    void tooLargeSearchesAreRefusedWithTheLimit() {
        String problem = blockError("misere-quotient-example game=kayles position=20+20");
        assertTrue(problem.contains("20+20 has total size 40") && problem.contains("at most 30"), problem);
        String empty = blockError("misere-worked-game game=kayles start=0");
        assertTrue(empty.contains("empty position"), empty);
    }

    @Test
    void aSourcesClaimThatDiffersBecomesAnErratum() {
        var model = (MisereQuotientDirective.Quotient) block(
                "misere-quotient game=kayles to=11 check-to=8 claimed-order=41 claimed-period=12 claim-source=Someone");
        assertFalse(model.claims().get(0).agrees());
        assertTrue(model.claims().get(0).erratum().claim().segments().get(0).text().contains("order 41"));
        assertTrue(model.claims().get(1).agrees());
    }

    @Test
    void aSibertConwayClaimThatFailsBecomesAnErratumWithItsSmallestCounterexample() {
        List<SibertConwayForm> withoutK12 = SibertConwayForm.AS_STATED_IN_SEED_001.stream()
                .filter(f -> !f.text().equals("12 E(4,1)")).toList();
        SibertConwayProof proof = SibertConwayProof.of(withoutK12, MisereQuotientSolver.kaylesQuotient());
        ErratumBox box = SibertConwayCheckDirective.erratum(proof, proof.smallestCounterexample().orElseThrow());
        // K12 alone: nim-value 4 in Guy and Smith's table, and a misère P-position (12 is a safe number: from K12 every
        // move leaves an N-position, which the lesson's search shows); without 12 E(4,1) no form says so
        assertEquals("the Sibert–Conway forms", box.title());
        assertTrue(box.correction().plain().startsWith("K_{12} is NP (normal N, misère P) and has no form; it is the smallest"
                + " position at which the claim fails, and " + proof.failing() + " of the " + proof.signatures() + " signatures"),
                box.correction().plain());
    }
}
