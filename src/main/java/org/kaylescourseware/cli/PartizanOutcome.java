package org.kaylescourseware.cli;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.util.List;
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

    /** The JSON document of a partizan answer. */
    @JsonPropertyOrder({"game", "play", "position", "outcome", "winningMoves"})
    record OutcomeJson(String game, String play, List<Integer> position, String outcome, List<MoveJson> winningMoves) {
    }

    /** One winning first move: {@code player} covers {@code cells} of a strip of length {@code strip}. */
    @JsonPropertyOrder({"player", "strip", "cells", "leaves"})
    record MoveJson(String player, int strip, List<Integer> cells, List<Integer> leaves) {
        static MoveJson of(StripMove move) {
            return new MoveJson(move.player().title(), move.strip(), move.cells(), move.stripLeaves().heaps());
        }
    }

    static String json(PartizanKaylesAnalysis analysis) throws JsonProcessingException {
        return new ObjectMapper().writeValueAsString(new OutcomeJson(CourseOption.PARTIZAN_KAYLES,
                analysis.play() == PlayConvention.MISERE ? "misere" : "normal", analysis.position().heaps(),
                analysis.outcome().name(), analysis.winningMoves().stream().map(MoveJson::of).toList()));
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
