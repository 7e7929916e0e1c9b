package org.kaylescourseware.exercise.kinds;

import java.util.List;
import org.kaylescourseware.exercise.Answer;
import org.kaylescourseware.exercise.AnswerField;
import org.kaylescourseware.exercise.MathText;
import org.kaylescourseware.exercise.RowNotation;
import org.kaylescourseware.game.Player;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.partizan.StripMove;

/**
 * A winning move of misère partizan Kayles for the player to move: the one Theorem 4 (Milley 2015, completed)
 * names, shown, and every move that wins, accepted, written as the position it leaves.
 *
 * @param player  who moves
 * @param named   the move the theorem names
 * @param winning the position every winning move leaves, the named one's among them
 */
public record PartizanMoveAnswer(Player player, StripMove named, List<Position> winning) implements Answer {

    public PartizanMoveAnswer {
        winning = List.copyOf(winning);
    }

    /** The move in words and math: "a square on cell 1 of S₇, leaving S₆ + S₅ + S₄". */
    static String move(StripMove move) {
        String piece = move.player() == Player.LEFT ? "a square on cell " + move.cut().firstCell()
                : "a domino on cells " + move.cut().firstCell() + " and " + (move.cut().firstCell() + 1);
        return piece + " of " + MathText.math("S_{" + move.strip() + "}") + ", leaving "
                + RowNotation.STRIPS.math(move.after());
    }

    @Override
    public String shown() {
        return player.title() + " places " + move(named);
    }

    @Override
    public List<AnswerField> fields() {
        return List.of(AnswerField.move("move", "A winning move for " + player.title() + ", as the position it leaves",
                winning, RowNotation.STRIPS));
    }
}
