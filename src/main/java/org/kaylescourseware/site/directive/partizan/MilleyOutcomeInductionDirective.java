package org.kaylescourseware.site.directive.partizan;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.partizan.symbolic.DifferenceClass;
import org.kaylescourseware.partizan.symbolic.OutcomeInduction;
import org.kaylescourseware.partizan.symbolic.OutcomeStep;
import org.kaylescourseware.partizan.symbolic.StrategyInduction;
import org.kaylescourseware.partizan.symbolic.SymbolicCheck;
import org.kaylescourseware.partizan.symbolic.Theorem2Statement;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.source.SourceException;

/**
 * {@code milley-outcome-induction proof=theorem2} (or {@code theorem4}): the symbolic proof of
 * Theorem 2 of Milley (2015) for every k, j ≥ 0, as a table of families of positions (a region of
 * (k, j) and a class of d = k − j) with each player's option, where d lands, the outcomes the
 * statement gives there and the outcome they imply; or the proof of Theorem 4, each named move
 * against each class of d where its player wins. A row that fails fails the build.
 */
public final class MilleyOutcomeInductionDirective implements Directive {

    private static final Parameter<String> PROOF = Parameter.choice("proof", "which proof", List.of("theorem2",
            "theorem4"));

    record InductionTable(String proof, List<Row> rows, List<Shift> shifts, int checks) {
    }

    /** An option (or move) and the constant by which it changes d = k − j. */
    record Shift(StripFormula option, String change) {
    }

    /**
     * One family of positions: who moves where (no option: an empty formula), where k − j lands and
     * the outcomes there (TeX), and the outcome they give against the stated one (TeX).
     */
    record Row(StripFormula family, String move, String when, String statedCase, String difference,
            StripFormula leftOption, String leftLands, StripFormula rightOption, String rightLands, String derived,
            String stated) {
    }

    @Override
    public String kind() {
        return "milley-outcome-induction";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(PROOF);
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        boolean theorem2 = arguments.get(PROOF).equals("theorem2");
        List<SymbolicCheck> checks = new ArrayList<>();
        List<Row> rows = new ArrayList<>();
        if (theorem2) {
            checks.add(Theorem2Statement.residueIdentity());
            checks.addAll(OutcomeInduction.shiftChecks());
            for (OutcomeStep step : OutcomeInduction.theorem2()) {
                checks.add(step.check());
                rows.add(new Row(StripFormula.of(step.region()), "", "", step.statedCase(), tex(step.difference()),
                        option(step.left()), lands(step.left()), option(step.right()), lands(step.right()),
                        outcome(step.derived()), outcome(step.stated())));
            }
        } else {
            checks.addAll(StrategyInduction.shiftChecks());
            for (StrategyInduction.Step step : StrategyInduction.theorem4()) {
                checks.add(step.check());
                String family = step.rule().player().title() + (step.rule().completion() ? " (completion)" : "");
                Optional<OutcomeStep.Reply> reply = Optional.of(step.reply());
                rows.add(new Row(StripFormula.of(family), step.rule().move(), step.rule().when(), step.statedCase(),
                        tex(step.members()), option(reply),
                        lands(reply), StripFormula.of(""), "", step.holds() ? "\\text{wins}" : "\\text{loses}",
                        "\\text{wins}"));
            }
        }
        for (SymbolicCheck check : checks) {
            if (!check.holds()) {
                throw new SourceException(arguments.location(), kind() + ": " + check.verdict());
            }
        }
        List<Shift> shifts = checks.stream().filter(c -> c.compared().contains("against a constant"))
                .map(c -> new Shift(StripFormula.of(c.step()), c.derived().replace("d changes by ", ""))).toList();
        return new InductionTable(arguments.get(PROOF), rows, shifts, checks.size());
    }

    private static StripFormula option(Optional<OutcomeStep.Reply> reply) {
        return StripFormula.of(reply.map(OutcomeStep.Reply::option).orElse(""));
    }

    /** Where d = k − j lands after the option, and the stated outcomes there: {@code d = 1 \Rightarrow \mathcal{R}^-}. */
    private static String lands(Optional<OutcomeStep.Reply> reply) {
        return reply.map(r -> tex(r.lands()) + " \\;\\Rightarrow\\; " + String.join(" \\text{ or } ",
                r.outcomes().stream().map(MilleyOutcomeInductionDirective::outcome).toList())).orElse("");
    }

    private static String tex(DifferenceClass d) {
        return d.tex("d");
    }

    private static String outcome(OutcomeClass o) {
        return "\\mathcal{" + o.name() + "}^-";
    }
}
