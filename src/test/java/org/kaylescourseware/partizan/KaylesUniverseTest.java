package org.kaylescourseware.partizan;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class KaylesUniverseTest {

    // The positions of K up to a total size are the partitions of 0..n: OEIS A000070 (sum of p(k), k ≤ n).
    @ParameterizedTest
    @CsvSource({"0, 1", "1, 2", "2, 4", "5, 19", "10, 139", "12, 272", "16, 915", "20, 2714"})
    void positionsUpToASizeAreCountedByCumulativePartitionNumbers(int size, int count) {
        assertEquals(count, KaylesUniverse.countUpTo(size));
        assertEquals(count, KaylesUniverse.positionsUpTo(size).size());
        assertEquals(count, KaylesUniverse.positionsUpTo(size).stream().distinct().count());
    }
}
