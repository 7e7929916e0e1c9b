package org.kaylescourseware.partizan.symbolic;

import java.util.ArrayList;
import java.util.List;

/**
 * A set of integers d = k − j given by bounds and a residue: {@code lo ≤ d ≤ hi} (either bound may
 * be absent) and {@code d ≡ residue (mod modulus)} with modulus 1 (no condition) or 3. The outcome
 * of kS1 + jS2 depends on d alone (Milley 2015, Theorem 2, as k + 2j ≡ k − j mod 3), so finitely
 * many such classes carry the induction for every k and j.
 */
public record DifferenceClass(Integer lo, Integer hi, int modulus, int residue) {

    public static final DifferenceClass ALL = new DifferenceClass(null, null, 1, 0);

    public DifferenceClass {
        if (modulus != 1 && modulus != 3) {
            throw new IllegalArgumentException("a class of differences is taken mod 1 or 3, got " + modulus);
        }
        residue = Math.floorMod(residue, modulus);
    }

    public static DifferenceClass exactly(int d) {
        return new DifferenceClass(d, d, 1, 0);
    }

    public static DifferenceClass atLeast(int lo) {
        return new DifferenceClass(lo, null, 1, 0);
    }

    public static DifferenceClass atMost(int hi, int residue) {
        return new DifferenceClass(null, hi, 3, residue);
    }

    public static DifferenceClass atMost(int hi) {
        return new DifferenceClass(null, hi, 1, 0);
    }

    /** The class of d + shift. */
    public DifferenceClass shift(int shift) {
        return new DifferenceClass(lo == null ? null : Integer.valueOf(lo + shift),
                hi == null ? null : Integer.valueOf(hi + shift), modulus, residue + shift);
    }

    /** The common members, or null when there are none. */
    public DifferenceClass intersect(DifferenceClass other) {
        Integer low = bound(lo, other.lo, true);
        Integer high = bound(hi, other.hi, false);
        if (modulus == 3 && other.modulus == 3 && residue != other.residue) {
            return null;
        }
        int mod = Math.max(modulus, other.modulus);
        int res = modulus == 3 ? residue : other.residue;
        if (low != null && high != null && firstFrom(low, mod, res) > high) {
            return null;
        }
        return new DifferenceClass(low, high, mod, res);
    }

    /** The tighter of two bounds, either of which may be absent (null). */
    private static Integer bound(Integer a, Integer b, boolean lower) {
        if (a == null || b == null) {
            return a == null ? b : a;
        }
        return lower ? Integer.valueOf(Math.max(a, b)) : Integer.valueOf(Math.min(a, b));
    }

    private static int firstFrom(int low, int mod, int res) {
        return low + Math.floorMod(res - low, mod);
    }

    /** Whether d belongs to the class. */
    public boolean contains(int d) {
        return (lo == null || d >= lo) && (hi == null || d <= hi) && Math.floorMod(d - residue, modulus) == 0;
    }

    /** For example {@code "d ≤ −3, d ≡ 0 (mod 3)"} or {@code "d = 0"}. */
    @Override
    public String toString() {
        if (lo != null && lo.equals(hi)) {
            return "d = " + signed(lo);
        }
        StringBuilder sb = new StringBuilder();
        if (lo != null) {
            sb.append("d ≥ ").append(signed(lo));
        }
        if (hi != null) {
            sb.append(sb.length() > 0 ? ", " : "").append("d ≤ ").append(signed(hi));
        }
        if (modulus == 3) {
            sb.append(sb.length() > 0 ? ", " : "").append("d ≡ ").append(residue).append(" (mod 3)");
        }
        return sb.length() == 0 ? "any d" : sb.toString();
    }

    /** The same in TeX, with {@code name} for d: {@code k - j \le -1,\ k - j \equiv 2 \pmod 3}. */
    public String tex(String name) {
        if (lo != null && lo.equals(hi)) {
            return name + " = " + lo;
        }
        List<String> parts = new ArrayList<>();
        if (lo != null) {
            parts.add(name + " \\ge " + lo);
        }
        if (hi != null) {
            parts.add(name + " \\le " + hi);
        }
        if (modulus == 3) {
            parts.add(name + " \\equiv " + residue + " \\pmod 3");
        }
        return parts.isEmpty() ? "\\text{any } " + name : String.join(",\\ ", parts);
    }

    private static String signed(int value) {
        return value < 0 ? "−" + -value : Integer.toString(value);
    }
}
