package org.kaylescourseware.impartial;

import java.util.List;
import org.kaylescourseware.game.Position;

/**
 * A move in a sum of heaps: from one heap of size {@code heap}, {@code remove} tokens go and the
 * heaps {@code leaves} stay; {@code after} is the whole position that results.
 */
public record HeapMove(int heap, int remove, List<Integer> leaves, Position after) {
    public HeapMove {
        leaves = List.copyOf(leaves);
    }
}
