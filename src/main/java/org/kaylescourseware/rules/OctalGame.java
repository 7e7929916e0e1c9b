package org.kaylescourseware.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * An octal game, given by its code {@code d0.d1d2...dt}. Digit {@code dk} says how removing
 * {@code k} tokens from a heap may leave it: bit 1, no heap (the heap had exactly k tokens);
 * bit 2, one non-empty heap; bit 4, two non-empty heaps. The digit before the point concerns
 * removing nothing, so only its bit 4 (split a heap in two) is meaningful.
 * (Berlekamp, Conway, Guy, Winning Ways, ch. 4.)
 */
public record OctalGame(String code, int[] digits) implements ImpartialRule {

    /** The most digits after the point a code may have. */
    public static final int MAX_DIGITS = 16;

    private static final String WHAT_IS_AN_OCTAL_CODE =
            "an octal code is a digit 0 or 4, a point, and 1 to " + MAX_DIGITS
            + " octal digits 0-7 after it, the last non-zero, e.g. 0.77 (Kayles), 0.07 (Dawson's Kayles), 4.7";

    public OctalGame {
        digits = digits.clone();
    }

    /** Parses and validates an octal code; the message of a refusal says what an octal code is. */
    public static OctalGame parse(String text) {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("empty octal code: " + WHAT_IS_AN_OCTAL_CODE);
        }
        String code = text.trim();
        if (code.startsWith(".")) {
            code = "0" + code;
        }
        if (!code.matches("[0-7]\\.[0-7]{1," + MAX_DIGITS + "}")) {
            String why = code.matches("[0-7]\\.[0-7]{" + (MAX_DIGITS + 1) + ",}")
                    ? "it has more than " + MAX_DIGITS + " digits after the point"
                    : "it is not of the form d.ddd with octal digits";
            throw new IllegalArgumentException("'" + text + "' is not an octal code (" + why + "): "
                    + WHAT_IS_AN_OCTAL_CODE);
        }
        int[] digits = new int[code.length() - 1];
        digits[0] = code.charAt(0) - '0';
        for (int i = 2; i < code.length(); i++) {
            digits[i - 1] = code.charAt(i) - '0';
        }
        if (digits[0] != 0 && digits[0] != 4) {
            throw new IllegalArgumentException("'" + text + "' is not an octal code (the digit before the"
                    + " point must be 0 or 4: removing no tokens can only split a heap): " + WHAT_IS_AN_OCTAL_CODE);
        }
        if (digits[digits.length - 1] == 0) {
            throw new IllegalArgumentException("'" + text + "' is not an octal code (it ends in 0; drop"
                    + " trailing zeros): " + WHAT_IS_AN_OCTAL_CODE);
        }
        return new OctalGame(code, digits);
    }

    /** The digits d0, d1, ..., dt (a copy). */
    @Override
    public int[] digits() {
        return digits.clone();
    }

    /** The digit for removing {@code k} tokens; 0 beyond the code. */
    public int digit(int k) {
        return k < digits.length ? digits[k] : 0;
    }

    /** The largest number of tokens a move removes (t in the octal periodicity theorem). */
    public int maxRemoval() {
        return digits.length - 1;
    }

    /** Whether removing {@code k} tokens may take a whole heap of exactly k (bit 1 of digit k). */
    public boolean removesWhole(int k) {
        return k > 0 && (digit(k) & 1) != 0;
    }

    /** Whether removing {@code k} tokens may leave one non-empty heap (bit 2 of digit k). */
    public boolean leavesOne(int k) {
        return k > 0 && (digit(k) & 2) != 0;
    }

    /** Whether removing {@code k} tokens may leave two non-empty heaps (bit 4 of digit k). */
    public boolean splits(int k) {
        return (digit(k) & 4) != 0;
    }

    /** Whether some move splits a heap in two: a "take-and-break" rather than a subtraction game. */
    public boolean splitsAny() {
        for (int k = 0; k <= maxRemoval(); k++) {
            if (splits(k)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public void forEachOption(int heap, OptionConsumer consumer) {
        for (int k = 0; k <= Math.min(maxRemoval(), heap); k++) {
            int rest = heap - k;
            if (removesWhole(k) && rest == 0) {
                consumer.accept(k, 0, 0);
            }
            if (leavesOne(k) && rest > 0) {
                consumer.accept(k, rest, 0);
            }
            if (splits(k)) {
                for (int small = 1; small <= rest / 2; small++) {
                    consumer.accept(k, rest - small, small);
                }
            }
        }
    }

    /**
     * Every legal removal of adjacent tokens from a row of {@code heap}, by where it starts
     * (first token 1, 2, …) and then by how many it takes: the moves as a source that numbers
     * tokens lists them, e.g. removing tokens k and k + 1 for k = 1, …, n − 1 in Dawson's Kayles.
     */
    public List<TokenRemoval> removals(int heap) {
        List<TokenRemoval> removals = new ArrayList<>();
        for (int first = 1; first <= heap; first++) {
            for (int k = 1; k <= maxRemoval() && first + k - 1 <= heap; k++) {
                int left = first - 1;
                int right = heap - left - k;
                if (isLegal(k, left, right)) {
                    removals.add(new TokenRemoval(first, k, left, right));
                }
            }
        }
        return removals;
    }

    /** Whether removing {@code k} tokens may leave {@code left} and {@code right} beside them (Winning Ways, ch. 4). */
    public boolean isLegal(int k, int left, int right) {
        if (k < 1) {
            return false;
        }
        if (left == 0 && right == 0) {
            return removesWhole(k);
        }
        return left == 0 || right == 0 ? leavesOne(k) : splits(k);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof OctalGame other && code.equals(other.code);
    }

    @Override
    public int hashCode() {
        return code.hashCode();
    }

    @Override
    public String toString() {
        return code;
    }
}
