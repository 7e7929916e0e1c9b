package org.kaylescourseware.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * The rules of an impartial heap game: what one heap may become in one move. A position is a sum
 * of heaps and a move changes exactly one heap.
 *
 * <p>A rule answers in the terms of take-and-break games (Winning Ways, ch. 4; CGSuite's heap
 * rulesets): the digit of removing k tokens, the bound on k if there is one, and whether heaps
 * split. Every caller asks these questions and none asks which class a rule is, so a new kind of
 * rule is one new class implementing {@link #digit} and {@link #removalBound}.
 */
public interface ImpartialRule {

    /** The canonical text of the rule: an octal code such as {@code 0.77}, or {@code nim}. */
    String code();

    /**
     * The digit of removing {@code k} tokens, as in an octal code: bit 1, a whole heap of exactly
     * k may go; bit 2, one non-empty heap may stay; bit 4, two non-empty heaps may stay. For
     * {@code k = 0} only bit 4 means anything (split a heap without removing). 0 past the rule.
     */
    int digit(int k);

    /**
     * t, the most tokens one move removes, when there is such a bound: the octal periodicity
     * theorem (Guy and Smith 1956) needs it to certify a period. Nim has none.
     */
    OptionalInt removalBound();

    /**
     * Whether the options of a heap of n are exactly the single heaps 0..n−1 (Nim): then g(n) is a
     * running mex of all earlier values, computed in linear time.
     */
    default boolean optionsAreEverySmallerHeap() {
        return false;
    }

    /**
     * Whether every move removes adjacent tokens from a row, as {@link #removals} lists them: the
     * rule has a removal bound and no move splits a row without removing (digit 0 is 0).
     */
    default boolean playsOnARow() {
        return removalBound().isPresent() && digit(0) == 0;
    }

    /** Whether removing {@code k} tokens may take a whole heap of exactly k (bit 1 of digit k). */
    default boolean removesWhole(int k) {
        return k > 0 && (digit(k) & 1) != 0;
    }

    /** Whether removing {@code k} tokens may leave one non-empty heap (bit 2 of digit k). */
    default boolean leavesOne(int k) {
        return k > 0 && (digit(k) & 2) != 0;
    }

    /** Whether removing {@code k} tokens may leave two non-empty heaps (bit 4 of digit k). */
    default boolean splits(int k) {
        return (digit(k) & 4) != 0;
    }

    /**
     * Whether some move splits a heap in two: a "take-and-break" rather than a subtraction game.
     * A rule without a removal bound must say so itself.
     */
    default boolean splitsAny() {
        int t = removalBound().orElseThrow(() -> new IllegalStateException(code() + " has no removal bound"));
        for (int k = 0; k <= t; k++) {
            if (splits(k)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Hands every distinct option of a heap of size {@code heap} (distinct (remove, leaves) pairs)
     * to {@code consumer}, by the number of tokens removed and then by the larger heap left. The
     * one definition of the moves: everything else is built on it.
     */
    default void forEachOption(int heap, OptionConsumer consumer) {
        int last = Math.min(removalBound().orElse(heap), heap);
        for (int k = 0; k <= last; k++) {
            int rest = heap - k;
            if (removesWhole(k) && rest == 0) {
                consumer.accept(k, 0, 0);
            }
            if (leavesOne(k) && rest > 0) {
                consumer.accept(k, rest, 0);
            }
            if (splits(k)) {
                for (int small = 1; small <= rest / 2; small++) {
                    consumer.accept(k, rest - small, small);
                }
            }
        }
    }

    /** Every distinct option of a heap of size {@code heap}, as values. */
    default List<HeapOption> options(int heap) {
        List<HeapOption> options = new ArrayList<>();
        forEachOption(heap, (remove, larger, smaller) -> options.add(new HeapOption(remove,
                larger == 0 ? List.of() : smaller == 0 ? List.of(larger) : List.of(larger, smaller))));
        return options;
    }

    /**
     * Whether removing {@code k} adjacent tokens from a row may leave {@code left} and
     * {@code right} tokens beside them (Winning Ways, ch. 4).
     */
    default boolean isLegal(int k, int left, int right) {
        if (k < 1) {
            return false;
        }
        if (left == 0 && right == 0) {
            return removesWhole(k);
        }
        return left == 0 || right == 0 ? leavesOne(k) : splits(k);
    }

    /**
     * Every legal removal of adjacent tokens from a row of {@code heap}, by where it starts
     * (first token 1, 2, …) and then by how many it takes: the moves as a source that numbers
     * tokens lists them, e.g. removing tokens k and k + 1 for k = 1, …, n − 1 in Dawson's Kayles.
     */
    default List<TokenRemoval> removals(int heap) {
        int t = removalBound().orElse(heap);
        List<TokenRemoval> removals = new ArrayList<>();
        for (int first = 1; first <= heap; first++) {
            for (int k = 1; k <= t && first + k - 1 <= heap; k++) {
                int left = first - 1;
                int right = heap - left - k;
                if (isLegal(k, left, right)) {
                    removals.add(new TokenRemoval(first, k, left, right));
                }
            }
        }
        return removals;
    }

    /** Parses {@code nim} or an octal code. */
    static ImpartialRule parse(String text) {
        if (text != null && text.trim().equalsIgnoreCase("nim")) {
            return Nim.INSTANCE;
        }
        return OctalGame.parse(text);
    }
}
