package org.kaylescourseware.site.directive.partizan;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.partizan.milley.TheoremCheck;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;

/**
 * {@code partizan-checks}: every lemma, corollary and theorem of Milley (2015) checked by the
 * solver at build time, with its statement, the positions it was checked over, how many cases,
 * and whether it held (with the first counterexample when not).
 */
public final class PartizanChecksDirective implements Directive {

    record ChecksModel(List<Row> rows, boolean allHold, int testBound, int testPositions) {
    }

    record Row(String name, StripFormula statement, String method, StripFormula compared, String bound, int cases,
            boolean holds, String counterexample) {
    }


    @Override
    public String kind() {
        return "partizan-checks";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of();
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        PartizanStudies.Study study = PartizanStudies.lesson(solver);
        List<Row> rows = new ArrayList<>();
        for (TheoremCheck check : study.checks) {
            rows.add(new Row(check.name(), StripFormula.of(check.statement()), check.method().words(),
                    StripFormula.of(check.compared()), check.bound(), check.casesChecked(), check.holds(),
                    check.counterexample().orElse("")));
        }
        return new ChecksModel(rows, rows.stream().allMatch(Row::holds), study.bounds().testBound(),
                study.testPositions());
    }
}
