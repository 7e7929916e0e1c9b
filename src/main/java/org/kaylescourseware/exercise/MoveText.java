package org.kaylescourseware.exercise;

import java.util.List;
import org.kaylescourseware.impartial.HeapMove;

/** Moves written out in words, the same way on every page. */
public final class MoveText {

    private MoveText() {
    }

    /**
     * E.g. {@code from the heap of 7 take 2, leaving 3 and 2 (position 5 + 3 + 2)}; a move that removes
     * nothing (digit 4 in place 0, as in 4.7) is a split: {@code split the heap of 4 into 3 and 1}.
     */
    public static String of(HeapMove move) {
        String what = move.remove() == 0
                ? "split the heap of " + move.heap() + " into " + move.leaves().get(0) + " and " + move.leaves().get(1)
                : "from the heap of " + move.heap() + " take " + move.remove() + ", " + leaves(move.leaves());
        return what + " (position " + Notation.sum(move.after()) + ")";
    }

    /** Several moves, separated by semicolons; "none" when empty. */
    public static String all(List<HeapMove> moves) {
        if (moves.isEmpty()) {
            return "none";
        }
        return String.join("; ", moves.stream().map(MoveText::of).toList());
    }

    private static String leaves(List<Integer> leaves) {
        return switch (leaves.size()) {
            case 0 -> "leaving nothing of it";
            case 1 -> "leaving " + leaves.get(0);
            default -> "leaving " + leaves.get(0) + " and " + leaves.get(1);
        };
    }
}
