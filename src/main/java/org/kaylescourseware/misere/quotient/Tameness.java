package org.kaylescourseware.misere.quotient;

import java.util.ArrayList;
import java.util.List;

/**
 * Whether a misère quotient is tame: isomorphic to a misère quotient of Nim, T_k (Plambeck and
 * Siegel, JCTA 115 (2008), §4). T_0 = {1} with P empty, T_1 = {1, a} with a² = 1 and P = {a}, and
 * for k ≥ 2, T_k = {1, a} ⊔ G with G an elementary abelian 2-group of order 2^k whose identity e
 * is an idempotent of T_k, a·e ∈ G, and P = {a, e}: a sum of Nim heaps is a misère P-position when
 * all heaps are 0 or 1 and their number of 1s is odd (the element a), or some heap is larger and
 * the nim-sum is 0 (the element e). So a quotient is tame exactly when it has this shape.
 */
final class Tameness {

    private Tameness() {
    }

    static boolean isTame(MisereQuotient q) {
        int order = q.order();
        if (order == 1) {
            return q.pPortion().isEmpty();
        }
        List<Integer> p = q.pPortion();
        if (p.size() != 2 && order != 2) {
            return false;
        }
        int a = -1;
        for (int x : p) {
            if (x != 0 && q.product(x, x) == 0) {
                a = x;
            }
        }
        if (a < 0) {
            return false;
        }
        if (order == 2) {
            return p.size() == 1;
        }
        int e = p.get(0) == a ? p.get(1) : p.get(0);
        return q.product(e, e) == e && isElementaryTwoGroupBesideOneAndA(q, a, e);
    }

    /** Whether Q = {1, a} ⊔ eQ with eQ of order 2^k, k ≥ 2, every y in it squaring to e, and ae in it other than e (a moves the group). */
    private static boolean isElementaryTwoGroupBesideOneAndA(MisereQuotient q, int a, int e) {
        List<Integer> group = new ArrayList<>();
        for (int x = 0; x < q.order(); x++) {
            if (q.product(e, x) == x) {
                group.add(x);
            }
        }
        if (group.contains(0) || group.contains(a) || group.size() + 2 != q.order() || Integer.bitCount(group.size()) != 1
                || group.size() < 4 || !group.contains(q.product(a, e)) || q.product(a, e) == e) {
            return false;
        }
        for (int y : group) {
            if (q.product(y, y) != e) {
                return false;
            }
        }
        return true;
    }
}
