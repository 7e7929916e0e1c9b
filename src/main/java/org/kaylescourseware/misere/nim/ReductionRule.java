package org.kaylescourseware.misere.nim;

/**
 * The three replacement rules of Definition 5 of "Misère equivalence classes of Nim positions"
 * (INTEGERS 16, 2016), in the order they are applied.
 */
public enum ReductionRule {
    /** Rule 1, repeated until at most one heap is odd. */
    PAIR_OF_ODD_HEAPS("1", "If there are at least two odd-sized heaps, replace the lowest pair of them "
            + "with heaps of size one less. Repeat this until there is at most one odd-sized heap."),
    /** Rule 2, applied at most once. */
    ODD_HEAP_TO_LARGEST("2", "If there is an odd-sized heap, and it is not the largest heap, replace "
            + "the odd-sized heap with a heap of size one less and replace one of the largest heaps with "
            + "a heap of size one greater."),
    /** Rule 3. */
    DELETE_EMPTY_HEAPS("3", "Delete all empty heaps.");

    private final String label;
    private final String statement;

    ReductionRule(String label, String statement) {
        this.label = label;
        this.statement = statement;
    }

    /** The rule's number in Definition 5, such as {@code 2}. */
    public String label() {
        return label;
    }

    /** The rule as Definition 5 states it. */
    public String statement() {
        return statement;
    }
}
