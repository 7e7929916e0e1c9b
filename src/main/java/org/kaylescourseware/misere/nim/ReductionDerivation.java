package org.kaylescourseware.misere.nim;

import java.util.List;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.misere.HeapSequence;

/**
 * The derivation of a Nim position's reduced form (Definition 5): the rules applied in turn,
 * ending in the reduced form. A position already in reduced form has no steps.
 */
public record ReductionDerivation(Position start, List<ReductionStep> steps, Position reducedForm) {

    public ReductionDerivation {
        steps = List.copyOf(steps);
    }

    /** Whether the start already is in reduced form (no rule applies). */
    public boolean startIsReduced() {
        return steps.isEmpty();
    }

    /** The derivation on one line: {@code (1, 2, 3) →1 (0, 2, 2) →3 (2, 2)}, each arrow with its rule. */
    public String chain() {
        StringBuilder sb = new StringBuilder(HeapSequence.of(start).toString());
        for (ReductionStep step : steps) {
            sb.append(" →").append(step.rule().label()).append(' ').append(step.after());
        }
        return sb.toString();
    }
}
