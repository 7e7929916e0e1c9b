package org.kaylescourseware.site.directive.miserekayles;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.misere.MisereSearch;
import org.kaylescourseware.misere.PositionEnumeration;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.games.GameDefinition;

/**
 * {@code misere-normal-comparison game=kayles to=14}: every position of total size 0..to in both
 * conventions (normal play from the nim-values, misère play by search), counted by total size,
 * with the positions whose outcomes differ listed: PN (normal P, misère N) and NP.
 */
public final class MisereNormalComparisonDirective implements Directive {

    /** The largest total size a page compares: 3 010 positions at 20, well under a second. */
    static final int MAX_TO = 20;
    private static final Parameter<Integer> TO = Parameter.integer("to", "the largest total size", 1, MAX_TO);

    record Comparison(String game, String letter, int to, int positions, int same, int pn, int np, List<SizeRow> sizes) {
    }

    /** The positions of one total size: how many, how many agree, and those that differ (each as its rows). */
    record SizeRow(int size, int positions, int same, List<List<Integer>> pn, List<List<Integer>> np) {
    }

    @Override
    public String kind() {
        return "misere-normal-comparison";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(Parameter.GAME, TO);
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        int to = arguments.get(TO);
        GameDefinition game = arguments.get(Parameter.GAME);
        GrundySequence values = arguments.sequence(game, to, TO);
        MisereSearch search = MisereKaylesStudy.search(arguments, to);
        List<List<Position>> bySize = new ArrayList<>();
        for (int s = 0; s <= to; s++) {
            bySize.add(new ArrayList<>());
        }
        for (Position p : PositionEnumeration.upToTotalSize(to, to)) {
            bySize.get(p.totalSize()).add(p);
        }
        List<SizeRow> rows = new ArrayList<>();
        int positions = 0;
        int same = 0;
        int pn = 0;
        int np = 0;
        for (int s = 0; s <= to; s++) {
            SizeRow row = row(s, bySize.get(s), values, search);
            rows.add(row);
            positions += row.positions();
            same += row.same();
            pn += row.pn().size();
            np += row.np().size();
        }
        return new Comparison(game.name(), MisereKaylesStudy.rows(arguments).letter(), to, positions, same, pn, np, rows);
    }

    private static SizeRow row(int size, List<Position> positions, GrundySequence values, MisereSearch search) {
        List<List<Integer>> pn = new ArrayList<>();
        List<List<Integer>> np = new ArrayList<>();
        int same = 0;
        for (Position p : positions) {
            OutcomeClass normal = MisereKaylesStudy.normalOutcome(values, p);
            OutcomeClass misere = search.outcome(p);
            if (normal == misere) {
                same++;
            } else {
                (normal == OutcomeClass.P ? pn : np).add(p.heaps());
            }
        }
        return new SizeRow(size, positions.size(), same, pn, np);
    }
}
