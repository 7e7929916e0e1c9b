package org.kaylescourseware.site.directive.claims;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.kaylescourseware.site.directive.DirectiveHarness;
import org.kaylescourseware.site.play.OctalMex;

/**
 * {@code step-claims}: the steps of a game a source traces, each checked as a position or a move, against Dawson's
 * Kayles' values computed here by a mex of the test's own ({@link OctalMex}) and its rule read off the code 0.07 (a
 * move removes exactly two adjacent tokens). The erratum that holds the table must fail the build when a step
 * becomes true, since it would then print a slip that is not one.
 */
class StepClaimsDirectiveTest {

    /** 𝒢(0..20) of Dawson's Kayles, by a mex of the test's own. */
    static final int[] D = OctalMex.grundy("0.07", 20);

    /** The chapter's trace of D6 + D4 (Michel and Gao, “Game Progression”), as Lesson 2 writes it. */
    static final String CHAPTER = "1 position=6+4 values=1,0 sum=1 outcome=N “Initial: D(6) with nim-sum 1”;"
            + " 2 position=4+4 values=0,0 sum=0 outcome=P “leaving D(4) D(4)”;"
            + " 3 heap=4 tokens=1-3 “removing tokens 1-3”;"
            + " 3 position=1+4 values=1,0 sum=1 outcome=N “leaving D(1) D(4)”;"
            + " 4 heap=1 tokens=1 “She can remove token 1 from D(1)”;"
            + " 5 position=4 values=0 sum=0 outcome=P “Bob faces D(4) (nimber 0, P-position)”";

    final DirectiveHarness harness = DirectiveHarness.standard();

    private StepClaimsDirective.StepClaims table(String steps) {
        return (StepClaimsDirective.StepClaims) harness.model("step-claims game=dawsons-kayles symbol=D source=s steps=\"" + steps + "\"");
    }

    private String error(String game, String steps) {
        return harness.blockError("step-claims game=" + game + " symbol=D source=s steps=\"" + steps + "\"").getMessage();
    }

    private static String correction(StepClaimsDirective.Step step) {
        return step.claim().box().correction().plain();
    }

    @Test
    void chaptersTraceIsRefutedAtEveryStepWhereTheValuesAndTheRuleSaySo() {
        List<StepClaimsDirective.Step> steps = table(CHAPTER).steps();
        assertEquals(List.of("1", "2", "3", "3", "4", "5"), steps.stream().map(StepClaimsDirective.Step::label).toList());
        assertTrue(correction(steps.get(0)).contains("\\mathcal{G}(6) = " + D[6] + ", not 1"), correction(steps.get(0)));
        assertTrue(correction(steps.get(1)).contains("\\mathcal{G}(4) = " + D[4] + ", not 0"), correction(steps.get(1)));
        // a move of 0.07 removes exactly two adjacent tokens: three from D4, or one from D1, is none
        assertTrue(correction(steps.get(2)).contains("is not a move of Dawson's Kayles"), correction(steps.get(2)));
        assertTrue(correction(steps.get(3)).contains("The nim-sum is " + (D[1] ^ D[4]) + ", not 1"), correction(steps.get(3)));
        assertTrue(correction(steps.get(4)).contains("D_{1} has no move at all"), correction(steps.get(4)));
        assertTrue(D[4] != 0, "D4 is an N-position");
        assertTrue(correction(steps.get(5)).contains("N-position, not a P-position"), correction(steps.get(5)));
        // one row: its nim-sum is its value, said once (the table said "𝒢(4) = 2, not 0. The nim-sum is 2, not 0.")
        assertTrue(correction(steps.get(5)).startsWith("\\mathcal{G}(4) = " + D[4] + ", not 0. It is an N-position"),
                correction(steps.get(5)));
        assertEquals(List.of("nim-sum", "nim-sum", "octal code", "nim-sum", "octal code", "nim-sum"),
                steps.stream().map(StepClaimsDirective.Step::mark).toList());
        assertEquals(List.of("nim-sum", "octal code"), table(CHAPTER).checks().stream().map(StepClaimsDirective.Check::mark).toList(),
                "each kind of check is told once, in full, beneath the table");
    }

