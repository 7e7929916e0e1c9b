package org.kaylescourseware.site.directive.miserenim;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.misere.HeapSequence;
import org.kaylescourseware.misere.nim.MisereNimPlay;
import org.kaylescourseware.misere.nim.NimEquivalenceClass;
import org.kaylescourseware.misere.nim.NimEquivalenceVerification;
import org.kaylescourseware.misere.nim.ReducedForm;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;

/**
 * {@code nim-equivalence-classes bound=10}: the classes of impartial misère equivalence among the
 * Nim positions up to a total size, as Theorem 1's recursive test alone sorts them, in
 * quasi-lexicographic order of their least members, with whether every member's reduced form
 * (Definition 5) is that least member, as Theorem 6 says.
 */
public final class NimEquivalenceClassesDirective implements Directive {

    record NimEquivalenceClasses(int bound, int positions, int classes, boolean leastIsReducedForm, List<Row> rows) {
    }

    /** One class: its least member (sequence and sum), its members as sums, and its misère outcome. */
    record Row(int rank, String least, String leastPosition, List<String> members, int size, String outcome,
            boolean leastIsReducedForm) {
    }

    @Override
    public String kind() {
        return "nim-equivalence-classes";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(MisereNimFacts.BOUND);
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        NimEquivalenceVerification verification = MisereNimFacts.verification(arguments, solver);
        MisereNimPlay play = solver.misereNimPlay();
        List<Row> rows = new ArrayList<>();
        boolean allLeastReduced = true;
        for (NimEquivalenceClass c : verification.impartialClasses()) {
            boolean leastReduced = c.members().stream().allMatch(m -> ReducedForm.of(m).equals(c.least()));
            allLeastReduced &= leastReduced;
            rows.add(new Row(rows.size() + 1, HeapSequence.of(c.least()).toString(), c.least().toString(),
                    c.members().stream().map(Position::toString).toList(), c.members().size(),
                    play.outcome(c.least()).name(), leastReduced));
        }
        return new NimEquivalenceClasses(MisereNimFacts.bound(arguments), verification.positions().size(),
                rows.size(), allLeastReduced, rows);
    }
}
