package org.kaylescourseware.site.play;

/**
 * An independent route to Grundy values for the tests: the plain mex recurrence written straight
 * from the definition of an octal code (Winning Ways, ch. 4), sharing no code with the solver.
 * Removing k tokens from a heap of n that leaves a and b (a + b = n − k) is legal iff digit k has
 * bit 1 (a = b = 0), bit 2 (exactly one of a, b is 0) or bit 4 (both > 0).
 */
public final class OctalMex {

    private OctalMex() {
    }

    /** The digits d1..dt after the point of a code such as "0.07", as d[1..t]; d[0] = 0. */
    static int[] digitsAfterPoint(String code) {
        String tail = code.substring(code.indexOf('.') + 1);
        int[] d = new int[tail.length() + 1];
        for (int k = 1; k <= tail.length(); k++) {
            d[k] = Character.digit(tail.charAt(k - 1), 8);
        }
        return d;
    }

    static boolean legal(int[] d, int k, int a, int b) {
        if (k < 1 || k >= d.length) {
            return false;
        }
        int bit = a == 0 && b == 0 ? 1 : a == 0 || b == 0 ? 2 : 4;
        return (d[k] & bit) != 0;
    }

    /** g(0..to) of the game of the code, by g(n) = mex of g(a) xor g(b) over legal removals. */
    public static int[] grundy(String code, int to) {
        int[] d = digitsAfterPoint(code);
        int[] g = new int[to + 1];
        for (int n = 1; n <= to; n++) {
            boolean[] seen = new boolean[n + 2];
            for (int k = 1; k < d.length && k <= n; k++) {
                for (int a = 0; a + k <= n; a++) {
                    int b = n - k - a;
                    if (legal(d, k, a, b) && (g[a] ^ g[b]) < seen.length) {
                        seen[g[a] ^ g[b]] = true;
                    }
                }
            }
            int mex = 0;
            while (seen[mex]) {
                mex++;
            }
            g[n] = mex;
        }
        return g;
    }
}
