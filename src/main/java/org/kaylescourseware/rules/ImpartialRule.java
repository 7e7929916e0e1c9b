package org.kaylescourseware.rules;

import java.util.List;

/**
 * The rules of an impartial heap game: what one heap may become in one move. A position is a sum
 * of heaps and a move changes exactly one heap.
 */
public sealed interface ImpartialRule permits OctalGame, Nim {

    /** Every distinct option of a heap of size {@code heap}: distinct (remove, leaves) pairs. */
    List<HeapOption> options(int heap);

    /** The canonical text of the rule: an octal code such as {@code 0.77}, or {@code nim}. */
    String code();

    /** Parses {@code nim} or an octal code. */
    static ImpartialRule parse(String text) {
        if (text != null && text.trim().equalsIgnoreCase("nim")) {
            return Nim.INSTANCE;
        }
        return OctalGame.parse(text);
    }
}
