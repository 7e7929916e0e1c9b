package org.kaylescourseware.site.directive.partizan;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.partizan.StripNotation;
import org.kaylescourseware.partizan.milley.OutcomeChart;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.render.UnicodeSubscripts;

/**
 * {@code partizan-outcome-chart}: Theorems 2 and 3 as a grid, x strips of length 1 mod 3 across and
 * y of length 2 mod 3 up, each cell coloured and lettered by the misère outcome the search finds
 * for xS1 + yS2, with a legend, a text alternative (a table of the same letters) and the count of
 * positions whose searched outcome agrees with Theorem 3. The geometry is computed here.
 */
public final class PartizanOutcomeChartDirective implements Directive {

    static final int CELL = 36;
    static final int LEFT_MARGIN = 56;
    static final int TOP_MARGIN = 12;
    static final int BOTTOM_MARGIN = 52;

    record ChartModel(int width, int height, String description, List<Cell> cells, List<Tick> xTicks,
            List<Tick> yTicks, Label xLabel, Label yLabel, List<LegendEntry> legend, List<TableRow> rows,
            List<Integer> columns, int maxTotal, int positions, int agreeing, boolean allAgree) {
    }

    /** One square: position (px, py), the letter's anchor (tx, ty), the outcome and a tooltip. */
    record Cell(int x, int y, int px, int py, int tx, int ty, String outcome, String cssClass, boolean agrees,
            String title) {
    }

    record Tick(int value, int tx, int ty) {
    }

    record Label(String text, int tx, int ty) {
    }

    record LegendEntry(String outcome, String cssClass, String meaning) {
    }

    /** A row of the text alternative: y and the letters for x = 0 … maxX. */
    record TableRow(int y, List<String> outcomes) {
    }


    @Override
    public String kind() {
        return "partizan-outcome-chart";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of();
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        OutcomeChart chart = PartizanStudies.lesson(solver).chart;
        int gridBottom = TOP_MARGIN + (chart.maxY() + 1) * CELL;
        List<Cell> cells = new ArrayList<>();
        for (OutcomeChart.Cell c : chart.cells()) {
            cells.add(cell(chart, c));
        }
        List<Tick> xTicks = new ArrayList<>();
        for (int x = 0; x <= chart.maxX(); x++) {
            xTicks.add(new Tick(x, LEFT_MARGIN + x * CELL + CELL / 2, gridBottom + 18));
        }
        List<Tick> yTicks = new ArrayList<>();
        for (int y = 0; y <= chart.maxY(); y++) {
            yTicks.add(new Tick(y, LEFT_MARGIN - 10, rowTop(chart, y) + CELL / 2 + 5));
        }
        int width = LEFT_MARGIN + (chart.maxX() + 1) * CELL + 8;
        int height = gridBottom + BOTTOM_MARGIN;
        Label xLabel = new Label("x: strips of length 1 mod 3", LEFT_MARGIN + (chart.maxX() + 1) * CELL / 2,
                gridBottom + 42);
        Label yLabel = new Label("y: strips of length 2 mod 3", 16, TOP_MARGIN + (chart.maxY() + 1) * CELL / 2);
        return new ChartModel(width, height, description(chart), cells, xTicks, yTicks, xLabel, yLabel, legend(chart),
                rows(chart), columns(chart), chart.maxTotal(), chart.positions(), chart.agreeing(), chart.allAgree());
    }

    private static int rowTop(OutcomeChart chart, int y) {
        return TOP_MARGIN + (chart.maxY() - y) * CELL;
    }

    private static Cell cell(OutcomeChart chart, OutcomeChart.Cell c) {
        int px = LEFT_MARGIN + c.x() * CELL;
        int py = rowTop(chart, c.y());
        String outcome = c.searched().name();
        boolean agrees = c.searched() == c.theorem3() && c.agreeing() == c.positions();
        String title = "x = " + c.x() + ", y = " + c.y() + ": " + subscripted(c.representative())
                + " is in " + outcome + "⁻ (" + c.searched().meaning() + "); Theorem 3 says " + c.theorem3().name() + "⁻";
        return new Cell(c.x(), c.y(), px, py, px + CELL / 2, py + CELL / 2 + 6, outcome, cssClass(c.searched()),
                agrees, title);
    }

    /** A position as the paper writes it, each length a subscript for the tooltip ({@code S₆ + S₄}); the empty one {@code 0}. */
    private static String subscripted(Position position) {
        return position.isEmpty() ? "0" : UnicodeSubscripts.digitsIn(StripNotation.of(position));
    }

    private static String cssClass(OutcomeClass outcome) {
        return "outcome-" + outcome.name().toLowerCase();
    }

    /** The classes that occur in the chart (no L: Lemma 1). */
    private static List<LegendEntry> legend(OutcomeChart chart) {
        List<LegendEntry> legend = new ArrayList<>();
        for (OutcomeClass c : List.of(OutcomeClass.N, OutcomeClass.P, OutcomeClass.R, OutcomeClass.L)) {
            if (chart.cells().stream().noneMatch(cell -> cell.searched() == c)) {
                continue;
            }
            legend.add(new LegendEntry(c.name(), cssClass(c), c.meaning()));
        }
        return legend;
    }

    private static String description(OutcomeChart chart) {
        return "A grid of " + (chart.maxX() + 1) + " by " + (chart.maxY() + 1) + " cells; the cell in column x"
                + " and row y shows the misère outcome class (N, P or R) of a position with x strips of length"
                + " 1 mod 3 and y strips of length 2 mod 3. The table below the chart lists the same letters.";
    }

    private static List<TableRow> rows(OutcomeChart chart) {
        List<TableRow> rows = new ArrayList<>();
        for (int y = chart.maxY(); y >= 0; y--) {
            List<String> outcomes = new ArrayList<>();
            for (int x = 0; x <= chart.maxX(); x++) {
                outcomes.add(chart.cell(x, y).searched().name());
            }
            rows.add(new TableRow(y, outcomes));
        }
        return rows;
    }

    private static List<Integer> columns(OutcomeChart chart) {
        List<Integer> columns = new ArrayList<>();
        for (int x = 0; x <= chart.maxX(); x++) {
            columns.add(x);
        }
        return columns;
    }
}
