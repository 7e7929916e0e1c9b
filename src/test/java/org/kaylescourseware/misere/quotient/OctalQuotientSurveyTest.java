package org.kaylescourseware.misere.quotient;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.rules.ImpartialRule;

/**
 * The survey of the two-digit octal games against the literature (Kayles' 40 elements, 9 in P, period 12 from 71; Guiles'
 * 42 and 12, MisereSolver's figures) and against the game tree: every settled quotient is played on random sums and every
 * two of its elements told apart by a search.
 */
class OctalQuotientSurveyTest {

    private static OctalQuotientSurvey survey;
    private static Map<String, OctalQuotientSurvey.Game> byCode;

    @BeforeAll
    static void survey() {
        survey = OctalQuotientSurvey.of(300, 300);
        byCode = survey.games().stream().collect(Collectors.toMap(OctalQuotientSurvey.Game::code, Function.identity()));
    }

    @Test
    void theCodesAreTheFiftySixOfTwoDigitsEachAnOctalGame() {
        assertEquals(56, OctalQuotientSurvey.codes().stream().distinct().count());
        OctalQuotientSurvey.codes().forEach(ImpartialRule::parse);
        assertEquals(OctalQuotientSurvey.codes(), survey.games().stream().map(OctalQuotientSurvey.Game::code).toList());
    }

    @Test
    void kaylesAndGuilesHaveTheirPublishedQuotients() {
        assertEquals(new OctalQuotientSurvey.Game("0.77", OctalQuotientSurvey.Status.SETTLED, 167, 40, 9, 71, 71, 12, false),
                byCode.get("0.77"));
        OctalQuotientSurvey.Game guiles = byCode.get("0.15");
        assertEquals(List.of(OctalQuotientSurvey.Status.SETTLED, 42, 12), List.of(guiles.status(), guiles.order(), guiles.pPortion()));
        assertEquals(OctalQuotientSurvey.Status.TOO_LARGE, byCode.get("0.07").status(), "Dawson's Kayles is not settled");
    }

    /**
     * The seventh referee read 0.01's "period 1, certified from row 3" as a preperiod that is not the least, taking Φ(2) =
     * Φ(3). By hand: in 0.01 (d1 = 0, d2 = 1) a move takes a heap of 2 whole and nothing else, so the heap of 2 is the only
     * heap with a move, like a Nim heap of 1 (the element a), and every other heap is, like the empty heap, the identity.
     * Φ(2) ≠ Φ(3) = Φ(4) = …: the least preperiod with period 1 is 3, the row the period is certified from.
     */
    @Test
    void zeroPointZeroOneIsPeriodicFromRowThreeAndNoEarlier() {
        OctalQuotientSurvey.Game g = byCode.get("0.01");
        assertEquals(List.of(OctalQuotientSurvey.Status.SETTLED, 2, 1, 3, 3), List.of(g.status(), g.order(), g.period(),
                g.leastPreperiod(), g.preperiod()), g.toString());
    }

    /**
     * Every settled game's least preperiod, against the definition on the quotient computed here: Φ(m + p) = Φ(m) for every
     * m from it to the last heap computed, and not for the row just below it.
     */
    @Test
    void theLeastPreperiodIsLeast() {
        for (OctalQuotientSurvey.Game g : survey.games()) {
            if (g.status() != OctalQuotientSurvey.Status.SETTLED) {
                continue;
            }
            MisereQuotient q = MisereQuotientSolver.misereQuotientOfAllHeaps(ImpartialRule.parse(g.code()), 300);
            int p = g.period();
            int n0 = g.leastPreperiod();
            assertTrue(n0 <= g.preperiod(), g.toString());
            for (int m = n0; m + p <= q.heapBound(); m++) {
                assertEquals(q.pretend(m), q.pretend(m + p), g.code() + " at " + m);
            }
            assertTrue(n0 == 0 || q.pretend(n0 - 1) != q.pretend(n0 - 1 + p), g.toString());
        }
    }

    @Test
    void everySettledQuotientAgreesWithTheGameTree() {
        for (OctalQuotientSurvey.Game g : survey.games()) {
            if (g.status() != OctalQuotientSurvey.Status.SETTLED) {
                assertTrue(g.heaps() <= 300 && g.period() == 0 && !g.tame(), g.toString());
                continue;
            }
            MisereQuotient q = MisereQuotientSolver.misereQuotientOfAllHeaps(ImpartialRule.parse(g.code()), 300);
            assertEquals(g.order(), q.order(), g.code());
            assertEquals(Optional.empty(), QuotientCheck.firstProblem(q, g.code(), 18), g.code() + ": the monoid's laws, the"
                    + " verification on every sum, 200 random sums and every pair of elements against the game tree");
        }
    }

    @Test
    void aStoredSurveyThatCannotBeRightIsFoundWrong() {
        assertEquals(Optional.empty(), survey.firstProblem(300, 300));
        assertTrue(survey.firstProblem(200, 300).isPresent());
        for (int i = 0; i < survey.games().size(); i += 5) {
            OctalQuotientSurvey.Game g = survey.games().get(i);
            for (OctalQuotientSurvey.Game wrong : List.of(
                    new OctalQuotientSurvey.Game(g.code(), g.status(), g.heaps(), g.order(), g.order(), g.preperiod(), g.leastPreperiod(),
                            g.period(), g.tame()),
                    new OctalQuotientSurvey.Game(g.code(), g.status(), 301, g.order(), g.pPortion(), g.preperiod(),
                            g.leastPreperiod(), g.period(), g.tame()),
                    new OctalQuotientSurvey.Game(g.code(), g.status(), g.heaps(), g.order(), g.pPortion(), g.preperiod(),
                            g.preperiod() + 1, g.period(), g.tame()),
                    new OctalQuotientSurvey.Game(g.code(), g.status(), g.heaps(), g.order(), g.pPortion(), g.preperiod(),
                            g.leastPreperiod(), g.period() == 0 ? 3 : 0, g.tame()))) {
                List<OctalQuotientSurvey.Game> games = new ArrayList<>(survey.games());
                games.set(i, wrong);
                assertTrue(new OctalQuotientSurvey(300, 300, games).firstProblem(300, 300).isPresent(), wrong.toString());
            }
        }
    }
}
