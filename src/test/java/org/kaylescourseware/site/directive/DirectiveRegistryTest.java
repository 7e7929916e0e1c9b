package org.kaylescourseware.site.directive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.kaylescourseware.site.directive.claims.PrintedValuesDirective;
import org.kaylescourseware.site.games.GameCatalog;
import org.kaylescourseware.site.source.SourceException;

class DirectiveRegistryTest {

    static final Path LESSON = DirectiveHarness.LESSON;
    static final GameCatalog CATALOG = DirectiveHarness.CATALOG;

    final DirectiveHarness harness = DirectiveHarness.standard();
    final DirectiveRegistry registry = harness.registry;
    final SolverSession solver = harness.solver;

    private DirectiveRegistry.Artifact block(String text) {
        return harness.artifact(text);
    }

    private String fact(String text) {
        return harness.fact(text);
    }

    private SourceException blockError(String text) {
        return harness.blockError(text);
    }

    @Test
    void unknownDirectiveNamesFileLineAndTheKindsThereAre() {
        assertEquals("content/lessons/test.md:10: unknown directive 'grundy-tabel'; the kinds are "
                + String.join(", ", registry.kinds()), blockError("grundy-tabel game=kayles to=12").getMessage());
        assertTrue(registry.kinds().containsAll(java.util.List.of("grundy-table", "mex-table", "worked-game", "printed-values")),
                "the kinds the Kayles lesson uses are registered: " + registry.kinds());
    }

    @Test
    void unknownArgumentNamesItsLineAndTheValidArguments() {
        SourceException error = blockError("mex-table game=kayles\n to=8 frm=2");
        assertEquals(11, error.location().line());
        assertTrue(error.problem().startsWith("mex-table: unknown argument 'frm'; valid arguments: game ("), error.problem());
    }

    @Test
    void badNumberQuotesTheValueAndTheRange() {
        assertEquals("content/lessons/test.md:10: grundy-table: to: expected a whole number from 0 to 1000000, got 'eighty'",
                blockError("grundy-table game=kayles to=eighty").getMessage());
    }

    @Test
    void unknownGameListsTheGames() {
        assertEquals("content/lessons/test.md:10: grundy-table: game: unknown game 'kales'; the games are dawsons-kayles,"
                + " kayles, nim",
                blockError("grundy-table game=kales to=12").getMessage());
    }

    @Test
    void rangeBeyondTheRuleFileBoundIsRefused() {
        assertEquals("content/lessons/test.md:10: grundy-table: to: 60 is beyond compute-to 50 of nim"
                + " (raise it in content/games/kayles.yaml:3)", blockError("grundy-table game=nim to=60").getMessage());
        assertEquals("content/lessons/test.md:11: printed-values: values: 51 is beyond compute-to 50 of nim"
                + " (raise it in content/games/kayles.yaml:3)",
                blockError("printed-values game=nim source=x from=45\n values=\"45 46 47 48 49 50 51\"").getMessage());
    }

    @Test
    void missingArgumentIsNamed() {
        assertEquals("content/lessons/test.md:10: grundy-table: missing argument 'to' (the largest heap size shown; a whole"
                + " number from 0 to 1000000)",
                blockError("grundy-table game=kayles").getMessage());
    }

    @Test
    void factWrittenAsABlockIsExplained() {
        assertTrue(blockError("fact period game=kayles expect=12").problem().contains("'fact' is written inline"));
    }

    /** Literature: Guy and Smith (1956), Winning Ways ch. 4 (Kayles period 12 from 71, Dawson's Kayles 34 from 53). */
    @ParameterizedTest(name = "{0} {1} = {2}")
    @CsvSource({
        "kayles,         period,         12",
        "kayles,         preperiod,      71",
        "kayles,         last-exception, 70",
        "kayles,         certified-to,   156",
        "kayles,         rule,           0.77",
        "kayles,         max-removal,    2",
        "dawsons-kayles, period,         34",
        "dawsons-kayles, preperiod,      53",
        "dawsons-kayles, rule,           0.07",
    })
    void factsAboutPeriodsAgreeWithTheLiterature(String game, String name, String value) {
        assertEquals(value, fact("fact " + name + " game=" + game + " expect=" + value));
    }

    @Test
    void factsAboutPositions() {
        assertEquals("4", fact("fact value game=kayles n=5 expect=4"));
        assertEquals("0", fact("fact nim-sum game=kayles position=5+5 expect=0"));
        assertEquals("P", fact("fact outcome game=kayles position=9+9 expect=P"));
        assertEquals("N", fact("fact outcome game=nim position=3+2 expect=N"));
    }

    @Test
    void factThatDisagreesWithTheSolverNamesExpectedAndComputed() {
        SourceException error = assertThrows(SourceException.class, () -> fact("fact period game=kayles expect=11"));
        assertEquals("content/lessons/test.md:7: fact period: expect: the text says 11 but the solver computes 12", error.getMessage());
    }

    @Test
    void factWithoutPeriodSaysWhatToRaise() {
        SourceException error = assertThrows(SourceException.class, () -> fact("fact period game=nim expect=1"));
        assertTrue(error.problem().contains("nim has no period certified from g(0..50)"), error.problem());
    }

    @Test
    void unknownFactListsTheFacts() {
        SourceException error = assertThrows(SourceException.class, () -> fact("fact periode game=kayles expect=12"));
        assertEquals("unknown fact 'periode'; the facts are " + String.join(", ", registry.facts()), error.problem());
        assertTrue(registry.facts().containsAll(java.util.List.of("period", "preperiod", "last-exception", "certified-to",
                "value", "nim-sum", "outcome")), "the facts the Kayles lesson uses are registered: " + registry.facts());
    }

    @Test
    void factNeedsAnExpectation() {
        SourceException error = assertThrows(SourceException.class, () -> fact("fact period game=kayles"));
        assertEquals("fact period: missing argument 'expect' (the value the text states; the build checks it)",
                error.problem());
    }

    @Test
    void printedValuesReportEveryDisagreement() {
        Record model = block("printed-values game=kayles source=test values=\"0 1 2 3 1 4 3 2 1 4 2 7\"").model();
        PrintedValuesDirective.PrintedValuesCheck check = (PrintedValuesDirective.PrintedValuesCheck) model;
        assertEquals(false, check.agrees());
        assertEquals(java.util.List.of(new org.kaylescourseware.site.directive.claims.PrintedValuesDirective.Discrepancy(11, 7, 6)), check.discrepancies());
        assertEquals(11, check.agreeing());
    }

    @Test
    void eachSequenceIsComputedOncePerSession() {
        block("grundy-table game=kayles to=83");
        block("mex-table game=kayles to=5");
        assertEquals(2, solver.artifacts());
        assertTrue(solver.sequence(CATALOG.require("kayles", DirectiveHarness.RULES)) == solver.sequence(CATALOG.require("kayles", DirectiveHarness.RULES)));
    }
}
