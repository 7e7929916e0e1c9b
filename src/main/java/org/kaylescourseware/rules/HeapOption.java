package org.kaylescourseware.rules;

import java.util.List;

/**
 * One way a single heap may change in a move: {@code remove} tokens go and the heaps in
 * {@code leaves} (zero, one or two, each non-empty, in descending order) stay behind.
 */
public record HeapOption(int remove, List<Integer> leaves) {
    public HeapOption {
        leaves = List.copyOf(leaves);
    }
}
