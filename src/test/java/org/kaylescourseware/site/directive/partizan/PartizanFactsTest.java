package org.kaylescourseware.site.directive.partizan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.kaylescourseware.site.directive.DirectiveHarness;
import org.kaylescourseware.site.directive.DirectiveParser;
import org.kaylescourseware.site.directive.DirectiveRegistry;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.source.SourceException;
import org.kaylescourseware.site.source.SourceLocation;

/** The partizan Kayles facts and directives: true claims print, false ones fail naming file and line. */
class PartizanFactsTest {

    static final Path LESSON = Path.of("content/lessons/partizan-kayles.md");

    /**
     * One solver for the class's tests, as one build has one: the partizan study each fact reads is computed once,
     * not once per test (a test instance is made per method). No test reads what the session counts or keeps.
     */
    static final DirectiveHarness harness = new DirectiveHarness(new SolverSession(DirectiveHarness.CATALOG, line -> { }),
            LESSON, 9, 42);
    static final DirectiveRegistry registry = harness.registry;
    static final SolverSession solver = harness.solver;

    private static String fact(String text) {
        return harness.fact(text);
    }

    private static SourceException factError(String text) {
        return harness.factError(text);
    }

    @Test
    void theIdentitiesOfTheoremThreeAndCorollariesFourAndFiveAreReadFromTheLessonAndAWrongOneFailsAtItsLine() {
        // Theorem 1 (Milley 2015): S_{3a+2} ≡ aS1 + (a + 1)S2 adds −1 to k − j, not +1; S_{3k} ≡ kS1 + kS2
        harness.model("milley-identities which=theorem3 written=\"0; 1; -1; 3y\"");
        harness.model("milley-identities which=corollary4 written=\"0; 3\"");
        harness.model("milley-identities which=corollary5 written=\"kS1 + kS2\"");
        String wrong = harness.blockError("milley-identities which=theorem3 written=\"0; 1; 1; 3y\"").getMessage();
        assertTrue(wrong.startsWith("content/lessons/partizan-kayles.md:9: milley-identities"), wrong);
        assertTrue(harness.blockError("milley-identities which=corollary5 written=\"kS1 + (k+1)S2\"").getMessage()
                .contains("milley-identities"));
        assertTrue(harness.blockError("milley-identities which=corollary4 written=\"0\"").getMessage().contains("expected 2"));
    }

    @Test
    void dominoEquivalentToTwoSquaresIsRefusedWithFileAndLine() {
        // Corollary 3 (Milley 2015): S2 > 2S1 strictly, so "S2 ≡ 2S1" is false
        assertEquals("content/lessons/partizan-kayles.md:42: fact partizan-relation: expect: the text says ≡ but the"
                + " solver computes >", factError("fact partizan-relation g=2 h=1+1 expect=≡").getMessage());
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        // Theorem 1 (Milley 2015) and the hand reductions of Section 3
        "fact partizan-reduction n=3 expect=\"S1 + S2\"; S1 + S2",
        "fact partizan-reduction n=5 expect=\"S1 + 2S2\"; S1 + 2S2",
        "fact partizan-reduction n=5 notation=tex expect=\"S_1 + 2S_2\"; S_1 + 2S_2",
        // Corollaries 4 and 5
        "fact partizan-relation g=1+2 h=0 expect=≡; ≡",
        "fact partizan-relation g=6 h=0 expect=≡; ≡",
        // Section 5: S1 ∈ R⁻, S2 ∈ P⁻, S1 incomparable with 0 (footnote 2)
        "fact partizan-invertibility item=outcome-s1 expect=R; R",
        "fact partizan-invertibility item=outcome-s2 expect=P; P",
        "fact partizan-invertibility item=s1-vs-zero expect=‖; ‖",
        // Theorem 3: x = 2, y = 2 gives N⁻; the empty position is in N⁻ under misère play
        "fact partizan-outcome position=8+7+5+4 expect=N; N",
        "fact partizan-outcome position=0 expect=N; N",
        "fact partizan-outcome position=0 play=normal expect=P; P",
    })
    void trueClaimsPrintTheComputedValue(String text, String printed) {
        assertEquals(printed, fact(text));
    }

    @Test
    void falseReductionNamesWhatTheProofDerives() {
        SourceException e = factError("fact partizan-reduction n=4 expect=\"S1 + S2\"");
        assertEquals(42, e.location().line());
        assertTrue(e.problem().endsWith("the text says S1 + S2 but the solver computes 2S1 + S2"), e.problem());
    }

    @Test
    void badArgumentsSayWhatIsValid() {
        assertTrue(factError("fact partizan-outcome position=3 play=normall expect=L").problem()
                .contains("play: 'normall' is not one of misere, normal"));
        assertTrue(factError("fact partizan-reduction n=16 expect=x").problem().contains("from 1 to 15, got '16'"));
        assertTrue(factError("fact partizan-number of=tests expect=1").problem().contains("test-bound"));
        assertTrue(factError("fact partizan-cases check=\"Lemma 9\" expect=1").problem().contains("Lemma 1"));
    }

    @Test
    void reductionProofsRefuseARangeOutsideTheStudy() {
        SourceException e = assertThrows(SourceException.class, () -> registry.artifact(
                DirectiveParser.parse("reduction-proofs from=5 to=3", new SourceLocation(LESSON, 9)), solver));
        assertEquals("content/lessons/partizan-kayles.md:9: reduction-proofs: to: expected a whole number from 5 to 15,"
                + " got '3'", e.getMessage());
        SourceException beyond = assertThrows(SourceException.class, () -> registry.artifact(
                DirectiveParser.parse("reduction-proofs to=40", new SourceLocation(LESSON, 9)), solver));
        assertTrue(beyond.problem().contains("from 1 to 15, got '40'"), beyond.problem());
    }

    @Test
    void workedGameRefusesAnUnknownPlayer() {
        SourceException e = assertThrows(SourceException.class, () -> registry.artifact(
                DirectiveParser.parse("partizan-worked-game start=5+4 first=Up", new SourceLocation(LESSON, 3)), solver));
        assertTrue(e.problem().contains("expected Left or Right, got 'Up'"), e.problem());
    }

    @Test
    void stripFormulaSubscriptsStripLengthsAndIndices() {
        StripFormula f = StripFormula.of("S12 + 2S1 ≡ S_{n−1−i} in M_K");
        assertEquals("S12 + 2S1 ≡ Sn−1−i in MK", f.plain());
        assertEquals(new StripFormula.Part("S", "12"), f.parts().get(0));
        assertEquals(new StripFormula.Part(" + 2S", "1"), f.parts().get(1));
        assertEquals(new StripFormula.Part(" in M", "K"), f.parts().get(3));
    }
}
