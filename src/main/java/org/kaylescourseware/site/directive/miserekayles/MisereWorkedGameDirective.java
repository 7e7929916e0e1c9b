package org.kaylescourseware.site.directive.miserekayles;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.exercise.RowNotation;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.impartial.HeapMove;
import org.kaylescourseware.misere.MisereSearch;
import org.kaylescourseware.misere.quotient.MisereQuotient;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.render.RichText;
import org.kaylescourseware.site.source.SourceException;

/**
 * {@code misere-worked-game game=kayles start=9+4}: a misère game played out. The player facing an
 * N-position makes the first winning move the quotient gives (a move to an element of the
 * P-portion); the player facing a P-position has none and makes the first legal move. Each
 * position's outcome is read off the quotient and confirmed by a misère search.
 */
public final class MisereWorkedGameDirective implements Directive {

    private static final Parameter<Position> START = MisereKaylesStudy.POSITION.renamed("start",
            "the starting position, e.g. 9+4");

    record MisereWorkedGame(String letter, List<Integer> start, String startOutcome, List<Turn> turns, int winner, int lastMover) {
    }

    record Turn(int number, int player, List<Integer> position, RichText element, String outcome, RichText move,
            List<Integer> after, RichText afterElement, String afterOutcome, boolean winning, int winningMoves) {
    }

    @Override
    public String kind() {
        return "misere-worked-game";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(Parameter.GAME, START);
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        MisereQuotient q = MisereKaylesStudy.quotient(arguments, solver);
        RowNotation rows = MisereKaylesStudy.rows(arguments);
        Position position = arguments.get(START);
        if (position.isEmpty()) {
            throw arguments.fail(START, "the empty position has no move to show; start from a row such as 9+4");
        }
        MisereSearch search = MisereKaylesStudy.search(arguments, position.totalSize());
        List<Turn> turns = new ArrayList<>();
        String startOutcome = outcome(arguments, q, search, position).name();
        int player = 1;
        while (!position.isEmpty()) {
            OutcomeClass outcome = outcome(arguments, q, search, position);
            List<HeapMove> winning = q.winningMoves(position);
            HeapMove move = winning.isEmpty() ? search.moves(position).get(0) : winning.get(0);
            Position after = move.after();
            turns.add(new Turn(turns.size() + 1, player, position.heaps(), name(q, position), outcome.name(),
                    MisereKaylesStudy.describe(move, rows), after.heaps(), name(q, after),
                    outcome(arguments, q, search, after).name(), !winning.isEmpty(), winning.size()));
            position = after;
            player = 3 - player;
        }
        int lastMover = 3 - player;
        return new MisereWorkedGame(rows.letter(), turns.get(0).position(), startOutcome, turns, player, lastMover);
    }

    private static RichText name(MisereQuotient q, Position position) {
        return RichText.of(MisereKaylesStudy.math(q, q.element(position)));
    }

    /** The quotient's outcome, which must agree with the search. */
    private static OutcomeClass outcome(DirectiveArguments arguments, MisereQuotient q, MisereSearch search, Position p) {
        OutcomeClass read = q.outcome(p);
        if (read != search.outcome(p)) {
            throw new SourceException(arguments.location(START), "the misère quotient of Kayles says " + read
                    + " for " + p + " but the search finds " + search.outcome(p) + ": the quotient is wrong; report it");
        }
        return read;
    }
}
