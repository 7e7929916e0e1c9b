package org.kaylescourseware.exercise.kinds;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.exercise.CitedResults;
import org.kaylescourseware.exercise.Draw;
import org.kaylescourseware.exercise.Exercise;
import org.kaylescourseware.exercise.ExerciseGenerator;
import org.kaylescourseware.exercise.ExerciseKind;
import org.kaylescourseware.exercise.IndependentCheck;
import org.kaylescourseware.exercise.MathText;
import org.kaylescourseware.exercise.Notation;
import org.kaylescourseware.exercise.Prompt;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.PlayConvention;
import org.kaylescourseware.game.Player;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.partizan.PositionMoves;
import org.kaylescourseware.partizan.StripMove;
import org.kaylescourseware.partizan.StripOutcomeSearch;
import org.kaylescourseware.partizan.milley.MilleyFormulas;
import org.kaylescourseware.partizan.milley.Theorem4Strategy;

/**
 * "Win misère partizan Kayles": a position that the player to move, Left in the first exercise of a pair and Right in
 * the second, can win; give a winning move. Theorem 4 of Milley (2015), as the lesson completes it, names the move;
 * a search of the game tree that knows nothing of the theorem finds every move that wins (the opponent, moving first
 * in what is left, loses), checks that the named one is among them, and every one of them is accepted.
 */
public final class PartizanWinningMoveExercises implements ExerciseGenerator {

    /** How many sums a draw tries for one its player can win with a move to make. */
    private static final int ATTEMPTS = 200;

    private final StripOutcomeSearch search =
            new StripOutcomeSearch(PlayConvention.MISERE, PartizanOutcomeExercises.MAX_CELLS);
    private final String theorem3;
    private final String theorem4;

    /** The exercises, citing the course's results by the names {@code cited} gives them. */
    public PartizanWinningMoveExercises(CitedResults cited) {
        this.theorem3 = cited.name(PartizanOutcomeExercises.THEOREM_3) + " (Milley's Theorem 3)";
        this.theorem4 = cited.name("pk-theorem-4") + " (Milley's Theorem 4, completed)";
    }

    @Override
    public List<String> cites() {
        return List.of(theorem3, theorem4);
    }

    @Override
    public ExerciseKind kind() {
        return ExerciseKind.PARTIZAN_WINNING_MOVE;
    }

    @Override
    public Exercise generate(Draw draw) {
        Player player = draw.secondOfAPair() ? Player.RIGHT : Player.LEFT;
        Position position = PartizanOutcomeExercises.drawPosition(draw);
        for (int i = 0; i < ATTEMPTS && !winnable(position, player); i++) {
            position = PartizanOutcomeExercises.drawPosition(draw);
        }
        if (!winnable(position, player)) {
            position = Position.of(4, 2); // in N⁻ by Theorem 3 (x = y = 1): either player wins moving first
        }
        List<Position> winning = new ArrayList<>();
        for (StripMove move : PositionMoves.of(position, player)) {
            if (!search.winsMovingFirst(move.after(), player.opponent())) {
                winning.add(move.after());
            }
        }
        StripMove named = Theorem4Strategy.completedMove(position, player).orElseThrow().move();
        IndependentCheck.agree(true, winning.contains(named.after()), "the move of Theorem 4 from " + position
                + " for " + player.title() + " wins by search");
        String strips = MathText.math(PartizanOutcomeExercises.strips(position));
        String they = player == Player.LEFT ? "her" : "him";
        Prompt prompt = PartizanOutcomeExercises.prompt(position, strips, "In misère partizan Kayles, " + player.title()
                + " is to move in " + strips + " and can win. Give a winning move for " + they + ", as the position it leaves.");
        String hint = "Count the strips of each length mod 3 and read " + theorem4 + ": it names, for each player, the"
                + " strip to play in by its length mod 3, and whether the piece goes at its end or one cell in.";
        return Exercise.of(draw, kind(), prompt, hint, solution(position, player, named),
                new PartizanMoveAnswer(player, named, winning));
    }

    /** Whether {@code player} wins moving first in {@code position} and has a move to make there. */
    private boolean winnable(Position position, Player player) {
        return !PositionMoves.of(position, player).isEmpty() && search.winsMovingFirst(position, player);
    }

    private List<String> solution(Position position, Player player, StripMove named) {
        int x = MilleyFormulas.residueCount(position, 1);
        int y = MilleyFormulas.residueCount(position, 2);
        OutcomeClass before = MilleyFormulas.theorem3Outcome(x, y);
        Position after = named.after();
        OutcomeClass left = MilleyFormulas.theorem3Outcome(after);
        List<String> steps = new ArrayList<>();
        steps.add(MathText.math("x = " + x + ", y = " + y) + ": by " + theorem3 + " the position is in "
                + Notation.outcome(before, true) + ", so " + player.title() + " wins moving first.");
        steps.add("By " + theorem4 + ", " + player.title() + " plays "
                + Theorem4Strategy.completedMove(position, player).orElseThrow().rule().description() + ": "
                + PartizanMoveAnswer.move(named) + ".");
        steps.add("What is left has " + MathText.math("x = " + MilleyFormulas.residueCount(after, 1) + ", y = "
                + MilleyFormulas.residueCount(after, 2)) + " and is in " + Notation.outcome(left, true) + " by " + theorem3
                + ": " + player.opponent().title() + ", moving first there, loses.");
        return steps;
    }
}
