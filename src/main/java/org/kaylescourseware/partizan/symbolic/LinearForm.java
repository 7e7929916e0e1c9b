package org.kaylescourseware.partizan.symbolic;

import java.util.Collections;
import java.util.Comparator;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * An integer linear form c + a·k + b·j + … in named variables (single letters). Two forms are
 * equal exactly when their coefficients are, so an equality of forms is an identity that holds for
 * every value of the variables: this is how the proofs' displayed equalities are checked.
 */
public record LinearForm(SortedMap<String, Integer> coefficients, int constant) {

    /** The order terms are written in: k and j first, as the paper writes k − j − 1, then the others. */
    private static final Comparator<String> WRITING_ORDER = Comparator.comparing((String v) -> "kj".indexOf(v) < 0 ? 1 : 0)
            .thenComparing(v -> "kj".indexOf(v)).thenComparing(Comparator.naturalOrder());

    public static final LinearForm ZERO = new LinearForm(new TreeMap<>(), 0);

    public LinearForm {
        TreeMap<String, Integer> kept = map(Map.of());
        coefficients.forEach((variable, c) -> {
            if (!variable.matches("[a-z]")) {
                throw new IllegalArgumentException("a variable is one lower-case letter, got '" + variable + "'");
            }
            if (c != 0) {
                kept.put(variable, c);
            }
        });
        coefficients = Collections.unmodifiableSortedMap(kept);
    }

    private static TreeMap<String, Integer> map(Map<String, Integer> entries) {
        TreeMap<String, Integer> map = new TreeMap<>(WRITING_ORDER);
        map.putAll(entries);
        return map;
    }

    public static LinearForm constant(int c) {
        return new LinearForm(new TreeMap<>(), c);
    }

    public static LinearForm variable(String name) {
        return new LinearForm(map(Map.of(name, 1)), 0);
    }

    /** Parses forms such as {@code k - j - 1}, {@code 3(k-j-1)+2}, {@code 2k}, {@code −1}. */
    public static LinearForm parse(String text) {
        return LinearFormParser.parse(text);
    }

    public int coefficient(String variable) {
        return coefficients.getOrDefault(variable, 0);
    }

    public boolean isConstant() {
        return coefficients.isEmpty();
    }

    public LinearForm plus(LinearForm other) {
        TreeMap<String, Integer> sum = map(coefficients);
        other.coefficients.forEach((v, c) -> sum.merge(v, c, Integer::sum));
        return new LinearForm(sum, constant + other.constant);
    }

    public LinearForm plus(int c) {
        return plus(constant(c));
    }

    public LinearForm times(int factor) {
        TreeMap<String, Integer> scaled = map(Map.of());
        coefficients.forEach((v, c) -> scaled.put(v, c * factor));
        return new LinearForm(scaled, constant * factor);
    }

    public LinearForm minus(LinearForm other) {
        return plus(other.times(-1));
    }

    /**
     * This form divided by {@code divisor}.
     *
     * @throws IllegalArgumentException when a coefficient or the constant is not a multiple of it
     */
    public LinearForm dividedBy(int divisor) {
        TreeMap<String, Integer> divided = map(Map.of());
        coefficients.forEach((v, c) -> divided.put(v, exactly(c, divisor)));
        return new LinearForm(divided, exactly(constant, divisor));
    }

    private int exactly(int value, int divisor) {
        if (value % divisor != 0) {
            throw new IllegalArgumentException(this + " is not a multiple of " + divisor);
        }
        return value / divisor;
    }

    /** Whether the variable {@code variable} occurs with a non-zero coefficient. */
    public boolean dependsOn(String variable) {
        return coefficient(variable) != 0;
    }

    /** The value at the given values of the variables; every variable of the form must be given. */
    public int evaluate(Map<String, Integer> values) {
        int value = constant;
        for (Map.Entry<String, Integer> e : coefficients.entrySet()) {
            Integer v = values.get(e.getKey());
            if (v == null) {
                throw new IllegalArgumentException("no value for " + e.getKey() + " in " + this);
            }
            value += e.getValue() * v;
        }
        return value;
    }

    /**
     * Whether this form, in the one variable {@code variable} (or none), is at least {@code bound} for
     * every integer value of it from {@code from} on: the slope is not negative and the value at
     * {@code from} reaches the bound.
     */
    public boolean atLeastFrom(String variable, int from, int bound) {
        if (coefficients.keySet().stream().anyMatch(v -> !v.equals(variable))) {
            throw new IllegalArgumentException(this + " has variables other than " + variable);
        }
        return coefficient(variable) >= 0 && constant + coefficient(variable) * from >= bound;
    }

    /** Written as in the paper: {@code k − j − 1}, {@code 2k + 1}, {@code 0}. */
    @Override
    public String toString() {
        return write("−");
    }

    /** The same in TeX: {@code k - j - 1}. */
    public String tex() {
        return write("-");
    }

    private String write(String minus) {
        StringBuilder sb = new StringBuilder();
        coefficients.forEach((v, c) -> term(sb, c, v, minus));
        if (constant != 0 || sb.length() == 0) {
            term(sb, constant, "", minus);
        }
        return sb.toString();
    }

    private static void term(StringBuilder sb, int c, String variable, String minus) {
        if (sb.length() == 0) {
            sb.append(c < 0 ? minus : "");
        } else {
            sb.append(c < 0 ? " " + minus + " " : " + ");
        }
        int size = Math.abs(c);
        if (size != 1 || variable.isEmpty()) {
            sb.append(size);
        }
        sb.append(variable);
    }
}
