package org.kaylescourseware.site.directive.miserenim;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.game.GameTreeCache;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.misere.EquivalenceVerdict;
import org.kaylescourseware.misere.HeapSequence;
import org.kaylescourseware.misere.MisereEquivalence;
import org.kaylescourseware.misere.MisereTreeOutcomes;
import org.kaylescourseware.misere.nim.ReducedForm;
import org.kaylescourseware.misere.nim.ReductionDerivation;
import org.kaylescourseware.misere.nim.ReductionStep;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;

/**
 * {@code reduced-form position=1+1+4}: the reduced form of a Nim position (Definition 5 of
 * "Misère equivalence classes of Nim positions") derived step by step, each rule named with its
 * reason, and the result confirmed by Theorem 1's recursive test on the two game trees.
 */
public final class ReducedFormDirective implements Directive {

    /** The largest position derived here: its game tree is compared with its reduced form's. */
    static final int MAX_TOKENS = 20;

    record ReducedFormModel(String position, String sequence, List<Step> steps, String reducedForm,
            String reducedSequence, boolean alreadyReduced, boolean equivalent, String verdict) {
    }

    /** One rule applied: its label and statement, the heaps before and after, and why it keeps ≡. */
    record Step(int number, String rule, String statement, String before, String after, String reason) {
    }

    /** A derivation is checked by Theorem 1 on the position's game tree, so its tokens are few. */
    private static final Parameter<Position> POSITION = Parameter.position("position", "Nim heaps such as 1+1+4", 0,
            MAX_TOKENS);

    @Override
    public String kind() {
        return "reduced-form";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(POSITION);
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        Position position = arguments.get(POSITION);
        ReductionDerivation derivation = ReducedForm.derive(position);
        List<Step> steps = new ArrayList<>();
        for (ReductionStep step : derivation.steps()) {
            steps.add(new Step(steps.size() + 1, step.rule().label(), step.rule().statement(),
                    step.before().toString(), step.after().toString(), step.reason()));
        }
        Position reduced = derivation.reducedForm();
        GameTreeCache cache = new GameTreeCache();
        EquivalenceVerdict verdict = MisereEquivalence.impartialContext(new MisereTreeOutcomes())
                .verdict(cache.nimPosition(position), cache.nimPosition(reduced));
        return new ReducedFormModel(position.toString(), HeapSequence.of(position).toString(), steps,
                reduced.toString(), HeapSequence.of(reduced).toString(), derivation.startIsReduced(),
                verdict.holds(), verdict.reason());
    }
}
