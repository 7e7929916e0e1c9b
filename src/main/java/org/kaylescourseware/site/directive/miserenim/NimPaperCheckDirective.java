package org.kaylescourseware.site.directive.miserenim;

import java.util.List;
import java.util.function.UnaryOperator;
import org.kaylescourseware.claim.CheckedClaim;
import org.kaylescourseware.claim.Erratum;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.render.ErratumBox;
import org.kaylescourseware.site.source.FalseClaim;

/**
 * {@code nim-paper-check claim="Lemma 7" bound=10}: one claim of the misère Nim paper as the solver
 * checked it, shown where the lesson proves the claim: what was compared with what, over which
 * cases, and the verdict. A claim that fails is shown as an erratum; {@code expect=} says which the
 * text expects, and the build fails when the computation disagrees.
 */
public final class NimPaperCheckDirective implements Directive {

    /**
     * {@code line}: the check's one short line, on which positions it holds ("On all 139 Nim positions of total size ≤ 10"),
     * under the result it checks; the result's name, statement and method are in its fold (the sixth referee found the lines
     * long, each naming its results again beneath them).
     */
    record PaperCheck(String claim, String line, String statement, String method, String cases, int positions, long pairs,
            boolean holds, ErratumBox erratum) {
    }

    private static String line(CheckedClaim r) {
        return "On " + r.bound();
    }

    private static final Parameter<String> EXPECT = Parameter.choice("expect", "whether the claim holds within the"
            + " bounds; a claim the computation refutes is written expect=fails and shown as an erratum",
            List.of("holds", "fails")).orElse("holds");

    @Override
    public String kind() {
        return "nim-paper-check";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(MisereNimFacts.CLAIM, MisereNimFacts.BOUND, MisereNimFacts.CONSTRUCTION_BOUND, EXPECT);
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        CheckedClaim r = MisereNimFacts.claim(arguments, solver);
        String verdict = r.holds() ? "holds" : "fails";
        if (!verdict.equals(arguments.get(EXPECT))) {
            throw new FalseClaim(arguments.location(EXPECT), kind() + " " + r.name() + r.counterexample().map(c -> " ("
                    + c + ")").orElse(""), kind(), arguments.get(EXPECT), verdict);
        }
        ErratumBox erratum = r.holds() ? null : ErratumBox.of(Erratum.refuting(r), NimEquivalenceChecksDirective.SOURCE,
                UnaryOperator.identity(), r.compared() + ", over " + r.bound());
        return new PaperCheck(r.name(), line(r), r.statement(), r.compared(), r.bound(), r.cases(), r.pairs(), r.holds(), erratum);
    }
}
