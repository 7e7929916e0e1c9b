package org.kaylescourseware.exercise.kinds;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.exercise.Draw;
import org.kaylescourseware.exercise.Exercise;
import org.kaylescourseware.exercise.ExerciseGenerator;
import org.kaylescourseware.exercise.ExerciseKind;
import org.kaylescourseware.exercise.ImpartialGame;
import org.kaylescourseware.exercise.IndependentCheck;
import org.kaylescourseware.exercise.MathText;
import org.kaylescourseware.exercise.MoveText;
import org.kaylescourseware.exercise.Notation;
import org.kaylescourseware.exercise.Prompt;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.impartial.HeapMove;
import org.kaylescourseware.impartial.SumAnalysis;
import org.kaylescourseware.misere.MisereAnalysis;
import org.kaylescourseware.misere.quotient.MisereQuotient;

/**
 * "Read a misère outcome off the quotient": the misère outcome of a sum of rows and a winning move,
 * found as the lesson finds them, by the pretending function Φ, the product in the misère quotient
 * and its P-portion (Plambeck and Siegel, "Misère quotients for impartial games", 2008). The game-tree
 * search of this package, which knows no quotient, checks the outcome and every winning move.
 */
public final class MisereQuotientExercises implements ExerciseGenerator {

    private final ImpartialGame game;
    private final IndependentCheck check;
    private final MisereOnlyPositions positions;

    public MisereQuotientExercises(ImpartialGame game) {
        this.game = game;
        this.check = new IndependentCheck(game.rule());
        this.positions = new MisereOnlyPositions(game, check);
    }

    @Override
    public ExerciseKind kind() {
        return ExerciseKind.MISERE_QUOTIENT;
    }

    /** The quotient, computed once, on first use. */
    private MisereQuotient quotient() {
        return positions.quotient();
    }

    @Override
    public Exercise generate(Draw draw) {
        // the second exercise of a pair asks every winning move of a misère N-position: a set varies what it asks; the
        // first asks a misère P-position, so that a set's answers are not all N (seventh referee, point 1), the third either
        boolean everyMove = draw.secondOfAPair();
        OutcomeClass wanted = everyMove ? OutcomeClass.N : draw.round() == 0 ? OutcomeClass.P : null;
        Position position = positions.draw(draw, wanted);
        MisereAnalysis misere = new MisereAnalysis(position, quotient().outcome(position),
                quotient().winningMoves(position));
        MisereNormalExercises.checkAnswer(check, null, misere);
        String sum = game.rows().math(position);
        Prompt prompt = Prompt.about(game, position, everyMove ? "In misère " + game.name() + " (the player who makes the"
                + " last move loses), the player to move wins from " + sum + ". Find every winning move, as the position it"
                + " leaves." : "In misère " + game.name() + " (the player who makes the last move"
                + " loses), is " + sum + " a misère P-position or a misère N-position? If the player to move wins, give"
                + " a winning move, as the position it leaves.");
        String hint = "Look up " + MathText.math("\\Phi") + " of each row in the lesson's table, multiply the elements"
                + " in the quotient, and ask whether the product lies in the P-portion. A move wins when the product of"
                + " the position it leaves does.";
        List<String> steps = solution(misere);
        if (everyMove) {
            steps.add("In all: " + MoveText.all(misere.winningMoves(), game.rows()) + ".");
        }
        return Exercise.of(draw, kind(), prompt, hint, steps, (everyMove
                ? MisereMoveAnswer.everyMove(misere.winningMoves(), SumAnalysis.moves(game.values(), position), game.rows())
                : MisereMoveAnswer.outcomeAndMove(misere.outcome(), misere.winningMoves(), game.rows())).inClass(quotient().element(position)));
    }

    /** An element as the lesson writes it, in TeX: {@code ab^{2}}, the identity a bold 1. */
    private static String tex(MisereQuotient q, int element) {
        return q.normalForm(element).tex(q.presentation().generators());
    }

    /** The element as inline math. */
    private static String name(MisereQuotient q, int element) {
        return MathText.math(tex(q, element));
    }

    private List<String> solution(MisereAnalysis misere) {
        MisereQuotient q = quotient();
        Position position = misere.position();
        List<String> pretends = new ArrayList<>();
        for (int heap : position.heaps()) {
            pretends.add(MathText.math("\\Phi(" + heap + ") = " + tex(q, q.pretend(heap))));
        }
        List<String> steps = new ArrayList<>();
        steps.add("The rows pretend to be " + String.join(", ", pretends) + ".");
        int element = q.element(position);
        steps.add("Their product is " + name(q, element) + ", which " + (q.isP(element)
                ? "lies" : "does not lie") + " in the P-portion " + MathText.math("\\{" + String.join(", ",
                q.pPortion().stream().map(x -> tex(q, x)).toList()) + "\\}") + ": " + Notation.outcome(misere.outcome(), true)
                + ".");
        if (misere.winningMoves().isEmpty()) {
            steps.add("No move leaves a product in the P-portion: every move loses against best play.");
        } else {
            HeapMove move = misere.winningMoves().get(0);
            steps.add("A winning move: " + MoveText.of(move, game.rows()) + ", whose product " + name(q, q.element(move.after()))
                    + " lies in the P-portion" + (misere.winningMoves().size() == 1
                    ? "; it is the only one." : "; there are " + misere.winningMoves().size() + " in all."));
        }
        return steps;
    }
}
