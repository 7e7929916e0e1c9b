package org.kaylescourseware.site.directive.impartial;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.impartial.Periodicity;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.games.GameDefinition;

/**
 * {@code grundy-table game=kayles to=83 columns=12 symbol=K}: the values g(0..to) in rows of
 * {@code columns}, as the literature prints them (n = row + column), with the periodic part marked.
 */
public final class GrundyTableDirective implements Directive {

    /** The table: one row per {@code columns} heap sizes; cells past {@code to} are empty. */
    record GrundyTable(String game, String rule, String symbol, int to, int columns, List<Integer> columnHeads,
            List<Row> rows, boolean periodic, int period, int preperiod, int certifiedTo) {
    }

    record Row(int start, List<Cell> cells) {
    }

    /** One heap size n and its value; {@code inPeriod} marks n ≥ preperiod. */
    record Cell(boolean empty, int n, int value, boolean inPeriod) {
    }

    private static final Parameter<Integer> TO = Parameter.integer("to", "the largest heap size shown", 0,
            Parameter.LARGEST);
    private static final Parameter<Integer> COLUMNS = Parameter.integer("columns", "heap sizes per row", 1, 64).orElse(12);

    @Override
    public String kind() {
        return "grundy-table";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(Parameter.GAME, TO, COLUMNS, Parameter.SYMBOL);
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        GameDefinition game = arguments.get(Parameter.GAME);
        int to = arguments.get(TO);
        int columns = arguments.get(COLUMNS);
        String symbol = arguments.get(Parameter.SYMBOL);
        GrundySequence sequence = arguments.sequence(game, to, TO);
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
