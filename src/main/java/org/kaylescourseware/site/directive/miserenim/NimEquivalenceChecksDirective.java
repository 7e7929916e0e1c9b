package org.kaylescourseware.site.directive.miserenim;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.kaylescourseware.misere.Erratum;
import org.kaylescourseware.misere.VerificationResult;
import org.kaylescourseware.misere.nim.NimEquivalenceVerification;
import org.kaylescourseware.misere.nim.NimOrderLemmas;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.render.ErratumBox;

/**
 * {@code nim-equivalence-checks bound=10}: the claims of "Misère equivalence classes of Nim
 * positions" checked over every Nim position up to a total size, in the paper's order: what each
 * says, how it was decided, how many positions and pairs were compared, the classes found, and
 * whether it held. A claim that fails becomes an erratum box; when none fails, a check box says
 * what was verified.
 */
public final class NimEquivalenceChecksDirective implements Directive {

    static final String SOURCE = "“Misère equivalence classes of Nim positions”, INTEGERS 16 (2016)";

    /** The claims in the order the paper states them; a claim not listed goes last. */
    private static final List<String> PAPER_ORDER = List.of("Theorem 3", "Lemma 5", "Lemma 6", "Lemma 7",
            "Theorem 4", "Theorem 5", "Corollary 1", "Lemma 8", "Corollary 2", "Lemma 9", "Theorem 6");

    record NimEquivalenceChecks(int bound, int positions, long pairs, int impartialClasses, int partizanClasses,
            int claims, boolean allHold, List<Row> rows, List<ErratumBox> errata) {
    }

    /** One claim checked; {@code pairs} and {@code classes} are 0 when the check compares none. */
    record Row(String claim, String statement, String method, String cases, int positions, long pairs, int classes,
            boolean holds, String counterexample) {
    }

    @Override
    public String kind() {
        return "nim-equivalence-checks";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(MisereNimFacts.BOUND);
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        int bound = MisereNimFacts.bound(arguments);
        NimEquivalenceVerification verification = solver.nimVerification(bound);
        List<VerificationResult> results = new ArrayList<>(verification.all());
        results.addAll(new NimOrderLemmas(bound).all());
        results.sort(Comparator.comparingInt(r -> paperRank(r.claim())));
        List<Row> rows = new ArrayList<>();
        List<ErratumBox> errata = new ArrayList<>();
        for (VerificationResult r : results) {
            rows.add(new Row(r.claim(), r.statement(), r.method(), r.bound(), r.positionsChecked(), r.pairsChecked(),
                    r.classesFound(), r.holds(), r.counterexample()));
            if (!r.holds()) {
                Erratum erratum = Erratum.of(r);
                errata.add(ErratumBox.of(r.claim(), SOURCE, erratum.claim(), erratum.computedFact(),
                        erratum.check() + ", at every build"));
            }
        }
        return new NimEquivalenceChecks(bound, verification.positions().size(), verification.theorem6().pairsChecked(),
                verification.theorem6().classesFound(), verification.theorem4().classesFound(), rows.size(),
                errata.isEmpty(), rows, errata);
    }

    private static int paperRank(String claim) {
        int rank = PAPER_ORDER.indexOf(claim);
        return rank < 0 ? PAPER_ORDER.size() : rank;
    }
}
