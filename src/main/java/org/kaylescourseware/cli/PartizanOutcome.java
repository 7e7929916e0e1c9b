package org.kaylescourseware.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.util.List;
import org.kaylescourseware.cli.options.CourseOption;
import org.kaylescourseware.game.PlayConvention;
import org.kaylescourseware.game.Player;
import org.kaylescourseware.partizan.PartizanKaylesAnalysis;
import org.kaylescourseware.partizan.StripMove;

/**
 * The {@code outcome} command's answer for partizan Kayles: the outcome class (L, R, N or P) and
 * the winning first moves of whichever player has them, with the strip, the cells taken and what
 * is left of the strip.
 */
final class PartizanOutcome {

    private PartizanOutcome() {
    }

    /** One winning first move in the shape of every outcome answer: {@code player} covers {@code cells} of a strip. */
    static OutcomeCommand.MoveJson move(StripMove move) {
        return new OutcomeCommand.MoveJson(move.player().title(), move.strip(), move.cells().size(), move.cells(),
                OutcomeCommand.MoveJson.ascending(move.stripLeaves().heaps()));
    }

    /** The JSON document of a partizan answer: outcome's one shape, without heap values or nim-sum. */
    static String json(PartizanKaylesAnalysis analysis) throws JsonProcessingException {
        return new ObjectMapper().writeValueAsString(new OutcomeCommand.OutcomeJson(OutcomeCommand.FORMAT_VERSION,
                CourseOption.PARTIZAN_KAYLES, analysis.play() == PlayConvention.MISERE ? "misere" : "normal",
                analysis.position().heaps(), analysis.outcome().name(),
                analysis.winningMoves().stream().map(PartizanOutcome::move).toList(), null, null));
    }

    static void text(PrintWriter out, PartizanKaylesAnalysis analysis) {
        out.println("Partizan Kayles (Left places a square, Right a domino), " + analysis.play().title()
                + ": " + analysis.play().ending() + ".");
        out.println("Position " + analysis.position() + ": outcome " + analysis.outcome() + " ("
                + analysis.outcome().meaning() + ").");
        for (Player player : Player.values()) {
            List<StripMove> moves = player == Player.LEFT ? analysis.leftWinningMoves() : analysis.rightWinningMoves();
            out.println();
            if (analysis.hasNoMove(player)) {
                out.println(player.title() + " has no move here" + (analysis.winsMovingFirst(player)
                        ? ", and so wins moving first." : ", and so loses moving first."));
            } else if (moves.isEmpty()) {
                out.println(player.title() + " moving first has no winning move.");
            } else {
                out.println(player.title() + " moving first wins with " + (moves.size() == 1 ? "this move" : "any of these moves")
                        + " (up to mirror symmetry):");
                moves.forEach(move -> out.println("  " + move.describe()));
            }
        }
    }
}
