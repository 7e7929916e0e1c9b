package org.kaylescourseware.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FormsBornByTest {

    @ParameterizedTest
    @CsvSource({"0, 1", "1, 2", "2, 4", "3, 16", "4, 65536"})
    void impartialFormsBornByDayAreEverySubsetOfTheDayBefore(int day, int count) {
        GameTreeCache cache = new GameTreeCache();
        List<GameTree> forms = FormsBornBy.impartial(day, cache);
        assertEquals(count, forms.size());
        assertEquals(count, new HashSet<>(forms).size(), "all distinct");
        assertTrue(forms.stream().allMatch(g -> g.isImpartial() && g.birthday() <= day));
    }

    @ParameterizedTest
    @CsvSource({"0, 1", "1, 4", "2, 256"})
    void partizanFormsBornByDayAreEveryPairOfSubsetsOfTheDayBefore(int day, int count) {
        List<GameTree> forms = FormsBornBy.partizan(day, new GameTreeCache());
        assertEquals(count, forms.size());
        assertEquals(count, new HashSet<>(forms).size(), "all distinct");
    }

    @Test
    void dayFiveIsRefusedWithItsSize() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> FormsBornBy.impartial(5, new GameTreeCache()));
        assertTrue(e.getMessage().contains("got day 5"), e.getMessage());
    }

    @ParameterizedTest
    // OEIS A000070: partial sums of the partition numbers.
    @CsvSource({"0, 1", "1, 2", "2, 4", "3, 7", "4, 12", "5, 19", "6, 30", "7, 45", "8, 67", "9, 97", "10, 139",
        "20, 2714"})
    void positionsUpToTotalSizeAreCountedByPartialSumsOfPartitionNumbers(int total, int count) {
        List<Position> positions = Partitions.upToTotalSize(total);
        assertEquals(count, positions.size());
        assertEquals(count, new HashSet<>(positions).size());
        assertTrue(positions.stream().allMatch(p -> p.totalSize() <= total));
    }
}
