package org.kaylescourseware.game;

/**
 * The four outcome classes of combinatorial game theory: who wins when each player moves first.
 * Impartial games only ever are N or P.
 */
public enum OutcomeClass {
    /** Left wins whoever moves first. */
    L("Left wins whoever starts"),
    /** Right wins whoever moves first. */
    R("Right wins whoever starts"),
    /** The next player, the one to move, wins. */
    N("the player to move wins"),
    /** The previous player wins: whoever must move loses. */
    P("the player to move loses");

    private final String meaning;

    OutcomeClass(String meaning) {
        this.meaning = meaning;
    }

    public String meaning() {
        return meaning;
    }

    /**
     * Whether this class is at least as good for Left as {@code other}, in the partial order of
     * outcome classes: L above P and N, both above R, with P and N incomparable (Milley 2015,
     * Figure 2; Siegel, Combinatorial Game Theory, II.1).
     */
    public boolean isAtLeastForLeft(OutcomeClass other) {
        return this == other || this == L || other == R;
    }

    /** The class of a game from who wins moving first: Left's result and Right's result. */
    public static OutcomeClass of(boolean leftWinsMovingFirst, boolean rightWinsMovingFirst) {
        if (leftWinsMovingFirst && rightWinsMovingFirst) {
            return N;
        }
        if (leftWinsMovingFirst) {
            return L;
        }
        return rightWinsMovingFirst ? R : P;
    }
}
