package org.kaylescourseware.rules;

import java.util.OptionalInt;

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
    @Override
    public int digit(int k) {
        return k < digits.length ? digits[k] : 0;
    }

    /** The largest number of tokens a move removes (t in the octal periodicity theorem). */
    public int maxRemoval() {
        return digits.length - 1;
    }

    @Override
    public OptionalInt removalBound() {
        return OptionalInt.of(maxRemoval());
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
