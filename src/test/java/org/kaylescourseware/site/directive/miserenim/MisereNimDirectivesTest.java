package org.kaylescourseware.site.directive.miserenim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Partitions;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.misere.nim.MisereNimPlay;
import org.kaylescourseware.site.directive.DirectiveHarness;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.render.PartialRenderer;
import org.kaylescourseware.site.source.SourceException;

/** The misère Nim directives and facts: their results on small cases, and their errors on bad input. */
class MisereNimDirectivesTest {

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

    @Test
    void boutonsRuleAgreesWithTheGameTreesUpToTwelveTokens() {
        MisereNimPlay play = new MisereNimPlay();
        for (Position p : Partitions.upToTotalSize(12)) {
            assertEquals(play.outcome(p), MisereNimPlayDirective.boutonOutcome(p), p.toString());
        }
    }

    @Test
    void fromFivePlusOnePlusOneTheOnlyWinningMoveLeavesThreeOnes() {
        // Bouton's rule by hand: normal Nim would take the 5 and leave 1+1, an even number of 1s.
        var model = (MisereNimPlayDirective.MisereNimPlayModel) block("misere-nim-play start=5+1+1");
        assertEquals("N", model.outcome());
        assertEquals(List.of("1+1+1"), model.winningMoves().stream().map(MisereNimPlayDirective.Move::after).toList());
        assertEquals(1, model.winner(), "the first player wins");
        assertEquals(MisereNimPlayDirective.NORMAL_CASE, model.ruleCase());
        assertEquals(MisereNimPlayDirective.ENDGAME_CASE_SHORT, model.turns().get(1).ruleCase());
    }

    @Test
    void aPPositionHasNoWinningMoveAndTheSecondPlayerWins() {
        var model = (MisereNimPlayDirective.MisereNimPlayModel) block("misere-nim-play start=3+2+1");
        assertEquals("P", model.outcome());
        assertTrue(model.winningMoves().isEmpty());
        assertEquals(2, model.winner());
    }

    @ParameterizedTest(name = "{0} = {1}")
    @CsvSource(delimiter = ';', value = {
        // Definition 5 by hand, from the paper's Section 4.1 and the proof of Lemma 8.
        "fact reduced-form position=4+1+0+1 expect=4; 4",
        "fact reduced-form position=2+2+1 expect=3+2; 3+2",
        // Misère outcomes by Bouton's rule, by hand.
        "fact misere-nim-outcome position=1+1 expect=N; N",
        "fact misere-nim-outcome position=1+1+1 expect=P; P",
        "fact misere-nim-outcome position=0 expect=N; N",
        // Partitions of 0..6 (OEIS A000070) and the 11 reduced forms up to 6 listed in ReducedFormTest.
        "fact nim-positions bound=6 expect=30; 30",
        "fact reduced-forms bound=6 expect=11; 11",
        "fact impartial-classes bound=6 expect=11; 11",
        "fact partizan-classes bound=6 expect=30; 30",
        "fact nim-pairs bound=6 expect=435; 435",
        "fact failed-nim-checks bound=6 expect=0; 0"})
    void factsOnSmallCases(String text, String value) {
        assertEquals(value, fact(text));
    }

    @Test
    void theVerificationIsComputedOncePerBuild() {
        assertSame(solver.nimVerification(6), solver.nimVerification(6));
    }

    @Test
    void badInputNamesTheValueAndWhatIsValid() {
        assertEquals("nim-equivalence-checks: bound: expected a whole number from 0 to 12, got '13'",
                blockError("nim-equivalence-checks bound=13"));
        assertTrue(blockError("misere-nim-play start=0").contains("start: 0 has total size 0; expected total size from 1"
                + " to 30"));
        assertTrue(blockError("misere-nim-play start=20+11").contains("20+11 has total size 31"));
        assertTrue(blockError("equivalence-tests pairs=\"1+1 0\"").contains("'1+1 0' is not a pair"));
        assertTrue(blockError("reduced-form position=11+10").contains("has total size 21"));
        assertTrue(blockError("reduced-form-table to=11").contains("from 0 to 10, got '11'"));
        assertTrue(assertThrows(SourceException.class, () -> fact("fact misere-nim-outcome position=1+1 expect=P"))
                .problem().contains("the text says P but the solver computes N"));
    }

    @Test
    void aFailedClaimIsShownInTheSharedErratumBoxInsteadOfTheCheckBox() {
        // Lemma 10's last step as printed fails at 2 + 2: the claim check is an erratum box, and the table says no
        var model = (NimPaperCheckDirective.PaperCheck) block("nim-paper-check claim=\"Lemma 10, last step as printed\""
                + " bound=6 construction-bound=3 expect=fails");
        Document page = Jsoup.parse(new PartialRenderer(Path.of("templates")).render("nim-paper-check", model));
        // shown inside the lesson's erratum block, whose text states the claim and the correction: the check alone, folded
        // (the seventh referee: a Claim and In fact list there repeated the text)
        assertTrue(page.select("dl").isEmpty(), page.html());
        Element box = page.selectFirst("aside.check details.check-detail");
        assertTrue(box.selectFirst("p").text().startsWith("Lemma 10, last step as printed"), box.text());
        assertTrue(box.text().contains("2+2 meets the premise"), box.text());
        var table = block("nim-equivalence-checks bound=6 construction-bound=3");
        Document rows = Jsoup.parse(new PartialRenderer(Path.of("templates")).render("nim-equivalence-checks", table));
        assertTrue(rows.selectFirst("tr.fails td.holds").text().startsWith("no: 2+2 meets the premise"));
    }

    @Test
    void aClaimThatDisagreesWithItsExpectationFailsTheBuild() {
        assertTrue(blockError("nim-paper-check claim=\"Lemma 10, last step as printed\" bound=6 construction-bound=3")
                .contains("the text says holds but the solver computes fails"));
        assertTrue(blockError("nim-paper-check claim=\"Lemma 7\" bound=6 construction-bound=3 expect=fails")
                .contains("the text says fails but the solver computes holds"));
        assertTrue(blockError("nim-paper-check claim=\"Lemma 11\" bound=6").contains("no check named 'Lemma 11'"));
    }

    @Test
    void equivalenceTestsFindAWitnessForEveryNo() {
        var model = (EquivalenceTestsDirective.EquivalenceTests) block("equivalence-tests pairs=\"1+1 vs 0; 2 vs 3\"");
        var oneOne = model.rows().get(0);
        assertTrue(oneOne.impartial(), "1+1 ≡ 0");
        assertEquals("", oneOne.impartialWitness());
        assertTrue(!oneOne.partizan() && oneOne.partizanWitness().startsWith("X = "), oneOne.partizanWitness());
        var twoThree = model.rows().get(1);
        // 2 + 2 is a misère P-position and 3 + 2 an N-position (Bouton): X = 2 separates them.
        assertEquals("X = 2: o⁻(G + X) = P⁻, o⁻(H + X) = N⁻", twoThree.impartialWitness());
        assertEquals(OutcomeClass.P, MisereNimPlayDirective.boutonOutcome(Position.of(2, 2)));
    }
}
