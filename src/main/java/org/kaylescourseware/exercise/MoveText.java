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
        String from = heap(move, rows);
        String what = move.remove() == 0
                ? "split " + from + " into " + parts(move.leaves(), rows)
                : "from " + from + " take " + move.remove() + ", leaving " + left(move.leaves(), rows);
        return what + " (position " + rows.math(move.after()) + ")";
    }

    /**
     * The move named by {@code noun} inside a sentence, e.g. {@code the move that takes 1 from \(K_{4}\) and leaves
     * \(K_{3}\) (position \(K_{4} + K_{3}\))}, or {@code the reply that splits \(K_{4}\) into \(K_{3} + K_{1}\) (position ...)}:
     * {@link #of} is an instruction, which reads after a colon but not after "After" (the sixth referee, point 22).
     */
    public static String described(String noun, HeapMove move, RowNotation rows) {
        String from = heap(move, rows);
        String what = move.remove() == 0
                ? "splits " + from + " into " + parts(move.leaves(), rows)
                : "takes " + move.remove() + " from " + from + " and leaves " + left(move.leaves(), rows);
        return noun + " that " + what + " (position " + rows.math(move.after()) + ")";
    }

    /** Several moves, separated by semicolons; "none" when empty. */
    public static String all(List<HeapMove> moves, RowNotation rows) {
        if (moves.isEmpty()) {
            return "none";
        }
        return String.join("; ", moves.stream().map(m -> of(m, rows)).toList());
    }

    /** The heap or row a move is made in. */
    private static String heap(HeapMove move, RowNotation rows) {
        return rows.numerals() ? "the heap of " + move.heap() : rows.rowMath(move.heap());
    }

    /** What a move leaves of the row it is made in. */
    private static String left(List<Integer> leaves, RowNotation rows) {
        return leaves.isEmpty() ? "nothing of it" : parts(leaves, rows);
    }

    private static String parts(List<Integer> leaves, RowNotation rows) {
        return rows.numerals() ? String.join(" and ", leaves.stream().map(String::valueOf).toList())
                : MathText.math(rows.tex(leaves));
    }
}
