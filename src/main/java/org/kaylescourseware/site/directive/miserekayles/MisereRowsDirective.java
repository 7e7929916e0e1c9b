package org.kaylescourseware.site.directive.miserekayles;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.misere.MisereSearch;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.games.GameDefinition;

/**
 * {@code misere-p-rows game=kayles to=30}: every single row of 1..to pins with its normal-play
 * searched in misère play; the rows that are misère P-positions, with their normal-play nim-values.
 */
public final class MisereRowsDirective implements Directive {

    /** {@code rows}: the rows that are misère P-positions; every other row of 1..to is misère N. */
    record MisereRows(String game, int to, List<Row> rows, List<Integer> misereP) {
    }

    record Row(int n, int value, String normal, String misere, boolean differs) {
    }

    @Override
    public String kind() {
        return "misere-p-rows";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(Parameter.GAME, MisereKaylesStudy.TO);
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        int to = arguments.get(MisereKaylesStudy.TO);
        GameDefinition game = arguments.get(Parameter.GAME);
        GrundySequence values = arguments.sequence(game, to, MisereKaylesStudy.TO);
        MisereSearch search = MisereKaylesStudy.search(arguments, to);
        List<Row> rows = new ArrayList<>();
        List<Integer> misereP = new ArrayList<>();
        for (int n = 1; n <= to; n++) {
            OutcomeClass normal = values.value(n) == 0 ? OutcomeClass.P : OutcomeClass.N;
            OutcomeClass misere = search.outcome(Position.of(n));
            if (misere == OutcomeClass.P) {
                misereP.add(n);
                rows.add(new Row(n, values.value(n), normal.name(), misere.name(), normal != misere));
            }
        }
        return new MisereRows(game.name(), to, rows, misereP);
    }
}
