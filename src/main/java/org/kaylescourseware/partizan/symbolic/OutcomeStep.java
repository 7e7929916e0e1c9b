package org.kaylescourseware.partizan.symbolic;

import java.util.List;
import java.util.Optional;
import org.kaylescourseware.game.OutcomeClass;

/**
 * One row of a symbolic outcome proof: a family of positions (a region of k and j, and a class of
 * d = k − j), each player's option with the class its difference falls in and the outcomes the
 * statement gives there, and the outcome these imply, compared with the stated one.
 */
public record OutcomeStep(String region, String statedCase, DifferenceClass difference, Optional<Reply> left,
        Optional<Reply> right, OutcomeClass derived, OutcomeClass stated, boolean determined) {

    /** An option: how it is written, the shift of d it makes, where d lands and the outcomes there. */
    public record Reply(String option, int shift, DifferenceClass lands, List<OutcomeClass> outcomes) {
        public Reply {
            outcomes = List.copyOf(outcomes);
        }
    }

    public boolean holds() {
        return determined && derived == stated;
    }

    /** The row as a check: the stated outcome against the one the options' outcomes give. */
    public SymbolicCheck check() {
        return SymbolicCheck.condition(region + ", " + difference, stated + "⁻", derived + "⁻",
                "the stated outcome against the outcome the options' stated outcomes give by the misère rule",
                holds(), determined ? "the options give " + derived + "⁻" : "an option's class is not determined");
    }
}
