package org.kaylescourseware.partizan.milley;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.PlayConvention;
import org.kaylescourseware.partizan.KaylesUniverse;
import org.kaylescourseware.partizan.NaiveOutcomes;
import org.kaylescourseware.partizan.StripOutcomeSearch;

class OutcomeChartTest {

    @Test
    void chartTalliesEveryPositionAndAgreesWithTheSearch() {
        OutcomeChart chart = OutcomeChart.build(new StripOutcomeSearch(PlayConvention.MISERE, 61), 5, 5, 20);
        assertEquals(2714, chart.positions());
        assertTrue(chart.allAgree());
        assertEquals(36, chart.cells().size());
        assertEquals(chart.positions(), chart.cells().stream().mapToInt(OutcomeChart.Cell::positions).sum()
                + outside(chart));
        for (OutcomeChart.Cell cell : chart.cells()) {
            assertEquals(cell.theorem3(), cell.searched(), cell.toString());
            if (cell.x() + 2 * cell.y() <= 8) {
                assertEquals(NaiveOutcomes.outcome(cell.representative(), PlayConvention.MISERE), cell.searched());
            }
        }
        assertEquals(OutcomeClass.P, chart.cell(0, 1).theorem3());
        assertEquals(OutcomeClass.N, chart.cell(3, 3).theorem3());
    }

    /** Positions whose x or y lie beyond the chart's 0..5 range, counted independently. */
    private static int outside(OutcomeChart chart) {
        int[] count = {0};
        KaylesUniverse.forEachUpTo(chart.maxTotal(), counts -> {
            int x = 0;
            int y = 0;
            for (int n = 1; n < counts.length; n++) {
                x += n % 3 == 1 ? counts[n] : 0;
                y += n % 3 == 2 ? counts[n] : 0;
            }
            if (x > 5 || y > 5) {
                count[0]++;
            }
        });
        return count[0];
    }
}
