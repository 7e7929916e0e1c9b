package org.kaylescourseware.exercise;

import java.util.List;
import org.kaylescourseware.game.Position;

/**
 * What an exercise shows the student, as data: the game and its rule, the position (empty when
 * the question is about the game as a whole), a table of given values (empty when none) and the
 * question.
 *
 * @param game          the game's name, e.g. {@code Kayles}
 * @param rule          its rule, e.g. {@code 0.77} or {@code nim}
 * @param ruleInWords   the rule in one sentence, for a worksheet read away from the lesson
 * @param rows          how the game's positions are written, and may be typed (Definition 1.2)
 * @param position      the position asked about; empty for questions about the game as a whole
 * @param shownPosition the position written out as inline math, e.g. {@code \(K_{7} + K_{5} + K_{2}\)}; empty when none
 * @param givenValues   nim-values given to work from, in rows; empty when none
 * @param question      the question, one or two sentences
 */
public record Prompt(String game, String rule, String ruleInWords, RowNotation rows, Position position,
        String shownPosition, List<ValueRow> givenValues, MathText question) {

    public Prompt {
        givenValues = List.copyOf(givenValues);
    }

    /** A prompt about an impartial game as a whole, with a table of its values. */
    public static Prompt withValues(ImpartialGame game, List<ValueRow> givenValues, String question) {
        return new Prompt(game.name(), game.rule().code(), RuleInWords.of(game.rule()), game.rows(), Position.of(), "",
                givenValues, MathText.of(question));
    }

    /** A prompt about a position of an impartial game, the position written as the game writes it. */
    public static Prompt about(ImpartialGame game, Position position, String question) {
        return new Prompt(game.name(), game.rule().code(), RuleInWords.of(game.rule()), game.rows(), position,
                game.rows().math(position), List.of(), MathText.of(question));
    }
}
