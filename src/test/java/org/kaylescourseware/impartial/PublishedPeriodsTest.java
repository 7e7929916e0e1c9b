package org.kaylescourseware.impartial;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.kaylescourseware.rules.OctalGame;

/**
 * Published periods certified from the octal code alone: no bound given, the computation grows
 * until the octal periodicity theorem certifies a period, which must be the published one. The
 * small and medium ones; 0.376 (g up to 4.5·10^6), 0.354 (2.0·10^7) and 0.1777 (4.4·10^8) are
 * certified by {@code bench}, not here.
 */
class PublishedPeriodsTest {

    private static final int MAX = 2_000_000;

    /**
     * Code, period, preperiod (the last exception is at preperiod − 1). Sources: Kayles and Dawson's
     * Kayles, Guy and Smith 1956 (Winning Ways ch. 4). The others are T. Czajka's table of the
     * non-trivial solved three-digit octal games (SolvedGames.md in github.com/tczajka/octal-games,
     * recomputing Winning Ways and Flammenkamp's tables), with who solved each first: 0.45 Winning
     * Ways ch. 4 (OEIS A071435 gives 0.177, the same values one heap earlier: last exception 496);
     * 0.156 Jack Kenyon 1967; 0.644, 0.165, 0.356 Richard Austin 1976; 0.127, 0.16, 0.56 Gangolli and
     * Plambeck 1989 (OEIS A071464: 0.127's last exception at 46577; OEIS A071436 gives 0.56's as
     * 326637, where Czajka's table and this solver have 326639).
     */
    @ParameterizedTest(name = "{0}: period {1} from {2}")
    @CsvSource({
        "0.77, 12, 71",
        "0.07, 34, 53",
        "0.45, 20, 498",
        "0.644, 442, 3256",
        "0.156, 349, 3479",
        "0.165, 1550, 5181",
        "0.356, 142, 7315",
        "0.127, 4, 46578",
        "0.16, 149459, 105351",
        "0.56, 144, 326640",
    })
    void certifiedFromTheCodeAloneAsPublished(String code, int period, int preperiod) {
        OctalGame game = OctalGame.parse(code);
        ComputedValues run = GrundyValues.certify(game, MAX, n -> { }, HeapBudget.ofThisJvm());
        Periodicity p = run.periodicity().orElseThrow(() -> new AssertionError(code + ": no period up to " + MAX));
        assertEquals(period, p.period(), code);
        assertEquals(preperiod, p.preperiod(), code);
        assertEquals(preperiod - 1, p.lastException(), code);
        assertEquals(2 * preperiod + period + game.maxRemoval(), p.certifiedTo(), code);
        // the theorem compares g(n) with g(n + p) for n < certifiedTo: those values were computed
        assertTrue(run.computedTo() >= p.certifiedTo() - 1 + period, code + " computed to " + run.computedTo());
        assertNotEquals(run.value(preperiod - 1), run.value(preperiod - 1 + period), code + ": n0 - 1 is an exception");
    }

    /**
     * The same certificates by a second route where it is feasible (g up to 1.5·10^4): the plain
     * recurrence computes every value the certificate rests on, and the period is read off them
     * and checked past the bound the run stopped at.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"0.77, 12, 71", "0.45, 20, 498", "0.644, 442, 3256", "0.156, 349, 3479", "0.165, 1550, 5181",
        "0.356, 142, 7315"})
    void theValuesTheCertificateRestsOnAreThoseOfThePlainRecurrence(String code, int period, int preperiod) {
        OctalGame game = OctalGame.parse(code);
        ComputedValues run = GrundyValues.certify(game, MAX, n -> { }, HeapBudget.ofThisJvm());
        int to = run.computedTo() + 2 * period;
        int[] plain = GrundyValues.byMexRecurrence(game, to);
        int[] fast = new int[to + 1];
        for (int n = 0; n <= to; n++) {
            fast[n] = run.value(n); // past computedTo: from the certified period
        }
        assertArrayEquals(plain, fast, code);
        for (int n = preperiod; n + period <= to; n++) {
            assertEquals(plain[n], plain[n + period], code + " at n = " + n);
        }
        assertNotEquals(plain[preperiod - 1], plain[preperiod - 1 + period], code);
    }
}
