package org.kaylescourseware.cli;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Partizan Kayles by the definition, for checking the command: Left removes one cell of a strip,
 * Right two adjacent cells; under misère play a player with no move wins. A plain memo on sorted
 * strip lists, nothing shared with the solver.
 */
final class NaiveStrips {

    private final boolean misere;
    private final Map<String, Boolean> memo = new HashMap<>();

    NaiveStrips(boolean misere) {
        this.misere = misere;
    }

    static List<Integer> parse(String position) {
        List<Integer> strips = new ArrayList<>();
        for (String part : position.split("\\+")) {
            strips.add(Integer.parseInt(part));
        }
        return strips;
    }

    /** The strips after removing {@code width} cells starting {@code offset} cells into a strip of {@code strip}. */
    static List<Integer> play(List<Integer> strips, int strip, int offset, int width) {
        List<Integer> after = new ArrayList<>(strips);
        after.remove(Integer.valueOf(strip));
        after.add(offset);
        after.add(strip - offset - width);
        after.removeIf(n -> n == 0);
        after.sort(null);
        return after;
    }

    boolean winsMovingFirst(List<Integer> strips, boolean left) {
        List<Integer> sorted = new ArrayList<>(strips);
        sorted.sort(null);
        String key = sorted + (left ? "L" : "R");
        Boolean known = memo.get(key);
        if (known != null) {
            return known;
        }
        int width = left ? 1 : 2;
        boolean hasMove = false;
        boolean wins = false;
        for (int strip : new HashSet<>(sorted)) {
            for (int offset = 0; offset + width <= strip; offset++) {
                hasMove = true;
                if (!winsMovingFirst(play(sorted, strip, offset, width), !left)) {
                    wins = true;
                }
            }
        }
        boolean result = hasMove ? wins : misere;
        memo.put(key, result);
        return result;
    }

    String outcome(List<Integer> strips) {
        boolean left = winsMovingFirst(strips, true);
        boolean right = winsMovingFirst(strips, false);
        return left && right ? "N" : left ? "L" : right ? "R" : "P";
    }

    /** Winning first moves of one player, a move and its mirror image counted once. */
    int winningMovesUpToMirror(List<Integer> strips, boolean left) {
        int width = left ? 1 : 2;
        Set<List<Integer>> seen = new HashSet<>();
        for (int strip : new HashSet<>(strips)) {
            for (int offset = 0; offset + width <= strip; offset++) {
                int mirror = strip - offset - width;
                if (!winsMovingFirst(play(strips, strip, offset, width), !left)) {
                    seen.add(List.of(strip, Math.min(offset, mirror)));
                }
            }
        }
        return seen.size();
    }
}
