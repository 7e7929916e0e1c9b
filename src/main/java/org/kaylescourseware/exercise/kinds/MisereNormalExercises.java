package org.kaylescourseware.exercise.kinds;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.kaylescourseware.exercise.Draw;
import org.kaylescourseware.exercise.Exercise;
import org.kaylescourseware.exercise.ExerciseGenerator;
import org.kaylescourseware.exercise.ExerciseKind;
import org.kaylescourseware.exercise.ImpartialGame;
import org.kaylescourseware.exercise.IndependentCheck;
import org.kaylescourseware.exercise.MoveText;
import org.kaylescourseware.exercise.Notation;
import org.kaylescourseware.exercise.Prompt;
import org.kaylescourseware.exercise.SumSteps;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.impartial.HeapMove;
import org.kaylescourseware.impartial.SumAnalysis;
import org.kaylescourseware.impartial.WinningMove;
import org.kaylescourseware.misere.MisereAnalysis;
import org.kaylescourseware.misere.MisereSearch;
import org.kaylescourseware.misere.nim.MisereNim;
import org.kaylescourseware.rules.Nim;

/**
 * "Who wins, normal or misère?": the same small position under both conventions. Normal play by
 * the nim-sum; misère play by Bouton's rule for Nim ({@link MisereNim}) and by the solver's
 * {@link MisereSearch} for other games; both checked by the game-tree search of this package.
 * Every position is drawn where normal play gives no right answer: the outcomes differ, or no normal-play
 * winning move wins in misère play ({@link MisereOnlyPositions}).
 */
public final class MisereNormalExercises implements ExerciseGenerator {

    /** How many moves of a misère P-position the solution lists with their answers. */
    private static final int LISTED_REPLIES = 6;

    private final ImpartialGame game;
    private final IndependentCheck check;
    private final boolean nim;
    private final MisereOnlyPositions positions;

    public MisereNormalExercises(ImpartialGame game) {
        this.game = game;
        this.check = new IndependentCheck(game.rule());
        this.nim = game.rule() == Nim.INSTANCE;
        this.positions = new MisereOnlyPositions(game, check);
    }

    @Override
    public ExerciseKind kind() {
        return ExerciseKind.MISERE_VERSUS_NORMAL;
    }

    @Override
    public Exercise generate(Draw draw) {
        int bound = draw.difficulty().maxMisereTotal();
        // a pair of these asks about a misère N-position, then a misère P-position (issue 29: misère Nim's were all N); in
        // another game the second takes P and the others either: few classes of its quotient are N-positions at a
        // difficulty (two of at most 18 pins), and the quotient's second exercise asks one (seventh referee, point 1)
        OutcomeClass wanted = draw.secondOfAPair() ? OutcomeClass.P : positions.nim() ? OutcomeClass.N : null;
        Position position = positions.draw(draw, wanted);
        SumAnalysis normal = SumAnalysis.of(game.values(), position);
        MisereAnalysis misere = nim ? MisereNim.analyze(position) : MisereSearch.analyze(game.rule(), position, bound);
        checkAnswer(check, normal, misere);
        String sum = game.rows().math(position);
        List<String> steps = new ArrayList<>(SumSteps.of(normal, game.rows()));
        steps.addAll(nim ? BoutonSteps.of(misere) : misereSteps(misere, bound));
        // one shape per round: a bank of variants gives each exercise of a set the same fields in every variant
        if (draw.round() % 3 == 2) {
            // the third of its kind in a set asks for the winning moves themselves, a winning move under each convention:
            // no move wins in both here (MisereOnlyPositions), so normal play's answer is wrong in misère play (issue 29)
            List<HeapMove> normalMoves = normal.winningMoves().stream().map(WinningMove::move).toList();
            checkNormalMoves(check, position, normalMoves);
            steps.add("In all, normal play: " + (normalMoves.isEmpty() ? "none" : MoveText.all(normalMoves, game.rows()))
                    + "; misère play: " + MoveText.all(misere.winningMoves(), game.rows()) + ".");
            Prompt prompt = Prompt.about(game, position, "From " + sum + " in " + game.name() + ", give a winning move under"
                    + " normal play (the last player to move wins) and a winning move under misère play (the last player to"
                    + " move loses), each as the position it leaves; write none where there is none.");
            return Exercise.of(draw, kind(), prompt, hint(), steps, MisereNormalAnswer.winningMoves(normal.outcome(),
                    misere.outcome(), misere.winningMoves(), normalMoves, game.rows()).inClass(positions.classOf(position)));
        }
        Prompt prompt = Prompt.about(game, position, "From " + sum + " in " + game.name() + ", does the player to move win"
                + " under normal play (the last player to move wins)? And under misère play (the last player to move"
                + " loses)? Give a misère winning move if there is one, as the position it leaves.");
        return Exercise.of(draw, kind(), prompt, hint(), steps,
                MisereNormalAnswer.outcomes(normal.outcome(), misere.outcome(), misere.winningMoves(), game.rows())
                        .inClass(positions.classOf(position)));
    }

