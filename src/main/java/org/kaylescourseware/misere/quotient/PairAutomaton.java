package org.kaylescourseware.misere.quotient;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The automaton of pairs (Φ(X), S(X)) of {@link OutcomeMarking} for a quotient whose P-portion is
 * known, grown one heap at a time. Trying to send a new heap to an element adds the pairs that the
 * new heap reaches and checks the misère recursion on each; on failure the new pairs are dropped
 * again, so each candidate costs only the pairs it adds.
 */
final class PairAutomaton {

    private final TrialMonoid monoid;
    private final byte[] status;
    private final List<OutcomeMarking.Pair> pairs = new ArrayList<>();
    private final Map<OutcomeMarking.Pair, Integer> ids = new HashMap<>();
    private final List<OutcomeMarking.Move> moves = new ArrayList<>();
    private final Set<String> moveKeys = new HashSet<>();

    /** The automaton of heaps 1..n for a checked quotient (monoid, status, image, optionImages). */
    PairAutomaton(TrialMonoid monoid, byte[] status, int[] image, int[][] optionImages) {
        this.monoid = monoid;
        this.status = status;
        OutcomeMarking.Pair start = new OutcomeMarking.Pair(0, new BitSet());
        ids.put(start, 0);
        pairs.add(start);
        for (int h = 1; h < image.length; h++) {
            if (!tryAdd(h, image[h], optionImages[h])) {
                throw new IllegalStateException("the quotient so far fails the misère recursion at heap " + h);
            }
        }
    }

    /**
     * Adds heap {@code heap} as the element {@code image} with option images {@code optionImages}
     * when every position that then becomes reachable obeys the misère recursion.
     */
    boolean tryAdd(int heap, int image, int[] optionImages) {
        if (optionImages.length == 0) {
            return image == 0; // a heap without moves is the game 0
        }
        int[] sorted = optionImages.clone();
        Arrays.sort(sorted);
        String key = image + ":" + Arrays.toString(sorted);
        if (moveKeys.contains(key)) {
            return true;
        }
        OutcomeMarking.Move move = new OutcomeMarking.Move(heap, image, sorted);
        int oldSize = pairs.size();
        moves.add(move);
        boolean consistent = closeUnder(move, oldSize);
        if (consistent) {
            moveKeys.add(key);
            return true;
        }
        moves.remove(moves.size() - 1);
        for (int i = pairs.size() - 1; i >= oldSize; i--) {
            ids.remove(pairs.remove(i));
        }
        return false;
    }

    /** Applies the new move to the old pairs and every move to the new pairs, checking each new pair. */
    private boolean closeUnder(OutcomeMarking.Move move, int oldSize) {
        for (int i = 0; i < oldSize; i++) {
            if (!visit(OutcomeMarking.follow(monoid, pairs.get(i), move))) {
                return false;
            }
        }
        for (int at = oldSize; at < pairs.size(); at++) {
            for (OutcomeMarking.Move m : moves) {
                if (!visit(OutcomeMarking.follow(monoid, pairs.get(at), m))) {
                    return false;
                }
            }
        }
        return true;
    }

    private boolean visit(OutcomeMarking.Pair pair) {
        if (ids.containsKey(pair)) {
            return true;
        }
        OutcomeMarking.requireRoom(pairs.size(), monoid.size());
        ids.put(pair, pairs.size());
        pairs.add(pair);
        return status[pair.element()] == OutcomeMarking.outcomeFromOptions(pair.options(), status);
    }
}
