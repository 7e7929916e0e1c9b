package org.kaylescourseware.site.directive.claims;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.rules.ImpartialRule;
import org.kaylescourseware.rules.OctalGame;
import org.kaylescourseware.rules.TokenRemoval;
import org.kaylescourseware.site.directive.DirectiveHarness;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.directive.impartial.MexTableDirective;
import org.kaylescourseware.site.games.GameCatalog;
import org.kaylescourseware.site.games.GameDefinition;
import org.kaylescourseware.site.source.SourceLocation;

/**
 * The directives of the Dawson's Kayles lesson (claims, source-style derivations, plot, board):
 * what they compute, and the errors they give for bad arguments.
 */
class ClaimAndTableDirectivesTest {

    static final Path LESSON = Path.of("content/lessons/test.md");
    static final SourceLocation RULES = new SourceLocation(Path.of("content/games/x.yaml"), 3);
    static final GameCatalog CATALOG = GameCatalog.of(
            new GameDefinition("kayles", "Kayles", ImpartialRule.parse("0.77"), 200, RULES),
            new GameDefinition("dawsons-kayles", "Dawson's Kayles", ImpartialRule.parse("0.07"), 300, RULES),
            new GameDefinition("dawsons-chess", "Dawson's chess", ImpartialRule.parse("0.137"), 300, RULES),
            new GameDefinition("nim", "Nim", ImpartialRule.parse("nim"), 50, RULES),
            new GameDefinition("octal-4-7", "Octal game 4.7", ImpartialRule.parse("4.7"), 100, RULES));

    final DirectiveHarness harness = new DirectiveHarness(new SolverSession(CATALOG, line -> { }), LESSON, 10, 7);
    final SolverSession solver = harness.solver;

    private Record model(String text) {
        return harness.model(text);
    }

    private String error(String text) {
        return harness.blockError(text).getMessage();
    }

    private List<SourceClaims.Claim> claims(String text) {
        return ((SourceClaims) model(text)).claims();
    }

    @Test
    void removalsOfARowOfDawsonsKaylesAreEveryAdjacentPairInOrder() {
        OctalGame dawson = OctalGame.parse("0.07");
        assertEquals(List.of(new TokenRemoval(1, 2, 0, 2), new TokenRemoval(2, 2, 1, 1), new TokenRemoval(3, 2, 2, 0)),
                dawson.removals(4));
        assertEquals(List.of(), dawson.removals(1));
        // Kayles 0.77 on a row of 3: one pin at 1, 2, 3 and two pins at 1-2, 2-3
        assertEquals(5, OctalGame.parse("0.77").removals(3).size());
    }

    /**
     * Every removal of adjacent tokens, counted here from the digits (bit 1: the whole row, bit 2: from
     * an end, bit 4: from the middle), is a term, and the mex of the terms is the solver's value.
     */
    @Test
    void removalsGiveTheSameMexAsTheSolverForEveryRowOfEveryCourseGame() {
        for (GameDefinition game : GameCatalog.load(Path.of("content/games")).games()) {
            ImpartialRule rule = game.rule();
            if (!rule.playsOnARow()) {
                continue;
            }
            GrundySequence g = GrundySequence.compute(rule, 120);
            for (int n = 0; n <= 120; n++) {
                List<MexTableDirective.RemovalTerm> terms = MexTableDirective.removals(g, rule, n);
                BitSet values = new BitSet();
                terms.forEach(t -> values.set(t.value()));
                assertEquals(g.value(n), values.nextClearBit(0), game.id() + ": the mex of the terms of row " + n);
                assertEquals(removalsByTheDigits(rule, n), terms.size(), game.id() + ": the removals of row " + n);
            }
        }
    }

    private static int removalsByTheDigits(ImpartialRule rule, int n) {
        int count = 0;
        for (int k = 1; k <= Math.min(n, rule.removalBound().getAsInt()); k++) {
            for (int left = 0; left + k <= n; left++) {
                int right = n - left - k;
                int bit = left == 0 && right == 0 ? 1 : left == 0 || right == 0 ? 2 : 4;
                count += (rule.digit(k) & bit) != 0 ? 1 : 0;
            }
        }
        return count;
    }