    /** Nim has Bouton's misère rule; other games are worked up from the small positions. */
    private String hint() {
        String normal = "Normal play: compute the nim-sum. ";
        return nim ? normal + BoutonSteps.RULE
                : normal + "Misère play: a position is a misère P-position when it has a move and every move leaves a"
                + " misère N-position, and a position with no move is a misère N-position; work up from the small"
                + " positions a move leaves.";
    }

    /** Both outcomes and the misère winning moves, against the game-tree search. */
    static void checkAnswer(IndependentCheck check, SumAnalysis normal, MisereAnalysis misere) {
        Position position = misere.position();
        if (normal != null) {
            IndependentCheck.agree(normal.outcome(), check.normalOutcome(position), "the normal outcome of " + position);
        }
        IndependentCheck.agree(misere.outcome(), check.misereOutcome(position), "the misère outcome of " + position);
        checkMoves(check::misereOutcome, check, position, misere.winningMoves(), "misère");
    }

    /** The normal-play winning moves against the game-tree search: exactly the moves to a normal P-position. */
    private static void checkNormalMoves(IndependentCheck check, Position position, List<HeapMove> moves) {
        checkMoves(check::normalOutcome, check, position, moves, "normal");
    }

    /** The winning {@code moves} against the game-tree search: exactly the moves to a P-position of {@code outcome}. */
    private static void checkMoves(Function<Position, OutcomeClass> outcome, IndependentCheck check, Position position,
            List<HeapMove> moves, String convention) {
        List<String> solver = new ArrayList<>(moves.stream().map(m -> m.after().toString()).toList());
        List<String> independent = new ArrayList<>();
        for (Position after : check.options(position)) {
            if (outcome.apply(after) == OutcomeClass.P) {
                independent.add(after.toString());
            }
        }
        solver.sort(null);
        independent.sort(null);
        IndependentCheck.agree(solver, independent, "the " + convention + " winning moves from " + position);
    }

    private List<String> misereSteps(MisereAnalysis misere, int bound) {
        List<String> steps = new ArrayList<>();
        if (misere.outcome() == OutcomeClass.N && misere.winningMoves().isEmpty()) {
            steps.add("Misère play: no move is possible, and the player who cannot move wins (N).");
            return steps;
        }
        if (misere.outcome() == OutcomeClass.N) {
            steps.add("Misère play: a move to a misère P-position exists, so the player to move wins ("
                    + Notation.outcome(OutcomeClass.N, true) + "): " + MoveText.of(misere.winningMoves().get(0), game.rows()) + ".");
            return steps;
        }
        List<HeapMove> moves = SumAnalysis.moves(game.values(), misere.position());
        steps.add("Misère play: each of the " + moves.size() + " moves leaves a misère N-position, so the player"
                + " to move loses (" + Notation.outcome(OutcomeClass.P, true) + ").");
        for (HeapMove move : moves.subList(0, Math.min(LISTED_REPLIES, moves.size()))) {
            MisereAnalysis reply = MisereSearch.analyze(game.rule(), move.after(), bound);
            String after = "After " + MoveText.described("the move", move, game.rows());
            steps.add(reply.winningMoves().isEmpty() ? after + ", the opponent cannot move, and so wins."
                    : after + ", " + MoveText.described("the reply", reply.winningMoves().get(0), game.rows()) + " wins.");
        }
        if (moves.size() > LISTED_REPLIES) {
            steps.add("The other " + (moves.size() - LISTED_REPLIES) + " moves are answered in the same way.");
        }
        return steps;
    }
}
