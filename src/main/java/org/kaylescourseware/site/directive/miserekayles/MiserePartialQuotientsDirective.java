package org.kaylescourseware.site.directive.miserekayles;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.misere.quotient.MisereQuotient;
import org.kaylescourseware.misere.quotient.PartialQuotients;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;

/**
 * {@code misere-partial-quotients game=dawsons-kayles}: the partial quotients Q_1, …, Q_N of a game, one row for each
 * stretch of heaps n over which |Q_n| and its P-portion stay the same.
 */
public final class MiserePartialQuotientsDirective implements Directive {

    /** {@code rows}: the stretches, ascending; the last ends at {@code maxHeap}. */
    record PartialQuotientTable(String game, int maxHeap, List<Stretch> rows) {
    }

    /** Q_n for every n from {@code from} to {@code to} has {@code order} elements, {@code pPortion} of them in P. */
    record Stretch(int from, int to, int order, int pPortion) {
    }

    @Override
    public String kind() {
        return "misere-partial-quotients";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(Parameter.GAME);
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        PartialQuotients quotients = MisereKaylesStudy.partialQuotients(arguments, solver);
        List<Stretch> rows = new ArrayList<>();
        int from = 1;
        MisereQuotient.Change current = quotients.at(1);
        for (int n = 2; n <= quotients.maxHeap(); n++) {
            MisereQuotient.Change next = quotients.at(n);
            if (next.order() != current.order() || next.pPortion() != current.pPortion()) {
                rows.add(new Stretch(from, n - 1, current.order(), current.pPortion()));
                from = n;
                current = next;
            }
        }
        rows.add(new Stretch(from, quotients.maxHeap(), current.order(), current.pPortion()));
        return new PartialQuotientTable(arguments.get(Parameter.GAME).name(), quotients.maxHeap(), rows);
    }
}
