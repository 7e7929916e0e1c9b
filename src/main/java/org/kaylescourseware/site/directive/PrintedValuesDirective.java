package org.kaylescourseware.site.directive;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.site.games.GameDefinition;

/**
 * {@code printed-values game=kayles source="..." from=0 values="0 1 2 3 ..."}: values a source
 * prints, checked against the computation at every build. When all agree the page says so; each
 * disagreement is shown as an erratum (the claim, the computed fact, how it was checked).
 */
final class PrintedValuesDirective implements Directive {

    record PrintedValuesCheck(String game, String rule, String symbol, String source, int from, int to, int count,
            int agreeing, boolean agrees, List<Discrepancy> discrepancies) {
    }

    /** The source prints {@code printed} for heap {@code n}; the solver computes {@code computed}. */
    record Discrepancy(int n, int printed, int computed) {
    }

    @Override
    public String kind() {
        return "printed-values";
    }

    @Override
    public List<Parameter> parameters() {
        return List.of(Parameter.GAME,
                new Parameter("source", "who printed the values, quoted"),
                new Parameter("from", "the heap size of the first printed value, 0 by default"),
                new Parameter("values", "the printed values in order, quoted, separated by spaces"),
                Parameter.SYMBOL);
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        GameDefinition game = arguments.game();
        String source = arguments.text("source");
        int from = arguments.integer("from", 0, 0, game.computeTo());
        List<Integer> printed = arguments.integers("values");
        int to = from + printed.size() - 1;
        GrundySequence sequence = solver.sequence(game, to, arguments, "values");
        List<Discrepancy> discrepancies = new ArrayList<>();
        for (int i = 0; i < printed.size(); i++) {
            int n = from + i;
            if (printed.get(i) != sequence.value(n)) {
                discrepancies.add(new Discrepancy(n, printed.get(i), sequence.value(n)));
            }
        }
        return new PrintedValuesCheck(game.name(), game.rule().code(), arguments.symbol(),
                source, from, to, printed.size(), printed.size() - discrepancies.size(), discrepancies.isEmpty(),
                discrepancies);
    }
}
