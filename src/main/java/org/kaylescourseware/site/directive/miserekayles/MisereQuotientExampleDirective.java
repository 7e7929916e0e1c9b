package org.kaylescourseware.site.directive.miserekayles;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.exercise.RowNotation;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.impartial.HeapMove;
import org.kaylescourseware.misere.MisereAnalysis;
import org.kaylescourseware.misere.quotient.MisereQuotient;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.render.RichText;

/**
 * {@code misere-quotient-example game=kayles position=9+4+1}: the outcome of a position read off the
 * quotient, step by step (each heap's Φ, the running product, whether the product lies in the
 * P-portion), confirmed by a misère search, and the winning moves with the element each leaves.
 */
public final class MisereQuotientExampleDirective implements Directive {

    record QuotientExample(String letter, List<Integer> position, List<Step> steps, RichText element, boolean inP, String outcome,
            String searched, boolean agrees, List<Move> winningMoves, boolean movesAgree) {
    }

    /** One heap: its Φ, and the product of the Φ of this heap and all before it. */
    record Step(int heap, RichText pretends, RichText product) {
    }

    record Move(RichText move, List<Integer> after, RichText element) {
    }

    @Override
    public String kind() {
        return "misere-quotient-example";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(Parameter.GAME, MisereKaylesStudy.POSITION);
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        MisereQuotient q = MisereKaylesStudy.quotient(arguments, solver);
        RowNotation rows = MisereKaylesStudy.rows(arguments);
        Position position = arguments.get(MisereKaylesStudy.POSITION);
        List<Step> steps = new ArrayList<>();
        int product = 0;
        for (int heap : position.heaps()) {
            product = q.product(product, q.pretend(heap));
            steps.add(new Step(heap, element(q, q.pretend(heap)), element(q, product)));
        }
        MisereAnalysis searched = MisereKaylesStudy.search(arguments, position.totalSize()).analyze(position);
        List<Move> moves = new ArrayList<>();
        for (HeapMove m : q.winningMoves(position)) {
            moves.add(new Move(MisereKaylesStudy.describe(m, rows), m.after().heaps(), element(q, q.element(m.after()))));
        }
        OutcomeClass outcome = q.outcome(position);
        return new QuotientExample(rows.letter(), position.heaps(), steps, element(q, product), q.isP(product), outcome.name(),
                searched.outcome().name(), outcome == searched.outcome(), moves,
                q.winningMoves(position).equals(searched.winningMoves()));
    }

    private static RichText element(MisereQuotient q, int element) {
        return RichText.of(MisereKaylesStudy.math(q, element));
    }
}
