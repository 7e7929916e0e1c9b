package org.kaylescourseware.impartial;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.kaylescourseware.rules.OctalGame;

class PeriodicityFinderTest {

    static Stream<String> codes() {
        return SparseSpaceTest.codes();
    }

    /**
     * The linear-time finder against the definition read directly: for p = 1, 2, ... the least n0
     * with g(n + p) = g(n) for every n0 ≤ n ≤ last - p, accepted when 2·max(n0, 1) + 2p + t - 1 ≤ last.
     */
    @ParameterizedTest
    @MethodSource("codes")
    void findsWhatTheDefinitionReadDirectlyFinds(String code) {
        OctalGame game = OctalGame.parse(code);
        int[] g = GrundyValues.byMexRecurrence(game, 700);
        for (int last : new int[] {0, 1, 5, 40, 167, 300, 700}) {
            assertEquals(naive(game, g, last), PeriodicityFinder.find(game, g, last), code + " to " + last);
        }
    }

    private static Optional<Periodicity> naive(OctalGame game, int[] g, int last) {
        int t = game.maxRemoval();
        for (int p = 1; p <= last; p++) {
            int n0 = 0;
            for (int n = 0; n + p <= last; n++) {
                if (g[n] != g[n + p]) {
                    n0 = n + 1;
                }
            }
            if (2 * Math.max(n0, 1) + 2 * p + t - 1 <= last) {
                return Optional.of(new Periodicity(p, n0, 2 * Math.max(n0, 1) + p + t));
            }
        }
        return Optional.empty();
    }

    /** The theorem's promise, checked: a period certified from few values holds far beyond them. */
    @ParameterizedTest
    @MethodSource("codes")
    void aCertifiedPeriodHoldsFarBeyondTheValuesThatCertifiedIt(String code) {
        OctalGame game = OctalGame.parse(code);
        int[] g = GrundyValues.byMexRecurrence(game, 3000);
        for (int last : new int[] {3, 4, 5, 8, 13, 40, 600}) {
            int to = last;
            PeriodicityFinder.find(game, g, last).ifPresent(p -> {
                for (int n = p.preperiod(); n + p.period() <= 3000; n++) {
                    assertEquals(g[n], g[n + p.period()], code + ": " + p + ", certified from g(0.." + to
                            + "), fails at n = " + n);
                }
            });
        }
    }

    @Test
    void aPreperiodOfZeroNeedsTheValuesThatAPreperiodOfOneNeeds() {
        // 0.04 (take two, split the rest in two): g(0..3) = 0, then g(4) = 1. Read with n0 = 0, the
        // theorem's bound 2·n0 + 2p + t - 1 = 3 would "certify" period 1 from g(0..3).
        OctalGame game = OctalGame.parse("0.04");
        int[] g = GrundyValues.byMexRecurrence(game, 4);
        assertEquals(1, g[4]);
        assertEquals(Optional.empty(), PeriodicityFinder.find(game, g, 3));
    }

    @Test
    void kaylesNeedsValuesUpTo167ToCertifyItsPeriod() {
        // 2·71 + 12 + 2 = 156: g(n + 12) = g(n) is checked for n < 156, so g up to 167 is needed
        int[] g = GrundyValues.byMexRecurrence(OctalGame.parse("0.77"), 167);
        assertEquals(Optional.empty(), PeriodicityFinder.find(OctalGame.parse("0.77"), g, 166));
        assertEquals(Optional.of(new Periodicity(12, 71, 156)), PeriodicityFinder.find(OctalGame.parse("0.77"), g, 167));
    }

    /**
     * Sequences built to be hard for a fingerprint search: a period planted after a preperiod,
     * with exceptions sprinkled in, over alphabets from one value to values wider than a byte,
     * so that many shifts match long stretches before they fail; against the definition.
     */
    @Test
    void findsWhatTheDefinitionFindsOnPlantedPeriodsWithExceptions() {
        Random random = new Random(24);
        OctalGame game = OctalGame.parse("0.137");
        for (int trial = 0; trial < 300; trial++) {
            int length = 20 + random.nextInt(1500);
            int alphabet = 1 + random.nextInt(trial % 3 == 0 ? 2 : 400);
            int period = 1 + random.nextInt(1 + random.nextInt(length / 3 + 1));
            int preperiod = random.nextInt(length / 2 + 1);
            int[] block = random.ints(period, 0, alphabet).toArray();
            int[] g = new int[length];
            for (int n = 0; n < length; n++) {
                g[n] = n < preperiod ? random.nextInt(alphabet) : block[(n - preperiod) % period];
                if (random.nextInt(200) == 0) {
                    g[n] = random.nextInt(alphabet);
                }
            }
            for (int last : new int[] {length / 3, length / 2, length - 1}) {
                assertEquals(naive(game, g, last), PeriodicityFinder.find(game, g, last),
                        "trial " + trial + ", last " + last);
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"0.007", "0.16"})
    void saysSoHonestlyWhenNoPeriodIsFound(String code) {
        GrundySequence sequence = GrundySequence.compute(OctalGame.parse(code), 20_000);
        assertTrue(sequence.periodicity().isEmpty());
    }
}
