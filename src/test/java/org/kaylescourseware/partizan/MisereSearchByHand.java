package org.kaylescourseware.partizan;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.kaylescourseware.game.OutcomeClass;

/**
 * An independent route for the tests' claims modulo K: misère partizan Kayles (Left removes one
 * cell, Right two adjacent cells) searched straight from the rules with a memo of sorted strip
 * lists, sharing no code with the solver; {@link #equivalentAgainst} is the definition of
 * G ≡ H (mod K), o⁻(G + X) = o⁻(H + X), tried for every X up to a size.
 */
public final class MisereSearchByHand {

    private final Map<List<Integer>, Boolean> leftFirst = new HashMap<>();
    private final Map<List<Integer>, Boolean> rightFirst = new HashMap<>();

    /** The misère outcome class of the sum of strips. */
    public OutcomeClass outcome(List<Integer> strips) {
        List<Integer> key = normal(strips);
        return OutcomeClass.of(wins(key, true), wins(key, false));
    }

    /** Whether o⁻(G + X) = o⁻(H + X) for every position X of total size ≤ {@code testBound}. */
    public boolean equivalentAgainst(List<Integer> g, List<Integer> h, int testBound) {
        for (List<Integer> x : positionsUpTo(testBound)) {
            if (outcome(sum(g, x)) != outcome(sum(h, x))) {
                return false;
            }
        }
        return true;
    }

    /** Every sum of strips (each of at least one cell) of total size ≤ {@code total}, the empty one first. */
    public static List<List<Integer>> positionsUpTo(int total) {
        List<List<Integer>> all = new ArrayList<>();
        collect(new ArrayList<>(), total, total, all);
        return all;
    }

    private static void collect(List<Integer> prefix, int room, int largest, List<List<Integer>> all) {
        all.add(List.copyOf(prefix));
        for (int strip = Math.min(room, largest); strip >= 1; strip--) {
            prefix.add(strip);
            collect(prefix, room - strip, strip, all);
            prefix.remove(prefix.size() - 1);
        }
    }

    private boolean wins(List<Integer> strips, boolean leftToMove) {
        Map<List<Integer>, Boolean> memo = leftToMove ? leftFirst : rightFirst;
        Boolean known = memo.get(strips);
        if (known != null) {
            return known;
        }
        int width = leftToMove ? 1 : 2;
        boolean anyMove = false;
        boolean win = false;
        for (int s = 0; s < strips.size() && !win; s++) {
            int n = strips.get(s);
            for (int first = 0; first + width <= n && !win; first++) {
                anyMove = true;
                List<Integer> next = new ArrayList<>(strips);
                next.remove(s);
                next.add(first);
                next.add(n - first - width);
                win = !wins(normal(next), !leftToMove);
            }
        }
        boolean result = anyMove ? win : true; // misère: who cannot move wins
        memo.put(strips, result);
        return result;
    }

    private static List<Integer> sum(List<Integer> a, List<Integer> b) {
        List<Integer> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }

    private static List<Integer> normal(List<Integer> strips) {
        return strips.stream().filter(s -> s > 0).sorted().toList();
    }
}
