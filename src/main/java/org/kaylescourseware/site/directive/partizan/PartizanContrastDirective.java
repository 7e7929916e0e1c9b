package org.kaylescourseware.site.directive.partizan;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.partizan.milley.ConventionContrast;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;

/**
 * {@code partizan-contrast}: partizan Kayles under normal and under misère play side by side, the
 * outcome of each single strip and how many positions of each outcome class there are.
 */
public final class PartizanContrastDirective implements Directive {

    record ContrastModel(List<Row> strips, int maxTotal, List<Count> counts) {
    }

    record Row(int n, String normal, String misere) {
    }

    record Count(String outcome, String meaning, int normal, int misere) {
    }


    @Override
    public String kind() {
        return "partizan-contrast";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of();
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        ConventionContrast contrast = PartizanStudies.lesson(solver).contrast;
        List<Row> rows = new ArrayList<>();
        for (ConventionContrast.Row r : contrast.strips()) {
            rows.add(new Row(r.n(), r.normal().name(), r.misere().name()));
        }
        List<Count> counts = new ArrayList<>();
        for (OutcomeClass c : List.of(OutcomeClass.L, OutcomeClass.R, OutcomeClass.N, OutcomeClass.P)) {
            counts.add(new Count(c.name(), c.meaning(), contrast.normalCounts().get(c), contrast.misereCounts().get(c)));
        }
        return new ContrastModel(rows, contrast.maxTotal(), counts);
    }
}