    @Test
    void claimThatHoldsIsConfirmedAndAWrongOneIsAnErratum() {
        assertTrue(claims("bound-claim game=dawsons-kayles bound=9 source=s quote=q").get(0).checked().holds());
        assertFalse(claims("bound-claim game=dawsons-kayles bound=3 source=s quote=q").get(0).checked().holds());
        assertTrue(claims("period-claim game=dawsons-kayles period=34 from=53 source=s quote=q").get(0).checked().holds());
        assertTrue(claims("period-claim game=dawsons-kayles period=68 from=60 source=s quote=q").get(0).checked().holds());
        assertFalse(claims("period-claim game=dawsons-kayles period=34 from=52 source=s quote=q").get(0).checked().holds());
        assertFalse(claims("period-claim game=dawsons-kayles period=17 from=100 source=s quote=q").get(0).checked().holds());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        // the source's lines (seed 004): D(7)'s is right, D(8)'s third term is 1⊕2, not 1⊕1
        "7: 0⊕0, 0⊕2, 1⊕1, 1⊕1, 2⊕0, 0⊕0 = 1 | true",
        "8: 0⊕3, 0⊕0, 1⊕1, 1⊕1, 2⊕1, 0⊕0, 3⊕0 = 1 | false",
        "8: 0⊕3, 0⊕0, 1⊕2, 1⊕1, 2⊕1, 0⊕0, 3⊕0 = 1 | true",
        "5: 0⊕1, 0⊕1, 1⊕0, 1⊕0 = 1 | false",
        "4: 0⊕1, 1⊕0 = 2 | false"})
    void printedMexLineIsCheckedTermByTerm(String line, boolean right) {
        List<SourceClaims.Claim> claims = claims("mex-claims game=dawsons-kayles symbol=D source=s printed=\"" + line + "\"");
        assertEquals(1, claims.size());
        assertEquals(right, claims.get(0).checked().holds());
    }

    @Test
    void relatedGameShiftIsFoundByComputation() {
        GrundySequence k = GrundySequence.compute(ImpartialRule.parse("0.07"), 200);
        GrundySequence c = GrundySequence.compute(ImpartialRule.parse("0.137"), 200);
        assertEquals(Optional.of(1), PeriodClaimDirective.shift(k, c));
        assertEquals(Optional.of(-1), PeriodClaimDirective.shift(c, k));
        assertEquals(Optional.empty(), PeriodClaimDirective.shift(k, GrundySequence.compute(ImpartialRule.parse("0.77"), 200)));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "mex-table game=dawsons-kayles to=5 style=pairs | style: 'pairs' is not one of options, removals",
        "mex-table game=nim to=5 style=removals | style: nim has no bound on the tokens a move removes",
        "mex-table game=octal-4-7 to=5 style=removals | style: octal-4-7 splits a row without removing tokens",
        "play-board game=nim rows=\"3 4\" | cannot be played on a row of tokens",
        "play-board game=dawsons-kayles rows=\"6, 4\" | is not a list of 1 to 8 row lengths",
        "play-board game=dawsons-kayles rows=\"6 4\" level=expert | level: 'expert' is not one of random, weak, perfect",
        "mex-claims game=dawsons-kayles source=s printed=\"4: 0+1 = 2\" | '0+1' in '4: 0+1 = 2' is not a term a⊕b",
        "period-claim game=dawsons-kayles period=34 from=52 related=kayles source=s quote=q | kayles's values are not",
        "grundy-plot game=dawsons-kayles to=500 | expected a whole number from 1 to 400, got '500'"})
    void badArgumentsAreRefusedSayingWhatIsValid(String directive, String message) {
        String error = error(directive);
        assertTrue(error.startsWith("content/lessons/test.md:"), error);
        assertTrue(error.contains(message), error);
    }

    @Test
    void boardTableIsAttachedNextToThePageOnce() {
        model("play-board game=dawsons-kayles rows=\"6 4\"");
        model("play-board game=dawsons-kayles rows=\"5\"");
        assertEquals(1, solver.attachments().size(), "the same table twice on one page is one file");
        assertEquals("dawsons-kayles-table.json", solver.attachments().get(0).name());
        assertTrue(solver.attachments().get(0).text().endsWith("}\n"));
    }
}
