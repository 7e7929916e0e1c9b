package org.kaylescourseware.site.directive.impartial;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.exercise.RowNotation;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.impartial.HeapMove;
import org.kaylescourseware.impartial.SumAnalysis;
import org.kaylescourseware.impartial.WinningMove;
import org.kaylescourseware.impartial.WorkedGame;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.games.GameDefinition;
import org.kaylescourseware.site.render.RichText;

/**
 * {@code worked-game game=kayles start=8+6+3 symbol=K}: a normal-play game on a sum of heaps,
 * played out turn by turn; each turn shows the nim-sum and why the move wins (or that none does).
 */
public final class WorkedGameDirective implements Directive {

    /** The largest total a worked game may start from: it is read by people. */
    static final int MAX_TOKENS = 40;

    private static final Parameter<Position> START = Parameter.position("start",
            "the starting heaps, such as 8+6+3 (at most " + MAX_TOKENS + " tokens)");

    record WorkedGameModel(String game, String rule, String symbol, String letter, List<Integer> start, String startOutcome,
            int winner, List<Turn> turns) {
    }

    /**
     * One turn. {@code heaps} are the heaps before the move with their values; the move, in words
     * ({@code move}), changes a heap of size {@code heap} (value {@code heapValue}) into
     * {@code leaves} (nim-sum {@code leavesValue}); {@code nimSumAfter} is the position's nim-sum
     * after, the nim-sum of {@code afterHeaps}.
     */
    record Turn(int number, int player, List<Integer> position, List<HeapTerm> heaps, int nimSum, boolean winning,
            int winningMoves, int heap, int heapValue, RichText move, List<Integer> leaves, int leavesValue,
            List<Integer> after, int nimSumAfter, List<HeapTerm> afterHeaps) {
    }

    record HeapTerm(int heap, int value) {
    }

    @Override
    public String kind() {
        return "worked-game";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(Parameter.GAME, START, Parameter.SYMBOL);
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        GameDefinition game = arguments.get(Parameter.GAME);
        Position start = arguments.get(START);
        if (start.isEmpty() || start.totalSize() > MAX_TOKENS) {
            throw arguments.fail(START, "a worked game starts from 1 to " + MAX_TOKENS + " tokens, got " + start);
        }
        GrundySequence sequence = arguments.sequence(game, start.heaps().get(0), START);
        WorkedGame played = WorkedGame.play(sequence, start);
        RowNotation rows = RowNotation.of(game.rule());
        List<Turn> turns = new ArrayList<>();
        for (WorkedGame.Turn turn : played.turns()) {
            turns.add(turn(sequence, turn, rows));
        }
        String outcome = SumAnalysis.of(sequence, start).outcome().name();
        return new WorkedGameModel(game.name(), game.rule().code(), arguments.get(Parameter.SYMBOL), rows.letter(),
                start.heaps(), outcome, played.winner(), turns);
    }

    private static Turn turn(GrundySequence sequence, WorkedGame.Turn turn, RowNotation rows) {
        SumAnalysis analysis = turn.analysis();
        List<HeapTerm> heaps = new ArrayList<>();
        for (int i = 0; i < turn.before().heaps().size(); i++) {
            heaps.add(new HeapTerm(turn.before().heaps().get(i), analysis.heapValues().get(i)));
        }
        HeapMove move = turn.move();
        int leavesValue = 0;
        for (int leaf : move.leaves()) {
            leavesValue ^= sequence.value(leaf);
        }
        int nimSumAfter = analysis.nimSum() ^ sequence.value(move.heap()) ^ leavesValue;
        List<WinningMove> winning = analysis.winningMoves();
        List<HeapTerm> afterHeaps = new ArrayList<>();
        for (int h : move.after().heaps()) {
            afterHeaps.add(new HeapTerm(h, sequence.value(h)));
        }
        return new Turn(turn.number(), turn.number() % 2 == 1 ? 1 : 2, turn.before().heaps(), heaps,
                analysis.nimSum(), turn.winning(), winning.size(), move.heap(), sequence.value(move.heap()),
                inWords(move, rows), move.leaves(), leavesValue, move.after().heaps(), nimSumAfter, afterHeaps);
    }

    /**
     * The move as the rule allows it, on a row of tokens counted from 1 with the shorter row left
     * standing first, the rows written as {@code rows} writes them: "From the row K_6, take token 2, leaving
     * K_4 + K_1", or, for a rule whose digit in place 0 splits a row without removing anything (such as 4.7),
     * "Split the row of 4 into 3 + 1" (a game with no letter of its own writes heaps as numerals, as Nim).
     */
    static RichText inWords(HeapMove move, RowNotation rows) {
        String leaves = move.leaves().isEmpty() ? "nothing" : "$`" + rows.tex(move.leaves()) + "`$";
        String row = rows.numerals() ? "the row of " + move.heap() : "the row $`" + rows.rowTex(move.heap()) + "`$";
        if (move.remove() == 0) {
            return RichText.of("Split " + row + " into " + leaves + ", removing no token");
        }
        int first = move.leaves().size() == 2 ? move.leaves().get(1) + 1 : 1;
        int last = first + move.remove() - 1;
        String tokens = move.remove() == 1 ? "token " + first : "tokens " + first + "–" + last;
        return RichText.of("From " + row + ", take " + tokens + ", leaving " + leaves);
    }
}
