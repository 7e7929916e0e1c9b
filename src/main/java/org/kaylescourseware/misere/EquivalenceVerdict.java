package org.kaylescourseware.misere;

/**
 * The answer of a recursive misère test with its reason: when the relation fails, the condition
 * of the theorem that fails (such as {@code "(iii)"}) and the options involved.
 */
public record EquivalenceVerdict(boolean holds, String condition, String reason) {

    static EquivalenceVerdict holds(String reason) {
        return new EquivalenceVerdict(true, "", reason);
    }

    static EquivalenceVerdict fails(String condition, String reason) {
        return new EquivalenceVerdict(false, condition, reason);
    }
}
