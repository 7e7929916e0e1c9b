package org.kaylescourseware.site.source;

/**
 * A fact whose computed value differs from what the text says ({@code expect}): the message names
 * file:line, the expected and the computed value. A normal build fails on it like on any problem;
 * a draft build only warns, and the page shows {@link #computed()}.
 */
public final class FalseClaim extends SourceException {

    private static final long serialVersionUID = 1L;

    private final String fact;
    private final String expected;
    private final String computed;

    /** @param what how the message names the fact, e.g. {@code fact period} */
    public FalseClaim(SourceLocation location, String what, String fact, String expected, String computed) {
        super(location, what + ": expect: the text says " + expected + " but the solver computes " + computed);
        this.fact = fact;
        this.expected = expected;
        this.computed = computed;
    }

    /** The fact's name, e.g. {@code period}. */
    public String fact() {
        return fact;
    }

    public String expected() {
        return expected;
    }

    public String computed() {
        return computed;
    }
}
