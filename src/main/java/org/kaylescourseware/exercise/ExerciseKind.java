package org.kaylescourseware.exercise;

import java.util.Locale;

/** The kinds of exercise the course asks, each answered by a generator in {@code exercise.kinds}. */
public enum ExerciseKind {
    GRUNDY_VALUE("Compute nim-values"),
    NIM_SUM("Compute a nim-sum"),
    WINNING_MOVES("Find every winning move"),
    OUTCOME("Classify the outcome"),
    PERIOD("Apply the period"),
    MISERE_VERSUS_NORMAL("Misère or normal play?"),
    MISERE_QUOTIENT("Read a misère outcome off the quotient"),
    MISERE_NIM_BOUTON("Play misère Nim by Bouton's rule"),
    MISERE_NIM_REDUCED_FORM("Give the reduced form"),
    PARTIZAN_REDUCTION("Reduce to single squares and dominoes"),
    PARTIZAN_OUTCOME("Who wins misère partizan Kayles?"),
    PARTIZAN_WINNING_MOVE("Win misère partizan Kayles");

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
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
