package org.kaylescourseware.partizan.milley;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.partizan.KaylesUniverse;
import org.kaylescourseware.partizan.StripOutcomeSearch;
import org.kaylescourseware.partizan.modular.ReducedSum;

/**
 * The data of the outcome chart of Theorems 2 and 3: for x strips of length 1 mod 3 (columns) and y
 * of length 2 mod 3 (rows), the outcome Theorem 3 states, the searched outcome of x·S1 + y·S2, and
 * how many positions of K with those x and y (and total size at most {@code maxTotal}) the search
 * found in agreement with the theorem; with the totals over all positions of total size ≤ maxTotal.
 */
public record OutcomeChart(int maxX, int maxY, int maxTotal, List<Cell> cells, int positions, int agreeing) {

    /** One square of the grid. */
    public record Cell(int x, int y, OutcomeClass theorem3, Position representative, OutcomeClass searched,
            int positions, int agreeing) {
    }

    public OutcomeChart {
        cells = List.copyOf(cells);
    }

    public boolean allAgree() {
        return positions == agreeing;
    }

    /** The cell at (x, y). */
    public Cell cell(int x, int y) {
        return cells.get(y * (maxX + 1) + x);
    }

    /** Builds the chart for 0 ≤ x ≤ maxX, 0 ≤ y ≤ maxY, tallying every position of total size ≤ maxTotal. */
    public static OutcomeChart build(StripOutcomeSearch search, int maxX, int maxY, int maxTotal) {
        if (maxX < 0 || maxY < 0) {
            throw new IllegalArgumentException("the chart needs maxX, maxY >= 0, got " + maxX + ", " + maxY);
        }
        search.requireWithinBound(Position.of(Math.max(maxTotal, maxX + 2 * maxY)));
        int[][] positions = new int[maxTotal + 1][maxTotal + 1];
        int[][] agreeing = new int[maxTotal + 1][maxTotal + 1];
        int[] totals = new int[2];
        KaylesUniverse.forEachUpTo(maxTotal, counts -> {
            int x = residueCount(counts, 1);
            int y = residueCount(counts, 2);
            boolean agrees = search.outcome(counts) == MilleyFormulas.theorem3Outcome(x, y);
            positions[x][y]++;
            totals[0]++;
            if (agrees) {
                agreeing[x][y]++;
                totals[1]++;
            }
        });
        List<Cell> cells = new ArrayList<>();
        for (int y = 0; y <= maxY; y++) {
            for (int x = 0; x <= maxX; x++) {
                Position representative = new ReducedSum(x, y).toPosition();
                cells.add(new Cell(x, y, MilleyFormulas.theorem3Outcome(x, y), representative,
                        search.outcome(representative), at(positions, x, y), at(agreeing, x, y)));
            }
        }
        return new OutcomeChart(maxX, maxY, maxTotal, cells, totals[0], totals[1]);
    }

    private static int at(int[][] table, int x, int y) {
        return x < table.length && y < table.length ? table[x][y] : 0;
    }

    private static int residueCount(int[] counts, int residue) {
        int count = 0;
        for (int n = residue; n < counts.length; n += 3) {
            count += counts[n];
        }
        return count;
    }
}
