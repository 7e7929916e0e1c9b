package org.kaylescourseware.site.directive.miserenim;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.impartial.HeapMove;
import org.kaylescourseware.misere.MisereAnalysis;
import org.kaylescourseware.misere.nim.MisereNim;
import org.kaylescourseware.misere.nim.MisereNimPlay;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;

/**
 * {@code misere-nim-play start=6+4+3}: Bouton's misère rule applied to a Nim position: its
 * outcome, the case of the rule that applies, every winning move with the reason the rule gives,
 * and a game played out move by move. Outcomes and winning moves come from the game trees
 * ({@link MisereNimPlay}); the build fails if Bouton's rule ever disagrees with them.
 */
public final class MisereNimPlayDirective implements Directive {

    static final String NORMAL_CASE = "some heap ≥ 2: play as in normal Nim";
    static final String ENDGAME_CASE = "all heaps ≤ 1: leave an odd number of 1s";
    /** The cases as a table column names them. */
    static final String NORMAL_CASE_SHORT = "a heap ≥ 2";
    static final String ENDGAME_CASE_SHORT = "all heaps ≤ 1";

    record MisereNimPlayModel(String start, List<Integer> heaps, String outcome, String outcomeMeaning, int nimSum,
            int ones, String ruleCase, List<Move> winningMoves, int moveCount, List<Turn> turns, int winner) {
    }

    /** A move: from a heap of {@code heap} take {@code removed}, leaving {@code after}; {@code why} by Bouton's rule. */
    record Move(int heap, int removed, int left, String after, String why) {
    }

    /** One turn of the worked game: the position, the rule's case there, and the move made. */
    record Turn(int number, int player, String position, List<Integer> heaps, int nimSum, String ruleCase,
            boolean winning, int winningMoves, Move move) {
        Turn {
            heaps = List.copyOf(heaps);
        }
    }

    private static final Parameter<Position> START = Parameter.position("start", "the Nim heaps, such as 6+4+3", 1,
            MisereNimPlay.MAX_TOKENS);

    @Override
    public String kind() {
        return "misere-nim-play";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(START);
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        Position start = arguments.get(START);
        MisereNimPlay play = solver.misereNimPlay();
        MisereAnalysis analysis = checkedAnalysis(play, start, arguments);
        List<Move> winning = analysis.winningMoves().stream().map(m -> move(start, m, true)).toList();
        List<Turn> turns = playOut(play, start, arguments);
        return new MisereNimPlayModel(start.toString(), start.heaps(), analysis.outcome().name(),
                analysis.outcome().meaning(), nimSum(start), ones(start), ruleCase(start), winning,
                MisereNimPlay.moves(start).size(), turns, turns.size() % 2 == 1 ? 2 : 1);
    }

    /** The game: the player who can win makes the first winning move; the other takes 1 from the largest heap. */
    private static List<Turn> playOut(MisereNimPlay play, Position start, DirectiveArguments arguments) {
        List<Turn> turns = new ArrayList<>();
        Position position = start;
        while (!position.isEmpty()) {
            MisereAnalysis analysis = checkedAnalysis(play, position, arguments);
            boolean winning = !analysis.winningMoves().isEmpty();
            HeapMove made = winning ? analysis.winningMoves().get(0) : MisereNimPlay.moves(position).get(0);
            int number = turns.size() + 1;
            turns.add(new Turn(number, number % 2 == 1 ? 1 : 2, position.toString(), position.heaps(),
                    nimSum(position), someHeapAtLeastTwo(position) ? NORMAL_CASE_SHORT : ENDGAME_CASE_SHORT, winning, analysis.winningMoves().size(),
                    move(position, made, winning)));
            position = made.after();
        }
        return turns;
    }

    /**
     * The game trees' analysis, after checking Bouton's rule against it on every move: a move wins
     * exactly when the rule calls the position it leaves a P-position.
     */
    private static MisereAnalysis checkedAnalysis(MisereNimPlay play, Position position, DirectiveArguments arguments) {
        MisereAnalysis analysis = play.analyze(position);
        if (analysis.outcome() != boutonOutcome(position)) {
            throw arguments.fail(START, "Bouton's rule says " + position + " is an " + boutonOutcome(position)
                    + "-position but its game tree is " + analysis.outcome());
        }
        for (HeapMove move : MisereNimPlay.moves(position)) {
            boolean wins = analysis.winningMoves().contains(move);
            if (wins != (boutonOutcome(move.after()) == OutcomeClass.P)) {
                throw arguments.fail(START, "Bouton's rule and the game tree disagree on the move from "
                        + position + " to " + move.after());
            }
        }
        return analysis;
    }

    /** Bouton's misère rule, as the solver core states it ({@link MisereNim}). */
    static OutcomeClass boutonOutcome(Position position) {
        return MisereNim.outcome(position);
    }

    private static Move move(Position from, HeapMove move, boolean winning) {
        int left = move.heap() - move.remove();
        return new Move(move.heap(), move.remove(), left, move.after().toString(), why(from, move.after(), winning));
    }

    private static String why(Position from, Position after, boolean winning) {
        if (!winning) {
            return "Every move from a misère P-position loses; this one leaves " + after
                    + (someHeapAtLeastTwo(after) ? ", nim-sum " + nimSum(after) + "." : ", " + onesText(after) + ".");
        }
        if (someHeapAtLeastTwo(after)) {
            return "Leaves nim-sum 0 with a heap of 2 or more, as in normal Nim.";
        }
        if (someHeapAtLeastTwo(from)) {
            return "The last heap of 2 or more is cut down, leaving " + onesText(after) + ", an odd number. Normal "
                    + "Nim would leave an even number here (nim-sum 0), which loses in misère play.";
        }
        return "Leaves " + onesText(after) + ", an odd number: the opponent must take the last one.";
    }

    private static String onesText(Position position) {
        int ones = ones(position);
        return ones == 0 ? "no heap at all" : ones == 1 ? "one heap of 1" : ones + " heaps of 1";
    }

    static String ruleCase(Position position) {
        return someHeapAtLeastTwo(position) ? NORMAL_CASE : ENDGAME_CASE;
    }

    static boolean someHeapAtLeastTwo(Position position) {
        return !position.isEmpty() && position.heaps().get(0) >= 2;
    }

    static int nimSum(Position position) {
        int sum = 0;
        for (int heap : position.heaps()) {
            sum ^= heap;
        }
        return sum;
    }

    static int ones(Position position) {
        return (int) position.heaps().stream().filter(h -> h == 1).count();
    }
}
