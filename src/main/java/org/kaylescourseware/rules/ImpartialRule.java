package org.kaylescourseware.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * The rules of an impartial heap game: what one heap may become in one move. A position is a sum
 * of heaps and a move changes exactly one heap.
 */
public sealed interface ImpartialRule permits OctalGame, Nim {

    /**
     * Hands every distinct option of a heap of size {@code heap} (distinct (remove, leaves) pairs)
     * to {@code consumer}, in the order {@link #options(int)} lists them. The one definition of the
     * moves: everything else is built on it.
     */
    void forEachOption(int heap, OptionConsumer consumer);

    /** Every distinct option of a heap of size {@code heap}, as values. */
    default List<HeapOption> options(int heap) {
        List<HeapOption> options = new ArrayList<>();
        forEachOption(heap, (remove, larger, smaller) -> options.add(new HeapOption(remove,
                larger == 0 ? List.of() : smaller == 0 ? List.of(larger) : List.of(larger, smaller))));
        return options;
    }

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
