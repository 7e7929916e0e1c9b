package org.kaylescourseware.game;

/** The two players of a partizan game, named as in the literature: Left (female) and Right (male). */
public enum Player {
    LEFT("Left"),
    RIGHT("Right");

    private final String title;

    Player(String title) {
        this.title = title;
    }

    public String title() {
        return title;
    }

    public Player opponent() {
        return this == LEFT ? RIGHT : LEFT;
    }
}
