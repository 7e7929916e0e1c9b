package org.kaylescourseware.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** The positions up to a total size, listed and counted: the two agree, and with OEIS A000070. */
class PartitionsTest {

    @Test
    void theCountIsTheListsLengthAndTheKnownSequence() {
        assertEquals(List.of(1L, 2L, 4L, 7L, 12L, 19L, 30L, 45L, 67L, 97L, 139L),
                IntStream.rangeClosed(0, 10).mapToObj(n -> Partitions.countUpTo(n, n)).toList(), "A000070");
        for (int n = 0; n <= 25; n++) {
            assertEquals(Partitions.upToTotalSize(n).size(), Partitions.countUpTo(n, n), "n = " + n);
            int largest = n / 3;
            assertEquals(Partitions.upToTotalSize(n).stream().filter(p -> p.heaps().stream().allMatch(h -> h <= largest)).count(),
                    Partitions.countUpTo(n, largest), "n = " + n + ", heaps of at most " + largest);
        }
        assertEquals(Long.MAX_VALUE, Partitions.countUpTo(500, 500), "saturates past 2^63");
    }
}
