package org.kaylescourseware.misere.quotient;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The misère outcome of a sum of heaps of an octal game by plain game-tree search, with the options
 * read off the code's digits here (not through the rules package): the tests' second route.
 */
final class OctalMisereByHand {

    private final int[] digits;
    private final Map<List<Integer>, Boolean> isP = new HashMap<>();

    /** A search for the octal game {@code code}, such as "0.77" (first digit 0). */
    OctalMisereByHand(String code) {
        String after = code.substring(code.indexOf('.') + 1);
        digits = new int[after.length() + 1];
        for (int k = 1; k <= after.length(); k++) {
            digits[k] = after.charAt(k - 1) - '0';
        }
    }

    /** Whether the sum of {@code heaps} is a misère P-position: it has a move, and none to a P-position. */
    boolean isP(List<Integer> heaps) {
        List<Integer> key = normal(heaps);
        Boolean known = isP.get(key);
        if (known != null) {
            return known;
        }
        boolean hasMove = false;
        boolean p = true;
        for (int i = 0; i < key.size() && p; i++) {
            if (i > 0 && key.get(i).equals(key.get(i - 1))) {
                continue;
            }
            for (List<Integer> leaves : options(key.get(i))) {
                hasMove = true;
                List<Integer> next = new ArrayList<>(key);
                next.remove(i);
                next.addAll(leaves);
                if (isP(next)) {
                    p = false;
                    break;
                }
            }
        }
        boolean result = hasMove && p;
        isP.put(key, result);
        return result;
    }

    private List<List<Integer>> options(int heap) {
        List<List<Integer>> options = new ArrayList<>();
        for (int k = 1; k < digits.length && k <= heap; k++) {
            int rest = heap - k;
            if ((digits[k] & 1) != 0 && rest == 0) {
                options.add(List.of());
            }
            if ((digits[k] & 2) != 0 && rest > 0) {
                options.add(List.of(rest));
            }
            for (int a = 1; (digits[k] & 4) != 0 && 2 * a <= rest; a++) {
                options.add(List.of(a, rest - a));
            }
        }
        return options;
    }

    private static List<Integer> normal(List<Integer> heaps) {
        List<Integer> key = new ArrayList<>();
        for (int h : heaps) {
            if (h > 0) {
                key.add(h);
            }
        }
        key.sort(Collections.reverseOrder());
        return key;
    }
}
