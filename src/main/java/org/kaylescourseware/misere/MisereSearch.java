package org.kaylescourseware.misere;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.impartial.HeapMove;
import org.kaylescourseware.rules.HeapOption;
import org.kaylescourseware.rules.ImpartialRule;

/**
 * Misère-play outcomes of sums of heaps by memoized search on multisets of heaps.
 *
 * <p>In misère play the player who cannot move wins, so a position is a P-position exactly when it
 * has at least one move and every move leads to an N-position. Positions are memoized as sorted
 * multisets; equal pairs of heaps are <em>not</em> cancelled, since the normal-play rule
 * {@code G + G = 0} fails in misère play (in misère Nim {@code 2+2} is a P-position while the
 * empty position is an N-position). One instance is one explicit cache for one rule and one size bound; reuse it to
 * share work between positions.
 */
public final class MisereSearch {

    private final ImpartialRule rule;
    private final int maxTotalSize;
    private final Map<HeapMultiset, Boolean> misereP = new HashMap<>();
    private final List<List<HeapOption>> optionsByHeap = new ArrayList<>();

    /** A search for {@code rule} that accepts positions of total size up to {@code maxTotalSize}. */
    public MisereSearch(ImpartialRule rule, int maxTotalSize) {
        if (rule == null) {
            throw new IllegalArgumentException("a misère search needs a rule, got null");
        }
        if (maxTotalSize < 0) {
            throw new IllegalArgumentException("the size bound of a misère search must be >= 0, got "
                    + maxTotalSize);
        }
        this.rule = rule;
        this.maxTotalSize = maxTotalSize;
    }

    /**
     * The misère outcome of {@code position} under {@code rule}, with every winning move.
     *
     * @throws IllegalArgumentException when the position's total size exceeds {@code maxTotalSize},
     *         with a message that names both numbers
     */
    public static MisereAnalysis analyze(ImpartialRule rule, Position position, int maxTotalSize) {
        return new MisereSearch(rule, maxTotalSize).analyze(position);
    }

    /** The misère outcome of {@code position} with every winning move, one per distinct move. */
    public MisereAnalysis analyze(Position position) {
        OutcomeClass outcome = outcome(position);
        List<HeapMove> winning = new ArrayList<>();
        for (HeapMove move : moves(position)) {
            if (outcome(move.after()) == OutcomeClass.P) {
                winning.add(move);
            }
        }
        return new MisereAnalysis(position, outcome, winning);
    }

    /** The misère outcome class of {@code position}: P or N. */
    public OutcomeClass outcome(Position position) {
        requireWithinBound(position);
        return isP(HeapMultiset.of(position)) ? OutcomeClass.P : OutcomeClass.N;
    }

    /** Every move of {@code position}, one per distinct (heap size, remove, leaves). */
    public List<HeapMove> moves(Position position) {
        requireWithinBound(position);
        List<HeapMove> moves = new ArrayList<>();
        List<Integer> heaps = position.heaps();
        for (int i = 0; i < heaps.size(); i++) {
            if (i > 0 && heaps.get(i).equals(heaps.get(i - 1))) {
                continue; // equal heaps have the same moves
            }
            for (HeapOption option : options(heaps.get(i))) {
                moves.add(new HeapMove(heaps.get(i), option.remove(), option.leaves(),
                        position.replace(i, option.leaves())));
            }
        }
        return moves;
    }

    /** How many positions the cache holds. */
    public int cachedPositions() {
        return misereP.size();
    }

    public ImpartialRule rule() {
        return rule;
    }

    public int maxTotalSize() {
        return maxTotalSize;
    }

    private void requireWithinBound(Position position) {
        if (position.totalSize() > maxTotalSize) {
            throw new IllegalArgumentException("position " + position + " has total size "
                    + position.totalSize() + ", above the misère search bound " + maxTotalSize
                    + "; raise the bound to at least " + position.totalSize()
                    + " (the search is exponential in the total size) or use a misère quotient");
        }
    }

    private boolean isP(HeapMultiset position) {
        Boolean known = misereP.get(position);
        if (known != null) {
            return known;
        }
        boolean hasMove = false;
        boolean p = true;
        int[] heaps = position.heaps();
        for (int i = 0; i < heaps.length && p; i++) {
            if (i > 0 && heaps[i] == heaps[i - 1]) {
                continue;
            }
            for (HeapOption option : options(heaps[i])) {
                hasMove = true;
                if (isP(position.replace(i, option.leaves()))) {
                    p = false;
                    break;
                }
            }
        }
        boolean result = hasMove && p;
        misereP.put(position, result);
        return result;
    }

    private List<HeapOption> options(int heap) {
        while (optionsByHeap.size() <= heap) {
            optionsByHeap.add(rule.options(optionsByHeap.size()));
        }
        return optionsByHeap.get(heap);
    }

    /** A position as a sorted array of non-empty heaps: the memo key. */
    private record HeapMultiset(int[] heaps) {

        static HeapMultiset of(Position position) {
            return new HeapMultiset(position.heaps().stream().mapToInt(Integer::intValue).sorted().toArray());
        }

        HeapMultiset replace(int index, List<Integer> leaves) {
            int[] next = new int[heaps.length - 1 + leaves.size()];
            int k = 0;
            for (int i = 0; i < heaps.length; i++) {
                if (i != index) {
                    next[k++] = heaps[i];
                }
            }
            for (int leaf : leaves) {
                next[k++] = leaf;
            }
            Arrays.sort(next);
            return new HeapMultiset(next);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof HeapMultiset other && Arrays.equals(heaps, other.heaps);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(heaps);
        }

        @Override
        public String toString() {
            return Arrays.toString(heaps);
        }
    }
}
