package org.kaylescourseware.impartial;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.kaylescourseware.rules.ImpartialRule;
import org.kaylescourseware.rules.OctalGame;

/** Results from the literature, reproduced by the solver. */
class KnownResultsTest {

    /**
     * Kayles nim-values through K83, as printed in the encyclopedia article on Kayles (seed 003)
     * and in Winning Ways, ch. 4: row a, column b holds K(12a + b).
     */
    private static final int[][] KAYLES_THROUGH_K83 = {
        {0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6},
        {4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7},
        {4, 1, 2, 8, 5, 4, 7, 2, 1, 8, 6, 7},
        {4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7},
        {4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7},
        {4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 6, 7},
        {4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7},
    };

    @Test
    void kaylesValuesThroughK83AreThoseOfTheSources() {
        int[] expected = Arrays.stream(KAYLES_THROUGH_K83).flatMapToInt(Arrays::stream).toArray();
        int[] computed = Arrays.copyOf(GrundySequence.compute(OctalGame.parse("0.77"), 83).values(), 84);
        assertArrayEquals(expected, computed);
        assertArrayEquals(expected, GrundyValues.byMexRecurrence(OctalGame.parse("0.77"), 83));
    }

    /**
     * Periods and least preperiods from the literature. Kayles: period 12 from 71 (Guy and Smith
     * 1956; CGSuite's tests). Dawson's Kayles: period 34 from 53 (CGSuite's table; seed 004 says
     * "starting at n = 52", one too early: g(52) = 2 but g(86) = 9, see the test below).
     * Dawson's chess 0.137 is Dawson's Kayles shifted by one. 0.16: period 149459 with the last
     * exceptional value at n = 105350 (Gangolli and Plambeck 1989), found here at N = 10^6.
     */
    @ParameterizedTest
    @CsvSource({"0.77, 12, 71, 1000", "0.07, 34, 53, 1000", "0.137, 34, 52, 1000", "0.16, 149459, 105351, 1000000"})
    void periodAndLeastPreperiodAreThoseOfTheLiterature(String code, int period, int preperiod, int to) {
        GrundySequence sequence = GrundySequence.compute(OctalGame.parse(code), to);
        Periodicity p = sequence.periodicity().orElseThrow();
        assertEquals(period, p.period());
        assertEquals(preperiod, p.preperiod());
        assertEquals(2 * preperiod + period + OctalGame.parse(code).maxRemoval(), p.certifiedTo());
        assertTrue(sequence.value(preperiod - 1) != sequence.value(preperiod - 1 + period),
                "n0 - 1 is an exception, so n0 is least");
    }

    /**
     * Referee point 3 (issue 29): the periods are the least. Kayles: from the sources' table through K83, every
     * d from 1 to 11 fails at n = 71 or 72 (g(71 + d) or g(72 + d) differs), so the lessons' bound 73 is the
     * table's; Dawson's Kayles by the mex recurrence of GrundyValues, every d below 34 tried at every n from 53.
     */
    @Test
    void everyNumberBelowThePeriodFailsJustAfterThePreperiod() {
        int[] kayles = Arrays.stream(KAYLES_THROUGH_K83).flatMapToInt(Arrays::stream).toArray();
        assertEquals(73, firstFailuresBelow(kayles, 12, 71));
        assertEquals(73, GrundySequence.compute(OctalGame.parse("0.77"), 200).smallerPeriodsFailBelow().orElseThrow());
        int[] dawson = GrundyValues.byMexRecurrence(OctalGame.parse("0.07"), 200);
        assertEquals(firstFailuresBelow(dawson, 34, 53),
                GrundySequence.compute(OctalGame.parse("0.07"), 200).smallerPeriodsFailBelow().orElseThrow());
        assertEquals(56, firstFailuresBelow(dawson, 34, 53));
        assertTrue(GrundySequence.compute(OctalGame.parse("0.77"), 80).smallerPeriodsFailBelow().isEmpty(),
                "with values only to 80 there is no period certified, hence no claim of a least one");
    }

    /** One more than the largest, over d &lt; p, of the first n ≥ n0 with g(n + d) ≠ g(n). */
    private static int firstFailuresBelow(int[] g, int p, int n0) {
        int below = n0;
        for (int d = 1; d < p; d++) {
            int n = n0;
            while (g[n + d] == g[n]) {
                n++;
            }
            below = Math.max(below, n + 1);
        }
        return below;
    }

    @Test
    void dawsonsKaylesIsNotPeriodicFromFiftyTwo() {
        GrundySequence dawson = GrundySequence.compute(OctalGame.parse("0.07"), 200);
        assertTrue(dawson.value(52) != dawson.value(52 + 34), "g(52) = " + dawson.value(52)
                + ", g(86) = " + dawson.value(86));
    }

    /**
     * Games that are others shifted by one heap size, computed the two ways the solver has (fast
     * for the first, the plain recurrence for the second), so each is also a check of one algorithm
     * against the other. Dawson's chess 0.137 is Dawson's Kayles 0.07 shifted by one. Treblecross
     * 0.007 is 0.04 shifted by one (Czajka's game lookup tables): removing 3 from n leaves
     * a + b = n - 3 with a, b ≥ 0; removing 2 from n + 1 and splitting leaves (a + 1) + (b + 1).
     * (0.04 is listed as unsolved there at 2^17 heaps, with 18,860 rare heaps and the last at
     * 131,003: no mask makes rare heaps scarce, which is why 0.007 is slow.)
     */
    @ParameterizedTest
    @CsvSource({"0.137, 0.07, 10000", "0.007, 0.04, 20000"})
    void gameAtNIsTheOtherAtNPlusOne(String code, String shifted, int to) {
        int[] values = GrundyValues.compute(OctalGame.parse(code), to);
        int[] other = GrundyValues.byMexRecurrence(OctalGame.parse(shifted), to + 1);
        for (int n = 0; n <= to; n++) {
            assertEquals(other[n + 1], values[n], code + " at n = " + n + ", " + shifted + " at n + 1");
        }
    }

    @Test
    void nimHeapsAreWorthTheirSize() {
        GrundySequence nim = GrundySequence.compute(ImpartialRule.parse("nim"), 1000);
        for (int n = 0; n <= 1000; n++) {
            assertEquals(n, nim.value(n));
        }
        assertTrue(nim.periodicity().isEmpty());
    }
}
