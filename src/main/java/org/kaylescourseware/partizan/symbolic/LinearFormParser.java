package org.kaylescourseware.partizan.symbolic;

/**
 * Reads a linear form as the proofs write one: sums and differences of terms, a term being an
 * integer, a variable, an integer times a variable ({@code 2k}) or an integer times a bracket
 * ({@code 3(k − j − 1)}). Products of two variables are not linear and are refused.
 */
final class LinearFormParser {

    private final String text;
    private int at;

    private LinearFormParser(String text) {
        this.text = text.replace('−', '-').replace(" ", "");
    }

    static LinearForm parse(String text) {
        LinearFormParser parser = new LinearFormParser(text);
        if (parser.text.isEmpty()) {
            throw new IllegalArgumentException("an empty linear form: write for instance k - j - 1");
        }
        LinearForm form = parser.sum();
        if (parser.at < parser.text.length()) {
            throw parser.error("unexpected '" + parser.text.charAt(parser.at) + "'");
        }
        return form;
    }

    private LinearForm sum() {
        LinearForm form = signedTerm();
        while (at < text.length() && (peek() == '+' || peek() == '-')) {
            form = form.plus(signedTerm());
        }
        return form;
    }

    private LinearForm signedTerm() {
        int sign = 1;
        while (at < text.length() && (peek() == '+' || peek() == '-')) {
            sign = text.charAt(at++) == '-' ? -sign : sign;
        }
        return term().times(sign);
    }

    private LinearForm term() {
        int factor = 1;
        boolean number = false;
        int start = at;
        while (at < text.length() && Character.isDigit(peek())) {
            at++;
            number = true;
        }
        if (number) {
            factor = Integer.parseInt(text.substring(start, at));
        }
        if (at < text.length() && peek() == '(') {
            at++;
            LinearForm inner = sum();
            expect(')');
            return inner.times(factor);
        }
        if (at < text.length() && Character.isLowerCase(peek())) {
            return LinearForm.variable(String.valueOf(text.charAt(at++))).times(factor);
        }
        if (!number) {
            throw error(at < text.length() ? "unexpected '" + peek() + "'" : "a term is missing at the end");
        }
        return LinearForm.constant(factor);
    }

    private char peek() {
        return text.charAt(at);
    }

    private void expect(char c) {
        if (at >= text.length() || peek() != c) {
            throw error("'" + c + "' expected");
        }
        at++;
    }

    private IllegalArgumentException error(String problem) {
        return new IllegalArgumentException("not a linear form: '" + text + "': " + problem + " at character "
                + (at + 1));
    }
}