    /** A step the source gets right, among its slips, makes the build refuse the erratum, naming the step. */
    @Test
    void stepWhoseClaimHoldsFailsTheBuild() {
        String rightPosition = "7 position=6+4 values=" + D[6] + "," + D[4] + " sum=" + (D[6] ^ D[4]) + " outcome=N “right”";
        String error = error("dawsons-kayles", CHAPTER + "; " + rightPosition);
        assertTrue(error.startsWith("content/lessons/test.md:10: step-claims: steps: step 7 holds"), error);
        String legalMove = "8 heap=6 tokens=3-4 “a move of two adjacent tokens”";
        error = error("dawsons-kayles", legalMove + "; " + CHAPTER);
        assertTrue(error.contains("step 8 holds") && error.contains("is a move of Dawson's Kayles"), error);
        // one row given its right value and another nim-sum is still wrong (the nim-sum of one row is its value)
        assertTrue(table("9 position=4 values=" + D[4] + " sum=" + (D[4] + 1) + " “its value, and another nim-sum”").steps()
                .get(0).claim().box().correction().plain().contains("The nim-sum is " + D[4] + ", not " + (D[4] + 1)));
    }

    /**
     * A winning move names the position it leaves, as a sum of rows with its nim-sum 0 (the table read "which leaves D0 + D4
     * worth 0 ⊕ 2 = 2 in its place, and nim-sum 0"); a lone heap of a game not played on a row, claimed lost, gets no move,
     * and no crash (the move's text was cut at a fixed offset, from an empty string).
     */
    @Test
    void aWinningMoveSaysWhatItLeavesAndAHeapOfAnotherGameNeedsNone() {
        List<StepClaimsDirective.Step> steps = table(CHAPTER).steps();
        assertTrue(correction(steps.get(0)).contains("leaving D_{4} + D_{4} (nim-sum 2 \\oplus 2 = 0)"), correction(steps.get(0)));
        assertTrue(correction(steps.get(5)).endsWith("The player to move wins, e.g. by removing tokens 2–3 of the row, leaving D_{1} + D_{1}"
                + " (nim-sum 0 \\oplus 0 = 0)."), correction(steps.get(5)));
        String nim = ((StepClaimsDirective.StepClaims) harness.model("step-claims game=nim symbol=N source=s steps=\"1 position=4"
                + " values=4 outcome=P “a heap of 4 is lost”\"")).steps().get(0).claim().box().correction().plain();
        assertTrue(nim.endsWith("It is an N-position, not a P-position."), nim);
    }

    @Test
    void semicolonInTheSourcesWordsDoesNotEndTheStep() {
        List<StepClaimsDirective.Step> steps = table("1 heap=4 tokens=1-3 “he removes; then she”; 2 heap=1 tokens=1 “x”").steps();
        assertEquals(2, steps.size());
        assertEquals("“he removes; then she”", steps.get(0).claim().box().claim().segments().get(0).text());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "dawsons-kayles | 3 heap=4 tokens=3-5 “q” | step 3: tokens: '3-5' is not a run of tokens of a row of 4",
        "dawsons-kayles | 1 position=6+4 values=3 “q” | step 1: values: give one value per row of 6+4",
        "dawsons-kayles | 1 position=6 outcome=X “q” | step 1: outcome: 'X' is not one of P, N",
        "dawsons-kayles | 1 position=6 sum=0 | is not a step; write a label, its arguments and the source's words in “ ”",
        "dawsons-kayles | 1 position=6 colour=red “q” | step 1: unknown argument 'colour'; valid arguments: position",
        "dawsons-kayles | 1 heap=4 “q” | step 1: missing argument 'tokens'",
        "dawsons-kayles | ' ; ' | no step: give at least one",
        "nim | 1 heap=4 tokens=1 “q” | game: nim is not played by removing adjacent tokens from a row"})
    void badStepsAreRefusedSayingWhatIsValid(String game, String steps, String message) {
        String error = error(game, steps);
        assertTrue(error.startsWith("content/lessons/test.md:10: step-claims"), error);
        assertTrue(error.contains(message), error);
    }
}
