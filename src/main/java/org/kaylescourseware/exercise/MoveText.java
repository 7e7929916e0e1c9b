package org.kaylescourseware.exercise;

import java.util.List;
import org.kaylescourseware.impartial.HeapMove;

/** Moves written out in words, the same way on every page, with positions as {@link RowNotation} writes them. */
public final class MoveText {

    private MoveText() {
    }

    /**
     * E.g. {@code from \(K_{7}\) take 2, leaving \(K_{3} + K_{2}\) (position \(K_{5} + K_{3} + K_{2}\))}, and in
     * Nim's notation {@code from the heap of 7 take 2, leaving 5 (position \(5 + 5\))}; a move that removes
     * nothing (digit 4 in place 0, as in 4.7) is a split: {@code split \(K_{4}\) into \(K_{3} + K_{1}\)}.
     */
    public static String of(HeapMove move, RowNotation rows) {
        String from = rows.numerals() ? "the heap of " + move.heap() : rows.rowMath(move.heap());
        String what = move.remove() == 0
                ? "split " + from + " into " + parts(move.leaves(), rows)
                : "from " + from + " take " + move.remove() + ", " + leaves(move.leaves(), rows);
        return what + " (position " + rows.math(move.after()) + ")";
    }

    /** Several moves, separated by semicolons; "none" when empty. */
    public static String all(List<HeapMove> moves, RowNotation rows) {
        if (moves.isEmpty()) {
            return "none";
        }
        return String.join("; ", moves.stream().map(m -> of(m, rows)).toList());
    }

    private static String leaves(List<Integer> leaves, RowNotation rows) {
        return leaves.isEmpty() ? "leaving nothing of it" : "leaving " + parts(leaves, rows);
    }

    private static String parts(List<Integer> leaves, RowNotation rows) {
        return rows.numerals() ? String.join(" and ", leaves.stream().map(String::valueOf).toList())
                : MathText.math(rows.tex(leaves));
    }
}
