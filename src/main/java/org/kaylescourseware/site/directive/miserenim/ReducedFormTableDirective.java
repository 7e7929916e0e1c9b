package org.kaylescourseware.site.directive.miserenim;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.game.Partitions;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.misere.HeapSequence;
import org.kaylescourseware.misere.nim.MisereNimPlay;
import org.kaylescourseware.misere.nim.ReducedForm;
import org.kaylescourseware.misere.nim.ReductionDerivation;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;

/**
 * {@code reduced-form-table to=7}: every Nim position up to a total size, by total size, with the
 * rules of Definition 5 that apply to it, its reduced form, and its misère outcome (from its game
 * tree; a position and its reduced form always share it, being impartially equivalent).
 */
public final class ReducedFormTableDirective implements Directive {

    /** The largest total listed: 139 rows at 10, already long to read. */
    static final int MAX_TO = 10;

    record ReducedFormTable(int to, int count, int reducedCount, List<Row> rows) {
    }

    /** One position: its heap sequence, the rule labels applied in order, its reduced form and outcome. */
    record Row(int total, String position, String sequence, List<String> rules, String reducedForm,
            boolean reduced, String outcome) {
    }

    private static final Parameter<Integer> TO = Parameter.integer("to", "the largest total heap size listed", 0, MAX_TO);

    @Override
    public String kind() {
        return "reduced-form-table";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(TO);
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        int to = arguments.get(TO);
        MisereNimPlay play = solver.misereNimPlay();
        List<Row> rows = new ArrayList<>();
        int reducedCount = 0;
        for (Position p : Partitions.upToTotalSize(to)) {
            ReductionDerivation derivation = ReducedForm.derive(p);
            List<String> rules = derivation.steps().stream().map(s -> s.rule().label()).toList();
            if (derivation.startIsReduced()) {
                reducedCount++;
            }
            rows.add(new Row(p.totalSize(), p.toString(), HeapSequence.of(p).toString(), rules,
                    derivation.reducedForm().toString(), derivation.startIsReduced(), play.outcome(p).name()));
        }
        return new ReducedFormTable(to, rows.size(), reducedCount, rows);
    }
}
