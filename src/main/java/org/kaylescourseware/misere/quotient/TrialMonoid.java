package org.kaylescourseware.misere.quotient;

/**
 * A finite commutative monoid tried while a misère quotient grows: a known monoid (given by its
 * table, identity 0) times free cyclic monoids, one for each heap that is given a fresh
 * generator. A cyclic component {@code C(index, period)} has elements g^0 … g^(index+period-1)
 * with g^(index+period) = g^index. Elements are coded in mixed radix: base element first.
 */
final class TrialMonoid {

    private final int[][] base;
    private final int[] index;
    private final int[] period;
    private final int size;
    private final java.util.Map<Integer, int[]> columns = new java.util.HashMap<>();

    private static final int MAX_TABULATED = 1 << 16;

    TrialMonoid(int[][] base, int[] index, int[] period) {
        this.base = base;
        this.index = index.clone();
        this.period = period.clone();
        long total = base.length;
        for (int c = 0; c < index.length; c++) {
            total *= index[c] + period[c];
        }
        if (total > Integer.MAX_VALUE / 2) {
            throw new IllegalStateException("a trial monoid of " + total + " elements is too large");
        }
        this.size = (int) total;
    }

    int size() {
        return size;
    }

    int components() {
        return index.length;
    }

    int index(int component) {
        return index[component];
    }

    int period(int component) {
        return period[component];
    }

    /** The code of the fresh generator of a cyclic component. */
    int generator(int component) {
        int code = base.length;
        for (int c = 0; c < component; c++) {
            code *= index[c] + period[c];
        }
        return code;
    }

    /**
     * The map x ↦ x·m as an array, kept for the multipliers the marking uses again and again
     * (heap images and option images); null when the monoid is too large to tabulate.
     */
    int[] column(int m) {
        if (index.length == 0) {
            return base[m]; // commutative: the row of m is its column
        }
        if (size > MAX_TABULATED) {
            return null;
        }
        return columns.computeIfAbsent(m, key -> {
            int[] column = new int[size];
            for (int x = 0; x < size; x++) {
                column[x] = product(x, key);
            }
            return column;
        });
    }

    int product(int a, int b) {
        if (index.length == 0) {
            return base[a][b];
        }
        int result = base[a % base.length][b % base.length];
        int restA = a / base.length;
        int restB = b / base.length;
        int place = base.length;
        for (int c = 0; c < index.length; c++) {
            int radix = index[c] + period[c];
            int e = restA % radix + restB % radix;
            restA /= radix;
            restB /= radix;
            if (e >= radix) {
                e = index[c] + (e - index[c]) % period[c];
            }
            result += e * place;
            place *= radix;
        }
        return result;
    }
}
