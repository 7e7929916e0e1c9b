package org.kaylescourseware.site.directive.miserenim;

import com.fasterxml.jackson.core.type.TypeReference;
import java.util.List;
import org.kaylescourseware.claim.CheckedClaim;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.misere.nim.Lemma10LastStep;
import org.kaylescourseware.misere.nim.MisereNimPlay;
import org.kaylescourseware.misere.nim.NimEquivalenceVerification;
import org.kaylescourseware.misere.nim.NimPaperChecks;
import org.kaylescourseware.misere.nim.QuasiLexicographicOrder;
import org.kaylescourseware.misere.nim.ReducedForm;
import org.kaylescourseware.site.directive.ComputedFact;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Fact;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;

/**
 * The facts of the misère Nim lesson: outcomes and reduced forms of Nim positions, and the counts
 * of the paper's verification up to a bound. Each is a name, its arguments and one computation.
 */
public final class MisereNimFacts {

    /** The largest verification bound a page may ask for: 272 positions, about half a second. */
    static final int MAX_BOUND = 12;
    static final Parameter<Integer> BOUND = Parameter.integer("bound", "the largest total heap size checked", 0, MAX_BOUND);
    /** The largest bound for the games the proofs of Lemmas 1–4 build: 8 takes a few seconds. */
    static final int MAX_CONSTRUCTION_BOUND = 8;
    static final Parameter<Integer> CONSTRUCTION_BOUND = Parameter.integer("construction-bound", "the largest total heap"
            + " size of the Nim positions on which the proofs of Lemmas 1–4 are run", 0, MAX_CONSTRUCTION_BOUND).orElse(8);
    static final Parameter<String> CLAIM = Parameter.text("claim", "a checked claim of the paper, such as \"Lemma 7\","
            + " quoted");
    private static final Parameter<String> COUNT = Parameter.choice("of", "what to count", List.of("positions", "pairs"));
    private static final Parameter<Position> POSITION = Parameter.position("position", "Nim heaps such as 4+1+1", 0,
            MisereNimPlay.MAX_TOKENS);

    private MisereNimFacts() {
    }


    private static Fact atBound(String name, ComputedFact.Computation computation) {
        return new ComputedFact(name, List.of(BOUND), computation);
    }

    public static List<Fact> all() {
        return List.of(
                // Nim positions of total size ≤ bound (partitions of 0..bound)
                atBound("nim-positions", (a, s) -> number(verification(a, s).positions().size())),
                // unordered pairs of them, each compared by the recursive tests
                atBound("nim-pairs", (a, s) -> Long.toString(verification(a, s).theorem6().pairs())),
                // classes of ≡ found by Theorem 1 alone
                atBound("impartial-classes", (a, s) -> number(verification(a, s).impartialClasses().size())),
                // classes of = found by Theorem 3 alone
                atBound("partizan-classes", (a, s) -> number(verification(a, s).partizanClassCount())),
                // positions in reduced form, by Definition 5 alone (no game played)
                atBound("reduced-forms", (a, s) -> number(QuasiLexicographicOrder.orderedReducedForms(bound(a)).size())),
                // how many of the paper's checks fail within the bound
                atBound("failed-nim-checks", (a, s) -> number(verification(a, s).errata().size())),
                // the misère outcome of a Nim position, from its game tree
                new ComputedFact("misere-nim-outcome", List.of(POSITION), (a, s) -> s.misereNimPlay().outcome(position(a)).name()),
                // the reduced form of a Nim position (Definition 5), as heaps joined by +
                new ComputedFact("reduced-form", List.of(POSITION), (a, s) -> ReducedForm.of(position(a)).toString()),
                // holds or fails: one claim of the paper, as NimPaperChecks checks it
                new ComputedFact("nim-check", List.of(CLAIM, BOUND, CONSTRUCTION_BOUND),
                        (a, s) -> claim(a, s).holds() ? "holds" : "fails"),
                // how many positions (or games) or pairs a claim was checked on
                new ComputedFact("nim-check-count", List.of(CLAIM, COUNT, BOUND, CONSTRUCTION_BOUND),
                        (a, s) -> a.get(COUNT).equals("pairs") ? Long.toString(claim(a, s).pairs())
                                : number(claim(a, s).cases())),
                // the nonzero reduced forms that the last step of Lemma 10's proof, as printed, does not cover
                atBound("lemma10-uncovered", (a, s) -> String.join(", ", new Lemma10LastStep(verification(a, s), bound(a))
                        .uncovered().stream().map(Position::toString).toList())));
    }

    /**
     * Every check of the paper at the arguments' bounds, in the paper's order: an answer of the study
     * "nim-paper-checks", kept in the solver cache (on disk too), so a later build reads it.
     */
    static List<CheckedClaim> paperChecks(DirectiveArguments arguments, SolverSession solver) {
        int bound = bound(arguments);
        int constructions = Math.min(arguments.get(CONSTRUCTION_BOUND), bound);
        // the build renders pages one at a time, so the shared verification (and its memos) can be reused
        return solver.answer("nim-paper-checks", List.of(bound, constructions), "checks",
                new TypeReference<List<CheckedClaim>>() { },
                () -> new NimPaperChecks(solver.nimVerification(bound), constructions, partizanFormChecks(solver)).all());
    }

    /** The checks on the partizan forms born by day 2, which depend on no bound: computed once, kept in the cache. */
    private static List<CheckedClaim> partizanFormChecks(SolverSession solver) {
        return solver.answer("nim-paper-checks", List.of(), "partizan forms born by day 2",
                new TypeReference<List<CheckedClaim>>() { }, NimPaperChecks::partizanFormChecks);
    }

    static CheckedClaim claim(DirectiveArguments arguments, SolverSession solver) {
        List<CheckedClaim> checks = paperChecks(arguments, solver);
        String claim = arguments.get(CLAIM);
        return checks.stream().filter(r -> r.name().equals(claim)).findFirst().orElseThrow(() -> arguments.fail(CLAIM,
                "no check named '" + claim + "'; the checks are " + checks.stream().map(CheckedClaim::name)
                        .toList()));
    }

    /** The verification up to the argument {@code bound}, shared by the build. */
    static NimEquivalenceVerification verification(DirectiveArguments arguments, SolverSession solver) {
        return solver.nimVerification(bound(arguments));
    }

    static int bound(DirectiveArguments arguments) {
        return arguments.get(BOUND);
    }

    static Position position(DirectiveArguments arguments) {
        return arguments.get(POSITION);
    }


    private static String number(int value) {
        return Integer.toString(value);
    }
}
