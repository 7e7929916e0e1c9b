package org.kaylescourseware.exercise.kinds;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.exercise.Difficulty;
import org.kaylescourseware.exercise.Draw;
import org.kaylescourseware.exercise.Exercise;
import org.kaylescourseware.exercise.ExerciseGenerator;
import org.kaylescourseware.exercise.ExerciseKind;
import org.kaylescourseware.exercise.ImpartialGame;
import org.kaylescourseware.exercise.IndependentCheck;
import org.kaylescourseware.exercise.MoveText;
import org.kaylescourseware.exercise.Prompt;
import org.kaylescourseware.exercise.RowNotation;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.impartial.SumAnalysis;
import org.kaylescourseware.misere.MisereAnalysis;
import org.kaylescourseware.misere.nim.MisereNim;
import org.kaylescourseware.rules.Nim;

/**
 * "Play misère Nim by Bouton's rule": the misère outcome of a Nim position and a winning move. The
 * positions mix the cases of the rule where misère play answers otherwise than normal play (issue 29): a
 * single heap of 2 or more (the move that decides the parity of the 1s), 1s alone, and, when the
 * answer differs, two or more heaps of 2 or more. Bouton's rule ({@link MisereNim}) answers; the
 * game-tree search, which knows no rule, checks the outcome and every winning move.
 */
public final class MisereNimBoutonExercises implements ExerciseGenerator {


    private static final int ATTEMPTS = 60;

    private final ImpartialGame nim = ImpartialGame.of("Nim", Nim.INSTANCE);
    private final IndependentCheck check = new IndependentCheck(Nim.INSTANCE);

    @Override
    public ExerciseKind kind() {
        return ExerciseKind.MISERE_NIM_BOUTON;
    }

    @Override
    public Exercise generate(Draw draw) {
        // 0: 1s alone, 1: the move that decides the parity of the 1s. With two or more heaps of 2 or more
        // misère Nim is played as normal Nim, and the answer would be normal play's (issue 29). Only 1s alone
        // can be a misère P-position here: one heap of 2 or more is always a win for the player to move.
        // The second exercise of a pair asks for a misère P-position (issue 29: every one was an N-position).
        // The second exercise of a pair asks every winning move of a misère N-position instead, and the third a
        // P-position: a set varies the shape of what it asks (issue 29), the misère-against-normal exercises asking
        // the other outcome.
        boolean everyMove = draw.round() % 3 == 1;
        boolean wantP = draw.round() % 3 == 2;
        int bigHeaps = wantP || draw.random().nextInt(8) == 0 ? 0 : 1;
        Position position = drawPosition(draw, bigHeaps);
        for (int i = 0; i < ATTEMPTS && !(MisereOnlyPositions.needsMiserePlay(check, position)
                && (MisereNim.outcome(position) == OutcomeClass.P) == wantP); i++) {
            position = drawPosition(draw, i < ATTEMPTS / 2 ? bigHeaps : 0);
        }
        while (!MisereOnlyPositions.needsMiserePlay(check, position) || (everyMove && MisereNim.outcome(position) == OutcomeClass.P)) {
            position = drawPosition(draw, 0); // 1s alone: the parity of the 1s decides, the other way from normal play
        }
        MisereAnalysis misere = MisereNim.analyze(position);
        MisereNormalExercises.checkAnswer(check, null, misere);
        String sum = nim.rows().math(position);
        if (everyMove) {
            Prompt prompt = Prompt.about(nim, position, "In misère Nim (the player who takes the last token loses), the"
                    + " player to move wins from " + sum + ". Find every winning move, as the position it leaves.");
            List<String> steps = new ArrayList<>(BoutonSteps.of(misere));
            steps.add("In all: " + MoveText.all(misere.winningMoves(), nim.rows()) + ".");
            return Exercise.of(draw, kind(), prompt, BoutonSteps.RULE, steps, MisereMoveAnswer.everyMove(misere.winningMoves(),
                    SumAnalysis.moves(nim.values(), position), nim.rows()));
        }
        Prompt prompt = Prompt.about(nim, position, "In misère Nim (the player who takes the last token loses), is " + sum
                + " a misère P-position or a misère N-position? If the player to move wins, give a winning move, as"
                + " the position it leaves.");
        return Exercise.of(draw, kind(), prompt, BoutonSteps.RULE, BoutonSteps.of(misere),
                MisereMoveAnswer.outcomeAndMove(misere.outcome(), misere.winningMoves(), nim.rows()));
    }

    /** {@code bigHeaps} heaps of 2 or more (at least 2 when asked for 2), the rest 1s; within the misère total. */
    private static Position drawPosition(Draw draw, int bigHeaps) {
        Difficulty d = draw.difficulty();
        Position position;
        int tries = 0;
        do {
            List<Integer> heaps = new ArrayList<>();
            int big = bigHeaps < 2 ? bigHeaps : draw.between(new Difficulty.Range(2, Math.max(2, d.heapCount().max())));
            for (int i = 0; i < big; i++) {
                heaps.add(draw.between(new Difficulty.Range(2, Math.max(3, d.heapInSum().max()))));
            }
            int ones = draw.random().nextInt(bigHeaps == 0 ? 2 : 0, bigHeaps == 2 ? 3 : 6);
            for (int i = 0; i < ones; i++) {
                heaps.add(1);
            }
            position = new Position(heaps);
        } while (position.totalSize() > d.maxMisereTotal() || position.heaps().size() < 2
                || draw.redrawPrinted(RowNotation.HEAPS, position, tries++));
        return position;
    }
}
