package org.kaylescourseware.misere.quotient;

/**
 * A finite commutative monoid tried while a misère quotient grows: a known monoid (its product
 * table, identity 0) times free cyclic monoids, one for each heap given a fresh generator. A
 * cyclic component {@code C(index, period)} has the elements g^0 … g^(index+period−1), with
 * g^(index+period) = g^index. Elements are coded in mixed radix, the known monoid's digit first.
 */
final class TrialMonoid implements FiniteMonoid {

    private final FiniteMonoid base;
    private final int baseOrder;
    private final int[] index;
    private final int[] period;
    private final int size;

    /**
     * The monoid {@code base} times C(index[c], period[c]) for each c; refused when it would have
     * more elements than an array can hold.
     */
    TrialMonoid(FiniteMonoid base, int[] index, int[] period) {
        this.base = base;
        this.baseOrder = base.size();
        this.index = index.clone();
        this.period = period.clone();
        this.size = (int) Math.min(Integer.MAX_VALUE, sizeOf(baseOrder, index, period));
    }

    /** The number of elements of base × C(index[0], period[0]) × …, without building it. */
    static long sizeOf(int baseOrder, int[] index, int[] period) {
        long total = baseOrder;
        for (int c = 0; c < index.length; c++) {
            total = Math.multiplyHigh(total, index[c] + period[c]) != 0 ? Long.MAX_VALUE : total * (index[c] + period[c]);
        }
        return total;
    }

    @Override
    public int size() {
        return size;
    }

    /** The element coding the fresh generator of cyclic component {@code component}. */
    int generator(int component) {
        int code = baseOrder;
        for (int c = 0; c < component; c++) {
            code *= index[c] + period[c];
        }
        return code;
    }

    @Override
    public int product(int a, int b) {
        int result = base.product(a % baseOrder, b % baseOrder);
        int restA = a / baseOrder;
        int restB = b / baseOrder;
        int place = baseOrder;
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
