package org.kaylescourseware.site.directive.miserenim;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.claim.CheckedClaim;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;

/**
 * {@code nim-equivalence-checks bound=10 construction-bound=8}: every check of "Misère equivalence
 * classes of Nim positions" in the paper's order: what each claim says, what was compared with
 * what, over which cases, how many positions and pairs, and whether it held (with the first
 * counterexample when not). Each claim is also shown where the lesson proves it.
 */
public final class NimEquivalenceChecksDirective implements Directive {

    static final String SOURCE = "Spindler, “Misère equivalence classes of Nim positions”, INTEGERS 16 (2016)";

    record NimEquivalenceChecks(int bound, int constructionBound, int claims, int holding, List<Row> rows) {
    }

    /** One claim checked; {@code pairs} is 0 when the check compares none. */
    record Row(String claim, String statement, String method, String cases, int positions, long pairs, boolean holds,
            String counterexample) {
    }

    @Override
    public String kind() {
        return "nim-equivalence-checks";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(MisereNimFacts.BOUND, MisereNimFacts.CONSTRUCTION_BOUND);
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        List<Row> rows = new ArrayList<>();
        for (CheckedClaim r : MisereNimFacts.paperChecks(arguments, solver)) {
            rows.add(new Row(r.name(), r.statement(), r.compared(), r.bound(), r.cases(), r.pairs(), r.holds(),
                    r.counterexampleOrEmpty()));
        }
        int holding = (int) rows.stream().filter(Row::holds).count();
        return new NimEquivalenceChecks(MisereNimFacts.bound(arguments), arguments.get(MisereNimFacts.CONSTRUCTION_BOUND),
                rows.size(), holding, rows);
    }
}
