package org.kaylescourseware.site.directive.claims;

import static org.kaylescourseware.site.directive.claims.SourceClaims.math;
import static org.kaylescourseware.site.directive.claims.SourceClaims.nim;

import java.util.List;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.impartial.Periodicity;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.games.GameDefinition;

/**
 * {@code bound-claim game=dawsons-kayles bound=3 source="..." quote="..."}: a source's bound on the
 * largest value of any row, checked against all values. With a certified period the values from
 * the preperiod on repeat g(preperiod .. preperiod + period − 1), so the largest computed value is
 * the largest of all.
 */
public final class BoundClaimDirective implements Directive {

    private static final Parameter<Integer> BOUND = Parameter.integer("bound", "the largest value the source claims", 0,
            Parameter.LARGEST);

    @Override
    public String kind() {
        return "bound-claim";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(Parameter.GAME, Parameter.SYMBOL, SourceClaims.SOURCE, SourceClaims.QUOTE,
                BOUND);
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        GameDefinition game = arguments.get(Parameter.GAME);
        int bound = arguments.get(BOUND);
        GrundySequence sequence = solver.sequence(game);
        Periodicity periodicity = sequence.periodicity().orElseThrow(() -> arguments.fail(Parameter.GAME, game.id()
                + " has no certified period up to " + game.computeTo() + ", so its largest value is unknown"));
        String d = arguments.get(Parameter.SYMBOL);
        int max = sequence.maxValue();
        int firstMax = firstAtLeast(sequence, max);
        String check = "The computed values " + math(nim(d, 0) + ", \\dots, " + nim(d, sequence.to())) + " of "
                + game.name() + " (" + game.rule().code() + ") are periodic with period " + periodicity.period()
                + " from n = " + periodicity.preperiod() + ", for every n by the octal periodicity theorem (its hypothesis checked for n"
                + " below " + periodicity.certifiedTo() + "), so every later value repeats one of " + math(nim(d, periodicity.preperiod()) + ", \\dots, "
                + nim(d, periodicity.preperiod() + periodicity.period() - 1)) + ".";
        String largest = "The largest value of all is " + math(nim(d, firstMax) + " = " + max)
                + ", and it recurs every " + periodicity.period() + " rows.";
        String title = "the largest value";
        String claim = SourceClaims.quoted(arguments.get(SourceClaims.QUOTE));
        if (max <= bound) {
            return new SourceClaims(List.of(SourceClaims.confirmed(title, arguments.get(SourceClaims.SOURCE), claim, largest, check)));
        }
        int first = firstAtLeast(sequence, bound + 1);
        String computed = math(nim(d, first) + " = " + sequence.value(first)) + " already exceeds " + bound + ". " + largest;
        return new SourceClaims(List.of(SourceClaims.refuted(title, arguments.get(SourceClaims.SOURCE), claim, computed, check)));
    }

    private static int firstAtLeast(GrundySequence sequence, int value) {
        for (int n = 0; n <= sequence.to(); n++) {
            if (sequence.value(n) >= value) {
                return n;
            }
        }
        throw new IllegalStateException("no value reaches " + value);
    }
}
