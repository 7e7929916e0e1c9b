package org.kaylescourseware.misere;

import org.kaylescourseware.game.Position;
import org.kaylescourseware.rules.ImpartialRule;

/**
 * Misère-play outcomes of sums of heaps by memoized search on multisets of heaps.
 * CONTRACT ONLY: the misère helper replaces this body; the signature is what the CLI calls.
 */
public final class MisereSearch {

    private MisereSearch() {
    }

    /**
     * The misère outcome of {@code position} under {@code rule}, with every winning move.
     *
     * @throws IllegalArgumentException when the position's total size exceeds {@code maxTotalSize},
     *         with a message that names both numbers
     */
    public static MisereAnalysis analyze(ImpartialRule rule, Position position, int maxTotalSize) {
        throw new UnsupportedOperationException("misère search is not implemented yet");
    }
}
