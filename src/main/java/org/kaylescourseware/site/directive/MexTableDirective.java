package org.kaylescourseware.site.directive;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.impartial.MexDerivation;
import org.kaylescourseware.site.games.GameDefinition;

/**
 * {@code mex-table game=kayles from=0 to=7 symbol=K}: how each value follows from smaller ones,
 * g(n) = mex of the nim-sums of the heaps every move leaves (the Sprague–Grundy recurrence).
 */
final class MexTableDirective implements Directive {

    record MexTable(String game, String rule, String symbol, int from, int to, List<Derivation> derivations) {
    }

    /** g(n): every option, the set of their values in increasing order, and its mex. */
    record Derivation(int n, List<Option> options, List<Integer> valueSet, int mex) {
    }

    /** One move: the heaps it leaves, their values, and the nim-sum of those. */
    record Option(int removed, List<Integer> heaps, List<Integer> heapValues, int value) {
    }

    @Override
    public String kind() {
        return "mex-table";
    }

    @Override
    public List<Parameter> parameters() {
        return List.of(Parameter.GAME,
                new Parameter("from", "the first heap size derived, 0 by default"),
                new Parameter("to", "the last heap size derived (at most 30: this is a worked example)"),
                Parameter.SYMBOL);
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        GameDefinition game = arguments.game();
        int from = arguments.integer("from", 0, 0, game.computeTo());
        int to = arguments.integer("to", from, Math.min(from + 30, game.computeTo()));
        GrundySequence sequence = solver.sequence(game, to, arguments, "to");
        List<Derivation> derivations = new ArrayList<>();
        for (int n = from; n <= to; n++) {
            derivations.add(derivation(MexDerivation.of(sequence, n)));
        }
        return new MexTable(game.name(), game.rule().code(), arguments.symbol(), from, to, derivations);
    }

    private static Derivation derivation(MexDerivation derivation) {
        List<Option> options = new ArrayList<>();
        TreeSet<Integer> values = new TreeSet<>();
        for (MexDerivation.Step step : derivation.options()) {
            options.add(new Option(step.option().remove(), step.option().leaves(), step.leafValues(), step.value()));
            values.add(step.value());
        }
        return new Derivation(derivation.heap(), options, List.copyOf(values), derivation.mex());
    }
}
