package org.kaylescourseware.misere;

import org.kaylescourseware.game.GameTree;

/**
 * The answer of a recursive misère test with its reason: when the relation fails, the condition
 * of the theorem that fails (its number, such as {@code "3"}), a sentence, and the option the failing
 * condition is about ({@code witness}; null when the condition concerns no option).
 */
public record EquivalenceVerdict(boolean holds, String condition, String reason, GameTree witness) {

    static EquivalenceVerdict holds(String reason) {
        return new EquivalenceVerdict(true, "", reason, null);
    }

    static EquivalenceVerdict fails(String condition, String reason) {
        return new EquivalenceVerdict(false, condition, reason, null);
    }

    static EquivalenceVerdict fails(String condition, String reason, GameTree witness) {
        return new EquivalenceVerdict(false, condition, reason, witness);
    }
}
