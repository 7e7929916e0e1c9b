package org.kaylescourseware.impartial;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.rules.OctalGame;

class CompactValuesTest {

    private static final long MB = 1 << 20;

    @Test
    void widensOnTheFlyAndKeepsEveryValue() {
        Random random = new Random(7);
        int[] expected = new int[5000];
        CompactValues values = CompactValues.withCapacity(10, HeapBudget.ofThisJvm());
        for (int n = 0; n < expected.length; n++) {
            int bound = n < 1000 ? 256 : n < 3000 ? 65_536 : Integer.MAX_VALUE;
            expected[n] = random.nextInt(bound);
            if (n == values.capacity()) {
                values.growTo(2 * n);
            }
            values.set(n, expected[n]);
            int width = n < 1000 ? 1 : n < 3000 ? 2 : 4;
            assertTrue(values.width() <= width, "width " + values.width() + " at n = " + n);
        }
        assertEquals(4, values.width());
        assertArrayEquals(expected, values.toArray(expected.length - 1));
    }

    @Test
    void theWidthIsTheNarrowestThatHoldsTheLargestValue() {
        CompactValues values = CompactValues.withCapacity(4, HeapBudget.ofThisJvm());
        values.set(0, 255);
        assertEquals(1, values.width());
        values.set(1, 256);
        assertEquals(2, values.width());
        values.set(2, 65_535);
        assertEquals(2, values.width());
        values.set(3, 65_536);
        assertEquals(4, values.width());
        assertArrayEquals(new int[] {255, 256, 65_535, 65_536}, values.toArray(3));
    }

    /** Against setting each value from the one a period earlier, for periods short and long and every width. */
    @Test
    void extendingPeriodicallyCopiesWhatSettingValueByValueWould() {
        Random random = new Random(11);
        for (int trial = 0; trial < 200; trial++) {
            int period = 1 + random.nextInt(trial % 2 == 0 ? 5 : 300);
            int from = period + random.nextInt(50);
            int to = from - 1 + random.nextInt(3000);
            int bound = new int[] {256, 65_536, Integer.MAX_VALUE}[trial % 3];
            int[] expected = random.ints(to + 1, 0, bound).toArray();
            CompactValues values = CompactValues.of(expected);
            for (int m = from; m <= to; m++) {
                expected[m] = expected[m - period];
            }
            values.extendPeriodically(from, to, period);
            assertArrayEquals(expected, values.toArray(to), "trial " + trial);
        }
    }

    @Test
    void valuesThatDoNotFitAreRefusedNamingTheHeapNeeded() {
        HeapBudget budget = HeapBudget.of(100 * MB, 10 * MB);
        InsufficientHeapException e = assertThrows(InsufficientHeapException.class,
                () -> CompactValues.withCapacity(80_000_000, budget));
        // 80 MB of values and 16 MB for the rest, beside the 10 MB in use
        assertEquals(10 * MB + CompactValues.bytesFor(80_000_000, 1) + HeapBudget.WORKING_SET_BYTES, e.heapNeeded());
        assertEquals(100 * MB, e.maxHeap());
        assertEquals("80,000,000 values at 1 byte(s) each", e.what());
        assertEquals(-1, e.reached());
        CompactValues.withCapacity(70_000_000, budget);
    }

    @Test
    void wideningThatDoesNotFitIsRefusedBeforeItCopies() {
        HeapBudget budget = HeapBudget.of(16 * MB + 3 * MB, 0);
        CompactValues values = CompactValues.withCapacity(2_000_000, budget);
        values.set(5, 200);
        InsufficientHeapException e = assertThrows(InsufficientHeapException.class, () -> values.set(6, 300));
        assertEquals("2,000,000 values at 2 byte(s) each", e.what());
        assertEquals(1, values.width());
        assertEquals(200, values.get(5));
    }

    /** The default --max of grundy --certify: as far as the budget holds while the values grow by copying. */
    @Test
    void theLargestCertifiableMaxFitsAndOneMoreMillionDoesNot() {
        HeapBudget budget = HeapBudget.of(1024 * MB, 100 * MB);
        int max = GrundyValues.largestCertifiable(budget, Integer.MAX_VALUE - 9);
        assertTrue(GrundyValues.bytesToCertify(max) <= budget.bytesFree());
        assertTrue(GrundyValues.bytesToCertify(max + 1_000_000) > budget.bytesFree());
        assertEquals(1000, GrundyValues.largestCertifiable(budget, 1000));
    }

    /** A run that certify grows from 2^16 values by copying ends with the values of a run told its size. */
    @Test
    void growingValuesGiveTheValuesOfARunToldItsSize() {
        OctalGame game = OctalGame.parse("0.16");
        SparseSpace.Run grown = SparseSpace.certify(game, 300_000, SparseSpace.Options.DEFAULT, n -> { },
                HeapBudget.ofThisJvm());
        SparseSpace.Run told = SparseSpace.compute(game, 300_000, SparseSpace.Options.SPARSE_ONLY, n -> { });
        assertEquals(300_000, grown.to(), "0.16 is certified only past 5·10^5: no period yet");
        assertTrue(grown.periodicity().isEmpty());
        assertArrayEquals(told.values(), grown.values());
    }
}
