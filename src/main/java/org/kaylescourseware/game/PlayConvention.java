package org.kaylescourseware.game;

/**
 * The ending condition of a game: under normal play the player who cannot move loses, under misère
 * play the player who cannot move wins.
 */
public enum PlayConvention {
    /** The player who cannot move loses. */
    NORMAL("normal play", "the player who cannot move loses"),
    /** The player who cannot move wins. */
    MISERE("misère play", "the player who cannot move wins");

    private final String title;
    private final String ending;

    PlayConvention(String title, String ending) {
        this.title = title;
        this.ending = ending;
    }

    public String title() {
        return title;
    }

    public String ending() {
        return ending;
    }

    /** Whether the player to move, who has no move, wins. */
    public boolean moverWithoutMoveWins() {
        return this == MISERE;
    }
}
