package org.kaylescourseware.partizan.symbolic;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A sum a·S1 + b·S2 of single squares and dominoes whose numbers of copies a and b are linear
 * forms, such as {@code (k − 1)S1 + kS2}: the shape every option takes in the proof of Theorem 1
 * (Milley 2015, Section 3) once the induction hypothesis has reduced its two strips.
 */
public record SymbolicSum(LinearForm squares, LinearForm dominoes) {

    public static final SymbolicSum ZERO = new SymbolicSum(LinearForm.ZERO, LinearForm.ZERO);
    /** One single square, S1. */
    public static final SymbolicSum SQUARE = new SymbolicSum(LinearForm.constant(1), LinearForm.ZERO);
    /** One domino, S2. */
    public static final SymbolicSum DOMINO = new SymbolicSum(LinearForm.ZERO, LinearForm.constant(1));

    /**
     * Parses sums such as {@code (k-1)S1 + kS2}, {@code jS1 + jS2 + (k-j-1)S1 + (k-j)S2}, {@code 2S1}
     * or {@code 0}; {@code S_1} and {@code −} are read too. Terms of the same strip are added.
     */
    public static SymbolicSum parse(String text) {
        String plain = text.replace("S_", "S").replace('−', '-').replace(" ", "");
        if (plain.equals("0")) {
            return ZERO;
        }
        SymbolicSum sum = ZERO;
        for (String term : terms(plain, text)) {
            sum = sum.plus(term(term, text));
        }
        return sum;
    }

    /** The terms of a sum, split at the signs outside brackets; each keeps its sign. */
    private static List<String> terms(String plain, String original) {
        List<String> terms = new ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int i = 0; i < plain.length(); i++) {
            char c = plain.charAt(i);
            depth += c == '(' ? 1 : c == ')' ? -1 : 0;
            if (depth == 0 && i > start && (c == '+' || c == '-') && plain.charAt(i - 1) != '(') {
                terms.add(plain.substring(start, i));
                start = c == '+' ? i + 1 : i;
            }
        }
        terms.add(plain.substring(start));
        if (depth != 0 || terms.stream().anyMatch(String::isEmpty)) {
            throw new IllegalArgumentException("not a sum of squares and dominoes: '" + original + "'");
        }
        return terms;
    }

    private static SymbolicSum term(String term, String original) {
        if (!term.endsWith("S1") && !term.endsWith("S2")) {
            throw new IllegalArgumentException("'" + term + "' in '" + original + "' is not a number of copies of S1"
                    + " or S2: write for instance (k-1)S1 + kS2");
        }
        String count = term.substring(0, term.length() - 2);
        LinearForm copies = count.isEmpty() || count.equals("+") ? LinearForm.constant(1)
                : count.equals("-") ? LinearForm.constant(-1) : LinearForm.parse(count);
        return term.endsWith("S1") ? new SymbolicSum(copies, LinearForm.ZERO) : new SymbolicSum(LinearForm.ZERO, copies);
    }

    public SymbolicSum plus(SymbolicSum other) {
        return new SymbolicSum(squares.plus(other.squares), dominoes.plus(other.dominoes));
    }

    public SymbolicSum minus(SymbolicSum other) {
        return new SymbolicSum(squares.minus(other.squares), dominoes.minus(other.dominoes));
    }

    /** The numbers of copies at given values of the variables, as {k, j} of kS1 + jS2. */
    public int[] evaluate(Map<String, Integer> values) {
        return new int[] {squares.evaluate(values), dominoes.evaluate(values)};
    }

    /** Written as in the paper: {@code (k − 1)S1 + kS2}. */
    @Override
    public String toString() {
        return write(squares.toString(), dominoes.toString(), "S1", "S2", squares, dominoes);
    }

    /** The same in TeX: {@code (k - 1)S_1 + kS_2}. */
    public String tex() {
        return write(squares.tex(), dominoes.tex(), "S_1", "S_2", squares, dominoes);
    }

    private static String write(String a, String b, String s1, String s2, LinearForm squares, LinearForm dominoes) {
        List<String> parts = new ArrayList<>();
        if (!squares.equals(LinearForm.ZERO)) {
            parts.add(copies(a, squares) + s1);
        }
        if (!dominoes.equals(LinearForm.ZERO)) {
            parts.add(copies(b, dominoes) + s2);
        }
        return parts.isEmpty() ? "0" : String.join(" + ", parts);
    }

    private static String copies(String text, LinearForm form) {
        if (form.isConstant()) {
            return form.constant() == 1 ? "" : text;
        }
        boolean single = form.constant() == 0 && form.coefficients().size() == 1
                && form.coefficients().values().iterator().next() > 0;
        return single ? text : "(" + text + ")";
    }
}
