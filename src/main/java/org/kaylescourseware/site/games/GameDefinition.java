package org.kaylescourseware.site.games;

import org.kaylescourseware.rules.ImpartialRule;
import org.kaylescourseware.site.source.SourceLocation;

/**
 * One game of the course, as its rule file declares it.
 *
 * @param id        the name lessons use, also the file name ({@code kayles} for {@code kayles.yaml})
 * @param name      the name readers see ({@code Kayles})
 * @param rule      the rule set, parsed from an octal code or {@code nim}
 * @param computeTo how far the build computes single-heap values for this game; tables and
 *                  checks may ask for no more than this
 * @param source    the rule file, for error messages
 */
public record GameDefinition(String id, String name, ImpartialRule rule, int computeTo, SourceLocation source) {
}
