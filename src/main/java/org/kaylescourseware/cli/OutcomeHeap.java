package org.kaylescourseware.cli;

import java.util.List;
import org.kaylescourseware.game.Partitions;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.rules.ImpartialRule;

/**
 * The heap the {@code outcome} command's computations take, estimated before they start so that
 * a position too large for the heap is refused in one line instead of running out of memory.
 * The constants were measured with {@code -Xmx} just large enough (see the README's limits).
 */
final class OutcomeHeap {

    /**
     * Grundy values and their period search, per heap size up to the largest heap, and one option
     * of a heap, listed while the winning moves are looked for (with the winning moves kept).
     * Measured with -Xmx just large enough (serial collector), normal play needed 295 MB for a
     * Kayles heap of 3·10^6 (3·10^6 options), 166 MB for Dawson's Kayles (1.5·10^6 options) and
     * 225 MB for Nim: about 8 bytes a value and 86 an option. The constants leave some room.
     */
    static final long BYTES_PER_VALUE = 12;

    /** See {@link #BYTES_PER_VALUE}. */
    static final long BYTES_PER_OPTION = 100;

    /** One position the misère search memoizes: measured 126 MB for Kayles' 1,089,659 positions up to 60 tokens. */
    static final long BYTES_PER_SEARCHED_POSITION = 128;

    /**
     * The most a misère quotient computation takes: its own caps (trial monoids, pairs) are met
     * within a 128 MB heap for the games that pass them (0.07, 0.137, 0.16), Kayles needs far less.
     */
    static final long QUOTIENT_BYTES = 160L << 20;

    /** What the JVM, picocli and the output need whatever the question. */
    static final long BASE_BYTES = 16L << 20;

    private OutcomeHeap() {
    }

    /** Normal play: the values g(0..largest heap), then every option of each distinct heap. */
    static long normalPlay(ImpartialRule rule, Position position) {
        long largest = position.heaps().isEmpty() ? 0 : position.heaps().get(0);
        return BASE_BYTES + BYTES_PER_VALUE * (largest + 1) + BYTES_PER_OPTION * optionsOfDistinctHeaps(rule, position);
    }

    /** Reading the winning moves off a misère quotient: every option of each distinct heap. */
    static long quotientMoves(ImpartialRule rule, Position position) {
        return BASE_BYTES + BYTES_PER_OPTION * optionsOfDistinctHeaps(rule, position);
    }

    /**
     * The misère search: it memoizes positions reachable from the start, each a multiset of
     * heaps with no more tokens, so at most p(0) + ... + p(total) of them (p the partition
     * numbers); when no move splits a heap, each heap only shrinks: at most the product of
     * (heap + 1). Measured: 4.777 from a heap of 40 reaches 214,303 of the 215,308 partitions.
     */
    static long misereSearch(ImpartialRule rule, Position position) {
        long positions = partitionsUpTo(position.totalSize());
        if (!rule.splitsAny()) {
            long product = 1;
            for (int heap : position.heaps()) {
                product = product > positions / (heap + 1) ? positions : product * (heap + 1);
            }
            positions = Math.min(positions, product);
        }
        return BASE_BYTES + BYTES_PER_SEARCHED_POSITION * positions;
    }

    /**
     * How many options the heaps of distinct sizes have, at most: per digit of a rule with a
     * removal bound, one that leaves nothing (bit 1), one that leaves a heap (bit 2) and h/2 + 1
     * that split it (bit 4); without a bound (Nim), a heap h has h.
     */
    static long optionsOfDistinctHeaps(ImpartialRule rule, Position position) {
        long options = 0;
        List<Integer> heaps = position.heaps();
        for (int i = 0; i < heaps.size(); i++) {
            if (i > 0 && heaps.get(i).equals(heaps.get(i - 1))) {
                continue;
            }
            long h = heaps.get(i);
            if (rule.removalBound().isPresent()) {
                for (int k = 0; k <= rule.removalBound().getAsInt(); k++) {
                    int digit = rule.digit(k);
                    options += (digit & 1) + (digit >> 1 & 1) + ((digit & 4) != 0 ? h / 2 + 1 : 0);
                }
            } else {
                options += h;
            }
        }
        return options;
    }

    /** p(0) + p(1) + ... + p(n), saturating at Long.MAX_VALUE (it passes 2^63 near n = 400). */
    static long partitionsUpTo(int n) {
        return n > 400 ? Long.MAX_VALUE : Partitions.countUpTo(n, n);
    }
}
