package org.kaylescourseware.site.directive.miserenim;

import java.util.List;
import org.kaylescourseware.misere.Erratum;
import org.kaylescourseware.misere.VerificationResult;
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

    record PaperCheck(String claim, String statement, String method, String cases, int positions, long pairs,
            boolean holds, ErratumBox erratum) {
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
        VerificationResult r = MisereNimFacts.claim(arguments, solver);
        String verdict = r.holds() ? "holds" : "fails";
        if (!verdict.equals(arguments.get(EXPECT))) {
            throw new FalseClaim(arguments.location(EXPECT), kind() + " " + r.claim() + (r.holds() ? ""
                    : " (" + r.counterexample() + ")"), kind(), arguments.get(EXPECT), verdict);
        }
        ErratumBox erratum = null;
        if (!r.holds()) {
            Erratum e = Erratum.of(r);
            erratum = ErratumBox.of(r.claim(), NimEquivalenceChecksDirective.SOURCE, e.claim(), e.computedFact(),
                    e.check() + ", at every build");
        }
        return new PaperCheck(r.claim(), r.statement(), r.method(), r.bound(), r.positionsChecked(), r.pairsChecked(),
                r.holds(), erratum);
    }
}
