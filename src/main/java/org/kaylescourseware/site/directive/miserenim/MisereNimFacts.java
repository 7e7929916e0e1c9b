package org.kaylescourseware.site.directive.miserenim;

import java.util.List;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.misere.nim.MisereNimPlay;
import org.kaylescourseware.misere.nim.NimEquivalenceVerification;
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
                atBound("nim-pairs", (a, s) -> Long.toString(verification(a, s).theorem6().pairsChecked())),
                // classes of ≡ found by Theorem 1 alone
                atBound("impartial-classes", (a, s) -> number(verification(a, s).theorem6().classesFound())),
                // classes of = found by Theorem 3 alone
                atBound("partizan-classes", (a, s) -> number(verification(a, s).theorem4().classesFound())),
                // positions in reduced form, by Definition 5 alone (no game played)
                atBound("reduced-forms", (a, s) -> number(QuasiLexicographicOrder.orderedReducedForms(bound(a)).size())),
                // how many of the paper's checks fail within the bound
                atBound("failed-nim-checks", (a, s) -> number(verification(a, s).errata().size())),
                // the misère outcome of a Nim position, from its game tree
                new ComputedFact("misere-nim-outcome", List.of(POSITION), (a, s) -> s.misereNimPlay().outcome(position(a)).name()),
                // the reduced form of a Nim position (Definition 5), as heaps joined by +
                new ComputedFact("reduced-form", List.of(POSITION), (a, s) -> ReducedForm.of(position(a)).toString()));
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
