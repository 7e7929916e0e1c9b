package org.kaylescourseware.impartial;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.kaylescourseware.rules.Nim;
import org.kaylescourseware.rules.OctalGame;

/** The fast algorithm against the reference, the plain mex recurrence, on many codes. */
class SparseSpaceTest {

    private static final int TO = 2500;

    /** Every code 0.d and 0.d1d2, 4.d and 4.d1d2, and a fixed sample of three- and four-digit codes. */
    static Stream<String> codes() {
        List<String> codes = new ArrayList<>();
        for (int d1 = 0; d1 < 8; d1++) {
            if (d1 > 0) {
                codes.add("0." + d1);
                codes.add("4." + d1);
            }
            for (int d2 = 1; d2 < 8; d2++) {
                codes.add("0." + d1 + d2);
                codes.add("4." + d1 + d2);
            }
        }
        Random random = new Random(20261123);
        for (int i = 0; i < 40; i++) {
            int digits = 3 + i % 2;
            StringBuilder code = new StringBuilder("0.");
            for (int d = 0; d < digits - 1; d++) {
                code.append(random.nextInt(8));
            }
            code.append(1 + random.nextInt(7));
            codes.add(code.toString());
        }
        return codes.stream();
    }

    @ParameterizedTest
    @MethodSource("codes")
    void fastValuesEqualThePlainRecurrence(String code) {
        OctalGame game = OctalGame.parse(code);
        int[] reference = GrundyValues.byMexRecurrence(game, TO);
        assertArrayEquals(reference, GrundyValues.compute(game, TO), code);
    }

    /**
     * Early checkpoints make the method choose and change masks often; with no limit on the share
     * of rare heaps it tries the best mask on every code; and it never stops at a period.
     */
    @ParameterizedTest
    @MethodSource("codes")
    void sparseSpaceAloneWithEarlyCheckpointsEqualsThePlainRecurrence(String code) {
        OctalGame game = OctalGame.parse(code);
        int[] reference = GrundyValues.byMexRecurrence(game, TO);
        SparseSpace.Run run = SparseSpace.compute(game, TO, new SparseSpace.Options(false, 8, 1.0, true), n -> { });
        assertArrayEquals(reference, run.values(), code);
        assertEquals(TO, run.computedTo());
        if (game.splitsAny()) {
            assertNotEquals(0, run.mask(), "the sparse-space steps were used");
        }
    }

    /** Codes whose values are sparse (0.16, 0.165, 0.14) or not (0.106, 0.007), further out. */
    @ParameterizedTest
    @ValueSource(strings = {"0.16", "0.165", "0.14", "0.106", "0.007", "0.77"})
    void sparseSpaceAloneEqualsThePlainRecurrenceFurtherOut(String code) {
        OctalGame game = OctalGame.parse(code);
        int to = 12_000;
        SparseSpace.Run run = SparseSpace.compute(game, to, SparseSpace.Options.SPARSE_ONLY, n -> { });
        assertArrayEquals(GrundyValues.byMexRecurrence(game, to), run.values(), code);
    }

    @Test
    void kaylesValuesAreSparseUnderTheMaskOfTheirBits() {
        // the periodic values of Kayles, 1 2 4 7 8, all have an odd number of bits: the mask is the
        // bitstring of all ones, ~0 (15 on the values seen, extended by ones above them)
        SparseSpace.Run run = SparseSpace.compute(OctalGame.parse("0.77"), 5000, SparseSpace.Options.SPARSE_ONLY,
                n -> { });
        assertEquals(~0, run.mask());
        assertTrue(run.rareHeaps() < 20, "rare heaps: " + run.rareHeaps());
    }

    /** Treblecross has no short period and its values keep growing (about 800 at n = 10^5). */
    @Test
    void treblecrossFastValuesEqualThePlainRecurrence() {
        OctalGame treblecross = OctalGame.parse("0.007");
        int to = 20_000;
        assertArrayEquals(GrundyValues.byMexRecurrence(treblecross, to), GrundyValues.compute(treblecross, to));
    }

    /**
     * The sparse-space steps kept on from the first checkpoint, whatever they cost, under the mask
     * the counts pick: a bitstring with infinitely many ones (negative as an int), which classes
     * the ever larger values of 0.007 as they appear. A second, independent route: the plain
     * recurrence.
     */
    @Test
    void treblecrossSparseStepsUnderABitstringMaskEqualThePlainRecurrence() {
        OctalGame treblecross = OctalGame.parse("0.007");
        int to = 30_000;
        SparseSpace.Run run = SparseSpace.compute(treblecross, to, new SparseSpace.Options(false, 256, 1.0, true),
                n -> { });
        assertArrayEquals(GrundyValues.byMexRecurrence(treblecross, to), run.values());
        assertTrue(run.mask() < 0, "mask " + run.mask());
        assertTrue(run.rareHeaps() < to / 3, "rare heaps: " + run.rareHeaps());
    }

    @Test
    void nimRunningMexEqualsThePlainRecurrence() {
        assertArrayEquals(GrundyValues.byMexRecurrence(Nim.INSTANCE, 600), GrundyValues.compute(Nim.INSTANCE, 600));
        assertEquals(600, GrundyValues.compute(Nim.INSTANCE, 600)[600]);
    }

    @Test
    void theFastAlgorithmStopsAtACertifiedPeriodAndTheRestFollows() {
        OctalGame kayles = OctalGame.parse("0.77");
        SparseSpace.Run run = SparseSpace.compute(kayles, 20_000, SparseSpace.Options.DEFAULT, n -> { });
        assertTrue(run.computedTo() < 20_000);
        assertArrayEquals(GrundyValues.byMexRecurrence(kayles, 20_000), run.values());
    }
}
