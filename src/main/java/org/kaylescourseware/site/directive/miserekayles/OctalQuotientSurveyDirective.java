package org.kaylescourseware.site.directive.miserekayles;

import java.util.List;
import java.util.Optional;
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

    /**
     * A game: {@code settled} when a period is certified, from row {@code certifiedFrom} (at least 1: the theorem shifts no
     * empty row into a real one), its least preperiod {@code preperiod} (possibly 0, at most certifiedFrom); else
     * {@code heaps} is how far the computation got, {@code further} the id of the block that follows the game further, or
     * "", and {@code furtherName} that block's name, "Computation 4.19" (the sixth referee, point 19: the row pointed
     * "further above" without it).
     */
    record Row(String code, boolean settled, boolean tooLarge, int heaps, int order, int pPortion, int preperiod,
            int certifiedFrom, int period, boolean tame, String further, String furtherName) {
    }

    private static final Parameter<Optional<String>> FURTHER = Parameter.text("further", "a game the page follows further and"
            + " the id of the block that does, as 0.07=dawson-partial-quotients").optional();

    @Override
    public String kind() {
        return "octal-quotient-survey";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(FURTHER);
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        OctalQuotientSurvey survey = solver.octalQuotientSurvey();
        String[] further = arguments.get(FURTHER).orElse("=").split("=", 2);
        if (further.length != 2) {
            throw arguments.fail(FURTHER, "'" + further[0] + "' names no block: write the game's code, '=' and the block's id,"
                    + " as 0.07=dawson-partial-quotients");
        }
        String name = further[1].isEmpty() ? "" : solver.citedResults().names().get(further[1]);
        if (name == null) {
            throw arguments.fail(FURTHER, "'" + further[1] + "' is the id of no numbered block of the course's lessons");
        }
        List<Row> rows = survey.games().stream().map(g -> new Row(g.code(), g.status() == OctalQuotientSurvey.Status.SETTLED,
                g.status() == OctalQuotientSurvey.Status.TOO_LARGE, g.heaps(), g.order(), g.pPortion(), g.leastPreperiod(),
                Math.max(1, g.preperiod()), g.period(), g.tame(), g.code().equals(further[0]) ? further[1] : "",
                g.code().equals(further[0]) ? name : "")).toList();
        return new Survey(survey.heapLimit(), survey.maxOrder(), (int) rows.stream().filter(Row::settled).count(), rows);
    }
}
