package org.kaylescourseware.site.directive.impartial;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.TreeSet;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.impartial.MexDerivation;
import org.kaylescourseware.rules.ImpartialRule;
import org.kaylescourseware.rules.TokenRemoval;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.games.GameDefinition;

/**
 * {@code mex-table game=kayles from=0 to=7 symbol=K}: how each value follows from smaller ones,
 * g(n) = mex of the nim-sums of the heaps every move leaves (the Sprague–Grundy recurrence).
 * With {@code style=removals} (octal games) it is written as a source that numbers tokens writes
 * it, one term per removal position, {@code nim(D(4)) = mex{0⊕1, 0⊕0, 1⊕0} = 2}: removing tokens
 * k, k + 1 of D(4) for k = 1, 2, 3 leaves D(k − 1) and D(4 − k − 1), empty rows included.
 */
public final class MexTableDirective implements Directive {

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
    public record RemovalTerm(int first, int count, int left, int right, int leftValue, int rightValue, int value) {
    }

    /** The two ways of writing the derivation. */
    static final String STYLE_OPTIONS = "options";
    static final String STYLE_REMOVALS = "removals";

    private static final Parameter<Integer> FROM = Parameter.integer("from", "the first heap size derived", 0,
            Parameter.LARGEST).orElse(0);
    private static final Parameter<Integer> TO = Parameter.integer("to",
            "the last heap size derived, at most 30 after from: this is a worked example", 0, Parameter.LARGEST);
    private static final Parameter<String> STYLE = Parameter.choice("style", "options: one term per distinct option;"
            + " removals: one term per removal position, as nim(D(4)) = mex{0⊕1, 0⊕0, 1⊕0} = 2 (octal games)",
            List.of(STYLE_OPTIONS, STYLE_REMOVALS)).orElse(STYLE_OPTIONS);

    /** One move: the heaps it leaves, their values, and the nim-sum of those. */
    record Option(int removed, List<Integer> heaps, List<Integer> heapValues, int value) {
    }

    @Override
    public String kind() {
        return "mex-table";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(Parameter.GAME, FROM, TO, Parameter.SYMBOL, STYLE);
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        GameDefinition game = arguments.get(Parameter.GAME);
        int from = arguments.within(FROM, 0, game.computeTo());
        int to = arguments.within(TO, from, Math.min(from + 30, game.computeTo()));
        GrundySequence sequence = arguments.sequence(game, to, TO);
        boolean byRemoval = arguments.get(STYLE).equals(STYLE_REMOVALS);
        if (byRemoval && !game.rule().playsOnARow()) {
            throw arguments.fail(STYLE, game.id() + (game.rule().removalBound().isEmpty()
                    ? " has no bound on the tokens a move removes, so its removal positions are not a table's"
                    : " splits a row without removing tokens, so not every move is a removal") + "; use " + STYLE_OPTIONS);
        }
        List<Derivation> derivations = new ArrayList<>();
        for (int n = from; n <= to; n++) {
            List<RemovalTerm> removals = byRemoval ? removals(sequence, game.rule(), n) : List.of();
            derivations.add(derivation(MexDerivation.of(sequence, n), removals));
        }
        return new MexTable(game.name(), game.rule().code(), arguments.get(Parameter.SYMBOL), from, to, byRemoval, derivations);
    }

    /** One term per removal position; their mex is checked against the solver's value. */
    public static List<RemovalTerm> removals(GrundySequence sequence, ImpartialRule rule, int n) {
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
