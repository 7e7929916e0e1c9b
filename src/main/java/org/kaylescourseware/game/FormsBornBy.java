package org.kaylescourseware.game;

import java.util.ArrayList;
import java.util.List;

/**
 * Every game form born by a given day: the forms whose options were all born the day before.
 * Impartial forms born by day 0, 1, 2, 3, 4 number 1, 2, 4, 16, 65536 (each day takes every
 * subset of the day before); partizan forms born by day 0, 1, 2 number 1, 4, 256 (a subset for
 * Left and one for Right). Later days are refused: day 5 would hold 2^65536 impartial forms.
 */
public final class FormsBornBy {

    /** The last day whose impartial forms are listed. */
    public static final int MAX_IMPARTIAL_DAY = 4;
    /** The last day whose partizan forms are listed. */
    public static final int MAX_PARTIZAN_DAY = 2;

    private FormsBornBy() {
    }

    /** Every impartial form born by {@code day}, interned in {@code cache}, youngest first. */
    public static List<GameTree> impartial(int day, GameTreeCache cache) {
        if (day < 0 || day > MAX_IMPARTIAL_DAY) {
            throw new IllegalArgumentException("impartial forms can be listed for days 0 to "
                    + MAX_IMPARTIAL_DAY + " (day 5 has 2^65536 of them), got day " + day);
        }
        List<GameTree> forms = List.of(GameTree.ZERO);
        for (int d = 1; d <= day; d++) {
            List<GameTree> next = new ArrayList<>(1 << forms.size());
            for (List<GameTree> subset : subsets(forms)) {
                next.add(cache.impartial(subset));
            }
            forms = next;
        }
        return forms;
    }

    /** Every partizan form born by {@code day}, interned in {@code cache}. */
    public static List<GameTree> partizan(int day, GameTreeCache cache) {
        if (day < 0 || day > MAX_PARTIZAN_DAY) {
            throw new IllegalArgumentException("partizan forms can be listed for days 0 to "
                    + MAX_PARTIZAN_DAY + " (day 3 has 2^512 of them), got day " + day);
        }
        List<GameTree> forms = List.of(GameTree.ZERO);
        for (int d = 1; d <= day; d++) {
            List<List<GameTree>> subsets = subsets(forms);
            List<GameTree> next = new ArrayList<>(subsets.size() * subsets.size());
            for (List<GameTree> left : subsets) {
                for (List<GameTree> right : subsets) {
                    next.add(cache.form(left, right));
                }
            }
            forms = next;
        }
        return forms;
    }

    /** All subsets, in the order of their bit masks (so the empty set, hence 0, comes first). */
    private static List<List<GameTree>> subsets(List<GameTree> forms) {
        int n = forms.size();
        List<List<GameTree>> subsets = new ArrayList<>(1 << n);
        for (int mask = 0; mask < (1 << n); mask++) {
            List<GameTree> subset = new ArrayList<>(Integer.bitCount(mask));
            for (int i = 0; i < n; i++) {
                if ((mask & (1 << i)) != 0) {
                    subset.add(forms.get(i));
                }
            }
            subsets.add(subset);
        }
        return subsets;
    }
}
