package org.kaylescourseware.exercise;

import java.util.List;
import org.kaylescourseware.game.Position;

/**
 * What an exercise shows the student, as data: the game, the position (empty when the question is
 * about the game as a whole), a table of given values (empty when none) and the question.
 *
 * @param game          the game's name, e.g. {@code Kayles}
 * @param rule          its rule, e.g. {@code 0.77} or {@code nim}
 * @param position      the position asked about; empty for questions about the game
 * @param shownPosition the position written out, e.g. {@code 7+5+2}; empty when none
 * @param givenValues   Grundy values given to work from, in rows; empty when none
 * @param question      the question, one or two sentences of plain text
 */
public record Prompt(String game, String rule, Position position, String shownPosition,
        List<ValueRow> givenValues, String question) {

    public Prompt {
        givenValues = List.copyOf(givenValues);
    }

    /** A prompt about a position. */
    public static Prompt about(ImpartialGame game, Position position, String question) {
        return new Prompt(game.name(), game.rule().code(), position, position.toString(), List.of(), question);
    }
}
