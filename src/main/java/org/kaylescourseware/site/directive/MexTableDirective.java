package org.kaylescourseware.site.directive;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.TreeSet;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.impartial.MexDerivation;
import org.kaylescourseware.rules.OctalGame;
import org.kaylescourseware.rules.TokenRemoval;
import org.kaylescourseware.site.games.GameDefinition;

/**
 * {@code mex-table game=kayles from=0 to=7 symbol=K}: how each value follows from smaller ones,
 * g(n) = mex of the nim-sums of the heaps every move leaves (the Sprague–Grundy recurrence).
 * With {@code style=removals} (octal games) it is written as a source that numbers tokens writes
 * it, one term per removal position, {@code nim(D(4)) = mex{0⊕1, 0⊕0, 1⊕0} = 2}: removing tokens
 * k, k + 1 of D(4) for k = 1, 2, 3 leaves D(k − 1) and D(4 − k − 1), empty rows included.
 */
final class MexTableDirective implements Directive {

    record MexTable(String game, String rule, String symbol, int from, int to, boolean byRemoval,
            List<Derivation> derivations) {
    }

    /**
     * g(n): every option, the set of their values in increasing order, and its mex; with
     * {@code style=removals} also every removal position with the values it leaves.
     */
    record Derivation(int n, List<Option> options, List<Integer> valueSet, int mex, List<RemovalTerm> removals) {
    }

    /** Removing tokens {@code first}.. leaves rows of {@code left} and {@code right} (values shown), nim-sum {@code value}. */
    record RemovalTerm(int first, int count, int left, int right, int leftValue, int rightValue, int value) {
    }

    /** The two ways of writing the derivation. */
    static final String STYLE_OPTIONS = "options";
    static final String STYLE_REMOVALS = "removals";

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
                Parameter.SYMBOL,
                new Parameter("style", "options (one term per distinct option, the default) or removals"
                        + " (one term per removal position, as nim(D(4)) = mex{0⊕1, 0⊕0, 1⊕0} = 2; octal games)"));
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        GameDefinition game = arguments.game();
        int from = arguments.integer("from", 0, 0, game.computeTo());
        int to = arguments.integer("to", from, Math.min(from + 30, game.computeTo()));
        GrundySequence sequence = solver.sequence(game, to, arguments, "to");
        String style = arguments.optionalText("style").orElse(STYLE_OPTIONS);
        if (!style.equals(STYLE_OPTIONS) && !style.equals(STYLE_REMOVALS)) {
            throw arguments.fail("style", "'" + style + "' is not a style; write " + STYLE_OPTIONS + " or " + STYLE_REMOVALS);
        }
        boolean byRemoval = style.equals(STYLE_REMOVALS);
        if (byRemoval && !(game.rule() instanceof OctalGame)) {
            throw arguments.fail("style", game.id() + " is not an octal game, so it has no removal positions; use " + STYLE_OPTIONS);
        }
        List<Derivation> derivations = new ArrayList<>();
        for (int n = from; n <= to; n++) {
            List<RemovalTerm> removals = byRemoval ? removals(sequence, (OctalGame) game.rule(), n) : List.of();
            derivations.add(derivation(MexDerivation.of(sequence, n), removals));
        }
        return new MexTable(game.name(), game.rule().code(), arguments.symbol(), from, to, byRemoval, derivations);
    }

    /** One term per removal position; their mex is checked against the solver's value. */
    static List<RemovalTerm> removals(GrundySequence sequence, OctalGame rule, int n) {
        List<RemovalTerm> terms = new ArrayList<>();
        BitSet seen = new BitSet();
        for (TokenRemoval r : rule.removals(n)) {
            int value = sequence.value(r.left()) ^ sequence.value(r.right());
            seen.set(value);
            terms.add(new RemovalTerm(r.first(), r.count(), r.left(), r.right(), sequence.value(r.left()),
                    sequence.value(r.right()), value));
        }
        if (seen.nextClearBit(0) != sequence.value(n)) {
            throw new IllegalStateException("the removals of " + n + " give mex " + seen.nextClearBit(0)
                    + " but the solver computes " + sequence.value(n));
        }
        return terms;
    }

    private static Derivation derivation(MexDerivation derivation, List<RemovalTerm> removals) {
        List<Option> options = new ArrayList<>();
        TreeSet<Integer> values = new TreeSet<>();
        for (MexDerivation.Step step : derivation.options()) {
            options.add(new Option(step.option().remove(), step.option().leaves(), step.leafValues(), step.value()));
            values.add(step.value());
        }
        return new Derivation(derivation.heap(), options, List.copyOf(values), derivation.mex(), removals);
    }
}
