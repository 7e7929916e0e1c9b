package org.kaylescourseware.site.directive.miserekayles;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.misere.MisereSearch;
import org.kaylescourseware.misere.quotient.MisereQuotient;
import org.kaylescourseware.misere.quotient.PretendingPeriod;
import org.kaylescourseware.site.directive.ComputedFact;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Fact;
import org.kaylescourseware.site.directive.Parameter;

/**
 * The facts of the misère Kayles lesson: the quotient's order, P-portion and pretending function,
 * misère outcomes by search, and the single rows that are misère P-positions.
 */
public final class MisereKaylesFacts {

    private static final Parameter<Integer> HEAP = Parameter.integer("n", "a heap size covered by the quotient", 0,
            Parameter.LARGEST);

    private MisereKaylesFacts() {
    }


    private static Fact ofQuotient(String name, java.util.function.Function<MisereQuotient, Object> value) {
        return new ComputedFact(name, List.of(Parameter.GAME),
                (a, s) -> String.valueOf(value.apply(MisereKaylesStudy.quotient(a, s))));
    }

    public static List<Fact> all() {
        return List.of(
                // the number of elements of the misère quotient
                ofQuotient("misere-quotient-order", MisereQuotient::order),
                // the last heap at which the quotient grew
                ofQuotient("misere-quotient-stable-from", MisereQuotient::stableFrom),
                // the heaps the quotient covers (its computation bound)
                ofQuotient("misere-quotient-heaps", MisereQuotient::heapBound),
                // the number of elements of the P-portion
                ofQuotient("misere-p-portion-size", q -> q.pPortion().size()),
                // the number of generators of the presentation
                ofQuotient("misere-generators", q -> q.presentation().generators().size()),
                // the observed period of the pretending function, its preperiod
                ofQuotient("pretending-period", q -> period(q).period()),
                ofQuotient("pretending-preperiod", q -> period(q).preperiod()),
                // the heaps the periodicity argument needs, 2·n0 + 2p + t − 1; a build error when the
                // period is only observed
                new ComputedFact("pretending-certified-to", List.of(Parameter.GAME),
                        (a, s) -> String.valueOf(certifiedTo(MisereKaylesStudy.quotient(a, s), a))),
                // Φ(n) as the normal form of an element, e.g. ab²
                new ComputedFact("pretends", List.of(Parameter.GAME, HEAP),
                        (a, s) -> pretends(MisereKaylesStudy.quotient(a, s), a)),
                // Φ(h1)·…·Φ(hk) as a normal form
                new ComputedFact("misere-element", List.of(Parameter.GAME, MisereKaylesStudy.POSITION),
                        (a, s) -> element(MisereKaylesStudy.quotient(a, s), a.get(MisereKaylesStudy.POSITION))),
                // the misère outcome of a position, by search with no theory
                new ComputedFact("misere-outcome", List.of(Parameter.GAME, MisereKaylesStudy.POSITION),
                        (a, s) -> misereOutcome(a).name()),
                // the single rows 1..to that are misère P-positions, by search
                new ComputedFact("misere-p-rows", List.of(Parameter.GAME, MisereKaylesStudy.TO),
                        (a, s) -> String.join(", ", misereRows(a).stream().map(String::valueOf).toList())));
    }

    static PretendingPeriod period(MisereQuotient quotient) {
        return quotient.period().orElseThrow(() -> new IllegalStateException(
                "the pretending function of " + quotient.ruleCode() + " shows no period up to heap " + quotient.heapBound()));
    }

    private static int certifiedTo(MisereQuotient quotient, DirectiveArguments arguments) {
        PretendingPeriod period = period(quotient);
        if (!period.certified()) {
            throw arguments.fail(Parameter.GAME, "the period " + period.period() + " of Φ is only observed up to"
                    + " heap " + period.checkedTo() + ", not certified: the lesson may not claim it for every heap");
        }
        return period.heapsNeeded(MisereQuotientDirective.maxRemoval(arguments));
    }

    private static String pretends(MisereQuotient quotient, DirectiveArguments arguments) {
        return MisereKaylesStudy.tex(quotient, quotient.pretend(arguments.within(HEAP, 0, quotient.heapBound())));
    }

    private static String element(MisereQuotient quotient, Position position) {
        return MisereKaylesStudy.tex(quotient, quotient.element(position));
    }

    private static OutcomeClass misereOutcome(DirectiveArguments arguments) {
        Position position = arguments.get(MisereKaylesStudy.POSITION);
        return MisereKaylesStudy.search(arguments, position.totalSize()).outcome(position);
    }

    /** The rows n = 1..to that are misère P-positions on their own, by search. */
    static List<Integer> misereRows(DirectiveArguments arguments) {
        int to = arguments.get(MisereKaylesStudy.TO);
        MisereSearch search = MisereKaylesStudy.search(arguments, to);
        List<Integer> rows = new ArrayList<>();
        for (int n = 1; n <= to; n++) {
            if (search.outcome(Position.of(n)) == OutcomeClass.P) {
                rows.add(n);
            }
        }
        return rows;
    }
}
