package org.kaylescourseware.exercise;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.impartial.HeapMove;
import org.kaylescourseware.rules.HeapOption;
import org.kaylescourseware.rules.ImpartialRule;

/**
 * The tests' own route to the truth, sharing no code with the generators or their checks: a
 * position is a sorted list of heap sizes, moves are made heap by heap straight from the rule,
 * and the value of a position is the mex over its whole game tree (normal play) or the plain
 * win/lose recursion (misère play).
 */
public final class NaiveGame {

    private final ImpartialRule rule;
    private final Map<List<Integer>, Integer> grundy = new HashMap<>();
    private final Map<List<Integer>, Boolean> misereWin = new HashMap<>();

    NaiveGame(ImpartialRule rule) {
        this.rule = rule;
    }

    /** Every position one move leaves, as sorted lists; each heap index moved separately. */
    Set<List<Integer>> after(List<Integer> heaps) {
        Set<List<Integer>> next = new HashSet<>();
        for (int i = 0; i < heaps.size(); i++) {
            for (HeapOption option : rule.options(heaps.get(i))) {
                List<Integer> rest = new ArrayList<>(heaps);
                rest.remove(i);
                rest.addAll(option.leaves());
                rest.removeIf(h -> h == 0);
                rest.sort(null);
                next.add(List.copyOf(rest));
            }
        }
        return next;
    }

    int grundy(List<Integer> heaps) {
        List<Integer> key = sorted(heaps);
        Integer known = grundy.get(key);
        if (known != null) {
            return known;
        }
        Set<Integer> reached = new HashSet<>();
        for (List<Integer> next : after(key)) {
            reached.add(grundy(next));
        }
        int mex = 0;
        while (reached.contains(mex)) {
            mex++;
        }
        grundy.put(key, mex);
        return mex;
    }

    boolean misereWin(List<Integer> heaps) {
        List<Integer> key = sorted(heaps);
        Boolean known = misereWin.get(key);
        if (known != null) {
            return known;
        }
        Set<List<Integer>> next = after(key);
        boolean win = next.isEmpty() || next.stream().anyMatch(p -> !misereWin(p));
        misereWin.put(key, win);
        return win;
    }

    static List<Integer> sorted(List<Integer> heaps) {
        List<Integer> list = new ArrayList<>(heaps);
        list.removeIf(h -> h == 0);
        list.sort(null);
        return List.copyOf(list);
    }

    static List<Integer> of(Position position) {
        return sorted(position.heaps());
    }

    static Set<List<Integer>> afterPositions(List<HeapMove> moves) {
        Set<List<Integer>> set = new HashSet<>();
        for (HeapMove move : moves) {
            set.add(of(move.after()));
        }
        return set;
    }
}
