package org.kaylescourseware.site.directive;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.impartial.Periodicity;
import org.kaylescourseware.site.games.GameDefinition;

/**
 * {@code grundy-table game=kayles to=83 columns=12 symbol=K}: the values g(0..to) in rows of
 * {@code columns}, as the literature prints them (n = row + column), with the periodic part marked.
 */
final class GrundyTableDirective implements Directive {

    /** The table: one row per {@code columns} heap sizes; cells past {@code to} are empty. */
    record GrundyTable(String game, String rule, String symbol, int to, int columns, List<Integer> columnHeads,
            List<Row> rows, boolean periodic, int period, int preperiod, int certifiedTo) {
    }

    record Row(int start, List<Cell> cells) {
    }

    /** One heap size n and its value; {@code inPeriod} marks n ≥ preperiod. */
    record Cell(boolean empty, int n, int value, boolean inPeriod) {
    }

    @Override
    public String kind() {
        return "grundy-table";
    }

    @Override
    public List<Parameter> parameters() {
        return List.of(Parameter.GAME,
                new Parameter("to", "the largest heap size shown"),
                new Parameter("columns", "heap sizes per row, 12 by default"),
                Parameter.SYMBOL);
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        GameDefinition game = arguments.game();
        int to = arguments.integer("to", 0, DirectiveArguments.LARGEST);
        int columns = arguments.integer("columns", 12, 1, 64);
        String symbol = arguments.symbol();
        GrundySequence sequence = solver.sequence(game, to, arguments, "to");
        Optional<Periodicity> periodicity = sequence.periodicity();
        int preperiod = periodicity.map(Periodicity::preperiod).orElse(Integer.MAX_VALUE);
        List<Integer> heads = new ArrayList<>();
        for (int b = 0; b < columns; b++) {
            heads.add(b);
        }
        List<Row> rows = new ArrayList<>();
        for (int start = 0; start <= to; start += columns) {
            List<Cell> cells = new ArrayList<>();
            for (int n = start; n < start + columns; n++) {
                cells.add(n <= to ? new Cell(false, n, sequence.value(n), n >= preperiod) : new Cell(true, n, 0, false));
            }
            rows.add(new Row(start, cells));
        }
        return new GrundyTable(game.name(), game.rule().code(), symbol, to, columns, heads, rows,
                periodicity.isPresent(), periodicity.map(Periodicity::period).orElse(0),
                periodicity.map(Periodicity::preperiod).orElse(0), periodicity.map(Periodicity::certifiedTo).orElse(0));
    }
}
