package org.kaylescourseware.site.directive;

/** An argument a directive accepts: its name and what it means, for error messages and help. */
public record Parameter(String name, String meaning) {

    /** The game, by its id in the catalog; read with {@link DirectiveArguments#game()}. */
    public static final Parameter GAME = new Parameter("game", "a game id from content/games");

    /** The letter tables write values with; read with {@link DirectiveArguments#symbol()}. */
    public static final Parameter SYMBOL = new Parameter("symbol", "the letter for values, G by default (K for Kayles)");
}
