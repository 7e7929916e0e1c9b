package org.kaylescourseware.exercise;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.rules.HeapOption;
import org.kaylescourseware.rules.ImpartialRule;

/**
 * The independent route: plays the whole game tree of a position, with no Sprague–Grundy theory.
 * A position's Grundy value is the mex of the values of the positions one move leaves, taken over
 * whole positions (not heap by heap, so no nim-sums); a position is won by the player to move
 * (normal play) when some move leaves a lost position, and in misère play when there is no move
 * or some move leaves a misère-lost position. Exponential: only for small totals. One instance is
 * one explicit cache for one rule.
 */
final class GameTreeSearch {

    /** The largest total size searched; larger positions are checked by the plain recurrence. */
    static final int MAX_TOTAL = 30;

    private final ImpartialRule rule;
    // concurrent: the checks of every set drawn share one search per rule, from parallel threads too
    private final Map<Position, Integer> grundy = new ConcurrentHashMap<>();
    private final Map<Position, Boolean> misereWin = new ConcurrentHashMap<>();

    GameTreeSearch(ImpartialRule rule) {
        this.rule = rule;
    }

    static boolean canSearch(Position position) {
        return position.totalSize() <= MAX_TOTAL;
    }

    /** Every position one move leaves, one entry per (heap size, option); duplicates kept. */
    List<Position> options(Position position) {
        List<Position> after = new ArrayList<>();
        List<Integer> heaps = position.heaps();
        for (int i = 0; i < heaps.size(); i++) {
            if (i > 0 && heaps.get(i).equals(heaps.get(i - 1))) {
                continue;
            }
            for (HeapOption option : rule.options(heaps.get(i))) {
                after.add(position.replace(i, option.leaves()));
            }
        }
        return after;
    }

    /** The Grundy value of the whole position, by mex over its game tree. */
    int grundy(Position position) {
        requireSearchable(position);
        Integer known = grundy.get(position);
        if (known != null) {
            return known;
        }
        BitSet reached = new BitSet();
        for (Position next : options(position)) {
            reached.set(grundy(next));
        }
        int value = reached.nextClearBit(0);
        grundy.put(position, value);
        return value;
    }

    /** Whether the player to move wins under normal play (the last player to move wins). */
    boolean normalWin(Position position) {
        return grundy(position) != 0;
    }

    /** Whether the player to move wins under misère play (the last player to move loses). */
    boolean misereWin(Position position) {
        requireSearchable(position);
        Boolean known = misereWin.get(position);
        if (known != null) {
            return known;
        }
        List<Position> next = options(position);
        boolean win = next.isEmpty();
        for (int i = 0; i < next.size() && !win; i++) {
            win = !misereWin(next.get(i));
        }
        misereWin.put(position, win);
        return win;
    }

    private static void requireSearchable(Position position) {
        if (!canSearch(position)) {
            throw new IllegalArgumentException("position " + position + " has total size " + position.totalSize()
                    + "; the game-tree search takes at most " + MAX_TOTAL);
        }
    }
}
