package org.kaylescourseware.site.directive.claims;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.games.GameDefinition;

/**
 * {@code printed-values game=kayles source="..." from=0 values="0 1 2 3 ..."}: values a source
 * prints, checked against the computation at every build. When all agree the page says so; each
 * disagreement is shown as an erratum (the claim, the computed fact, how it was checked).
 */
public final class PrintedValuesDirective implements Directive {

    public record PrintedValuesCheck(String game, String rule, String symbol, String source, int from, int to, int count,
            int agreeing, boolean agrees, List<Discrepancy> discrepancies) {
    }

    /** The source prints {@code printed} for heap {@code n}; the solver computes {@code computed}. */
    public record Discrepancy(int n, int printed, int computed) {
    }

    private static final Parameter<String> SOURCE = Parameter.text("source", "who printed the values, quoted");
    private static final Parameter<Integer> FROM = Parameter.integer("from", "the heap size of the first printed value",
            0, Parameter.LARGEST).orElse(0);
    private static final Parameter<List<Integer>> VALUES = Parameter.integers("values",
            "the printed values in order, quoted, separated by spaces");

    @Override
    public String kind() {
        return "printed-values";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(Parameter.GAME,
                SOURCE, FROM, VALUES, Parameter.SYMBOL);
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        GameDefinition game = arguments.get(Parameter.GAME);
        String source = arguments.get(SOURCE);
        int from = arguments.within(FROM, 0, game.computeTo());
        List<Integer> printed = arguments.get(VALUES);
        int to = from + printed.size() - 1;
        GrundySequence sequence = arguments.sequence(game, to, VALUES);
        List<Discrepancy> discrepancies = new ArrayList<>();
        for (int i = 0; i < printed.size(); i++) {
            int n = from + i;
            if (printed.get(i) != sequence.value(n)) {
                discrepancies.add(new Discrepancy(n, printed.get(i), sequence.value(n)));
            }
        }
        return new PrintedValuesCheck(game.name(), game.rule().code(), arguments.get(Parameter.SYMBOL),
                source, from, to, printed.size(), printed.size() - discrepancies.size(), discrepancies.isEmpty(),
                discrepancies);
    }
}
