package org.kaylescourseware.misere.quotient;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;

/**
 * Marks, or checks, the P-portion of a trial monoid against the misère recursion on <em>every</em>
 * position made of heaps 1..n, in finitely many steps.
 *
 * <p>Why finitely many: the outcome of a position X depends on the set S(X) of images of its
 * options, and adding a heap h sends (Φ(X), S(X)) to (Φ(X)Φ(h), S(X)Φ(h) ∪ Φ(X)T(h)), where T(h)
 * are the images of the options of h. So the pairs (Φ(X), S(X)) form a finite automaton, and if at
 * every reachable pair "Φ(X) ∈ P" agrees with "S(X) is non-empty and misses P", then by induction
 * on the length of play Φ(X) ∈ P exactly when X is a misère P-position (Plambeck and Siegel,
 * "Misère quotients for impartial games", JCTA 115 (2008), the verification behind MisereSolver).
 * Pairs are visited in order of (total size, −number of heaps), which every option precedes, so
 * when a trial's P-portion is being marked each element's status comes from its first word.
 */
final class OutcomeMarking {

    static final byte UNKNOWN = -1;
    static final byte N = 0;
    static final byte P = 1;

    /** The most pairs one run may visit before the computation is refused as too large. */
    static final int MAX_PAIRS = 3_000_000;

    /** The most 64-bit words the option sets of one run may take together (160 MB). */
    static final long MAX_OPTION_WORDS = 20_000_000L;

    /** The result: consistent or not; the statuses; a position where the recursion failed. */
    record Result(boolean consistent, byte[] status, List<Integer> failure, BitSet reached, int pairs) {
    }

    record Pair(int element, BitSet options) {
    }

    record Move(int heap, int image, int[] optionImages) {
    }

    private OutcomeMarking() {
    }

    /**
     * Runs the automaton. {@code status} holds the statuses known in advance (UNKNOWN to mark them
     * from the first word) and is filled in. {@code image[h]} and {@code optionImages[h]} are Φ(h)
     * and T(h) for h = 1..n.
     */
    static Result run(TrialMonoid monoid, int[] image, int[][] optionImages, byte[] status) {
        List<Move> moves = distinctMoves(image, optionImages);
        Map<Pair, Integer> ids = new HashMap<>();
        List<Pair> pairs = new ArrayList<>();
        List<long[]> best = new ArrayList<>(); // key, parent, heap
        PriorityQueue<long[]> queue = new PriorityQueue<>((x, y) -> Long.compare(x[0], y[0]));
        Pair start = new Pair(0, new BitSet());
        ids.put(start, 0);
        pairs.add(start);
        best.add(new long[] {0, -1, 0});
        queue.add(new long[] {0, 0});
        BitSet done = new BitSet();
        BitSet reached = new BitSet();
        while (!queue.isEmpty()) {
            long[] top = queue.poll();
            int id = (int) top[1];
            if (done.get(id) || top[0] != best.get(id)[0]) {
                continue;
            }
            done.set(id);
            Pair pair = pairs.get(id);
            byte outcome = outcomeFromOptions(pair.options(), status);
            reached.set(pair.element());
            if (status[pair.element()] == UNKNOWN) {
                status[pair.element()] = outcome;
            } else if (status[pair.element()] != outcome) {
                return new Result(false, status, word(best, id), reached, pairs.size());
            }
            for (Move move : moves) {
                Pair next = follow(monoid, pair, move);
                long key = top[0] + move.heap() * 4096L - 1;
                Integer nextId = ids.get(next);
                if (nextId == null) {
                    requireRoom(pairs.size(), monoid.size());
                    nextId = pairs.size();
                    ids.put(next, nextId);
                    pairs.add(next);
                    best.add(new long[] {key, id, move.heap()});
                    queue.add(new long[] {key, nextId});
                } else if (key < best.get(nextId)[0]) {
                    best.set(nextId, new long[] {key, id, move.heap()});
                    queue.add(new long[] {key, nextId});
                }
            }
        }
        return new Result(true, status, List.of(), reached, pairs.size());
    }

    static void requireRoom(int pairs, int monoidSize) {
        if (pairs >= MAX_PAIRS || (long) pairs * (monoidSize / 64 + 1) > MAX_OPTION_WORDS) {
            throw new IllegalStateException("the misère quotient needs more than " + MAX_PAIRS
                    + " pairs (element, option set) to check; it is too large to compute at this heap bound");
        }
    }

    static byte outcomeFromOptions(BitSet options, byte[] status) {
        if (options.isEmpty()) {
            return N; // no move: in misère play the player to move has won
        }
        for (int s = options.nextSetBit(0); s >= 0; s = options.nextSetBit(s + 1)) {
            if (status[s] == UNKNOWN) {
                throw new IllegalStateException("an option's status was not known before its position");
            }
            if (status[s] == P) {
                return N;
            }
        }
        return P;
    }

    static Pair follow(TrialMonoid monoid, Pair pair, Move move) {
        int[] timesImage = monoid.column(move.image());
        if (timesImage == null) {
            return followSlowly(monoid, pair, move);
        }
        BitSet next = new BitSet();
        BitSet options = pair.options();
        for (int s = options.nextSetBit(0); s >= 0; s = options.nextSetBit(s + 1)) {
            next.set(timesImage[s]);
        }
        for (int t : move.optionImages()) {
            next.set(monoid.column(t)[pair.element()]);
        }
        return new Pair(timesImage[pair.element()], next);
    }

    private static Pair followSlowly(TrialMonoid monoid, Pair pair, Move move) {
        BitSet next = new BitSet();
        BitSet options = pair.options();
        for (int s = options.nextSetBit(0); s >= 0; s = options.nextSetBit(s + 1)) {
            next.set(monoid.product(s, move.image()));
        }
        for (int t : move.optionImages()) {
            next.set(monoid.product(pair.element(), t));
        }
        return new Pair(monoid.product(pair.element(), move.image()), next);
    }

    /** One move per distinct (Φ(h), T(h)), from its smallest heap; heaps with no options are inert. */
    private static List<Move> distinctMoves(int[] image, int[][] optionImages) {
        Map<String, Move> distinct = new LinkedHashMap<>();
        for (int h = 1; h < image.length; h++) {
            if (optionImages[h].length == 0) {
                continue;
            }
            int[] sorted = optionImages[h].clone();
            Arrays.sort(sorted);
            distinct.putIfAbsent(image[h] + ":" + Arrays.toString(sorted), new Move(h, image[h], sorted));
        }
        return new ArrayList<>(distinct.values());
    }

    private static List<Integer> word(List<long[]> best, int id) {
        List<Integer> heaps = new ArrayList<>();
        for (int at = id; best.get(at)[1] >= 0; at = (int) best.get(at)[1]) {
            heaps.add((int) best.get(at)[2]);
        }
        return heaps;
    }
}
