package org.kaylescourseware.site.directive.partizan;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.kaylescourseware.game.PlayConvention;
import org.kaylescourseware.game.Player;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.partizan.StripNotation;
import org.kaylescourseware.partizan.milley.StrategyGame;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;

/**
 * {@code partizan-worked-game start=8+7+5+4 first=Left}: a misère game of partizan Kayles played
 * out. The player who can win plays Theorem 4's move (completed where the theorem names none), the
 * other a plain move; each turn shows x and y, Theorem 3's verdict, and the search's confirmation.
 */
public final class PartizanWorkedGameDirective implements Directive {

    /** The largest start a reader follows move by move. */
    static final int MAX_CELLS = 30;

    record GameModel(StripFormula start, String first, String startOutcome, String winner, boolean keptTheWin,
            int turnCount, List<Turn> turns) {
    }

    record Turn(int number, String mover, StripFormula before, int x, int y, String outcomeBefore, boolean canWin,
            StripFormula move, boolean fromPaper, boolean byRule, StripFormula after, String outcomeAfter,
            boolean confirmed, StripFormula explanation) {
    }


    private static final Parameter<Position> START = Parameter.position("start", "the strips, such as 8+7+5+4", 1,
            MAX_CELLS);
    private static final Parameter<Player> FIRST = Parameter.of("first", "who moves first", "Left or Right",
            (text, solver) -> player(text));

    @Override
    public String kind() {
        return "partizan-worked-game";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(START, FIRST);
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        Position start = arguments.get(START);
        Player first = arguments.get(FIRST);
        PartizanStudies.Study study = PartizanStudies.lesson(solver);
        StrategyGame game = study.strategyGame(start, first);
        List<Turn> turns = new ArrayList<>();
        for (StrategyGame.Turn t : game.turns()) {
            turns.add(new Turn(t.number(), t.mover().title(), StripFormula.of(StripNotation.of(t.before())), t.x(),
                    t.y(), t.outcomeBefore().name(), t.moverCanWin(), StripFormula.of(t.move().describe()),
                    t.rule().map(r -> r.fromPaper()).orElse(true), t.rule().isPresent(),
                    StripFormula.of(StripNotation.of(t.after())), t.outcomeAfter().name(), t.confirmed(),
                    StripFormula.of(t.explanation())));
        }
        String outcome = study.analyze(start, PlayConvention.MISERE).outcome().name();
        return new GameModel(StripFormula.of(StripNotation.of(start)), first.title(), outcome,
                game.winner().title(), game.strategyKeptTheWin(), turns.size(), turns);
    }

    private static Player player(String text) {
        for (Player p : Player.values()) {
            if (p.title().toLowerCase(Locale.ROOT).equals(text.toLowerCase(Locale.ROOT))) {
                return p;
            }
        }
        throw new IllegalArgumentException("expected Left or Right, got '" + text + "'");
    }
}
