package org.kaylescourseware.site.games;

import java.util.List;
import org.kaylescourseware.game.PlayConvention;
import org.kaylescourseware.rules.ImpartialRule;
import org.kaylescourseware.site.source.SourceLocation;

/**
 * One game of the course, as its rule file declares it.
 *
 * @param id          the name lessons use, also the file name ({@code kayles} for {@code kayles.yaml})
 * @param name        the name readers see ({@code Kayles})
 * @param rule        the rule set, parsed from an octal code or {@code nim}
 * @param conventions the play conventions the course covers for this game, normal play first
 * @param tableTo     the largest heap size the game's page tabulates (at most {@code computeTo})
 * @param computeTo   how far the build computes single-heap values and searches them for a period;
 *                    tables and facts may ask for no more than this
 * @param checkTo     heap sizes up to which the build confirms the values by a second route (a plain
 *                    game-tree search of two-heap positions); 0 turns the check off
 * @param description a short description in Markdown (may state facts), or empty
 * @param descriptionAt where the description's text starts in the rule file (the id's line when there is none)
 * @param source      the rule file, for error messages (the line of its id)
 * @param computeToAt where {@code compute-to} is written, for the messages that ask to raise it
 */
public record GameDefinition(String id, String name, ImpartialRule rule, List<PlayConvention> conventions,
        int tableTo, int computeTo, int checkTo, String description, SourceLocation descriptionAt, SourceLocation source,
        SourceLocation computeToAt) {

    public GameDefinition {
        conventions = List.copyOf(conventions);
    }

    /** A normal-play game with a table to {@code min(computeTo, 59)}, no second check and no description (for tests). */
    public GameDefinition(String id, String name, ImpartialRule rule, int computeTo, SourceLocation source) {
        this(id, name, rule, List.of(PlayConvention.NORMAL), Math.min(computeTo, 59), computeTo, 0, "", source, source, source);
    }

    /** Where the game's page is published, relative to the site root. */
    public String pageUri() {
        return "games/" + id + ".html";
    }
}
