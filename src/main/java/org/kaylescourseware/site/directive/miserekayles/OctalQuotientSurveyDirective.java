package org.kaylescourseware.site.directive.miserekayles;

import java.util.List;
import org.kaylescourseware.misere.quotient.OctalQuotientSurvey;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;

/**
 * {@code octal-quotient-survey}: the misère quotient of every octal game 0.ab with two code digits, as far as the build's
 * bounds settle it: its order, P-portion, the period of its pretending function and whether it is tame; or how far it got.
 */
public final class OctalQuotientSurveyDirective implements Directive {

    /** {@code rows}: one per game, in the order of the codes. */
    record Survey(int heapLimit, int maxOrder, int settled, List<Row> rows) {
    }

    /** A game: {@code settled} when a period is certified; else {@code heaps} is how far the computation got. */
    record Row(String code, boolean settled, boolean tooLarge, int heaps, int order, int pPortion, int preperiod, int period,
            boolean tame) {
    }

    @Override
    public String kind() {
        return "octal-quotient-survey";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of();
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        OctalQuotientSurvey survey = solver.octalQuotientSurvey();
        List<Row> rows = survey.games().stream().map(g -> new Row(g.code(), g.status() == OctalQuotientSurvey.Status.SETTLED,
                g.status() == OctalQuotientSurvey.Status.TOO_LARGE, g.heaps(), g.order(), g.pPortion(), g.preperiod(), g.period(),
                g.tame())).toList();
        return new Survey(survey.heapLimit(), survey.maxOrder(), (int) rows.stream().filter(Row::settled).count(), rows);
    }
}
