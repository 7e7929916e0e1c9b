package org.kaylescourseware.partizan;

import org.kaylescourseware.game.OutcomeClass;

/**
 * The partial order of outcome classes from Left's point of view (Milley 2015, Figure 2):
 * L above P and N, both above R; P and N are incomparable.
 */
public final class OutcomeOrder {

    private OutcomeOrder() {
    }

    /** Whether {@code a} is at least as good for Left as {@code b}. */
    public static boolean atLeast(OutcomeClass a, OutcomeClass b) {
        return a == b || a == OutcomeClass.L || b == OutcomeClass.R;
    }
}
