package org.kaylescourseware.exercise;

/**
 * The kinds of exercise the course asks. The last two are answered by the partizan and misère Nim
 * packages; their generators plug in through {@link ExerciseGenerator} once those packages land.
 */
public enum ExerciseKind {
    GRUNDY_VALUE("Compute a Grundy value"),
    WINNING_MOVES("Find every winning move"),
    OUTCOME("Classify the outcome"),
    PERIOD("Find the period"),
    MISERE_VERSUS_NORMAL("Misère or normal play?"),
    PARTIZAN_REDUCTION("Reduce to S₁ and S₂ pieces"),
    MISERE_NIM_REDUCED_FORM("Give the reduced form");

    private final String title;

    ExerciseKind(String title) {
        this.title = title;
    }

    /** The heading shown above an exercise of this kind. */
    public String title() {
        return title;
    }

    /** A short lower-case identifier, e.g. {@code grundy-value}, for anchors and CSS classes. */
    public String slug() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }
}
