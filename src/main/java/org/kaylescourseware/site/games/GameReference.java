package org.kaylescourseware.site.games;

import org.kaylescourseware.rules.ImpartialRule;

/**
 * A game as a command names it ({@link GameCatalog#named}): a rule file's game, or a rule written
 * out.
 *
 * @param id   how the command was told: the rule file's id, or the rule's canonical code
 * @param name the name readers see: the rule file's {@code name}, or "the octal game 0.16"
 * @param rule the rule set
 */
public record GameReference(String id, String name, ImpartialRule rule) {

    /** A rule no rule file of the course plays: named after its code. */
    static GameReference ofRule(ImpartialRule rule) {
        return new GameReference(rule.code(), "the octal game " + rule.code(), rule);
    }

    /** The name with the rule, e.g. {@code Kayles (0.77)}; the name alone when it already says the rule ({@code Nim}). */
    public String title() {
        return name.toLowerCase(java.util.Locale.ROOT).contains(rule.code()) ? name : name + " (" + rule.code() + ")";
    }
}
