package org.kaylescourseware.site.source;

/**
 * A problem in an author's file (a lesson, a rule file, a template): the message says what is
 * wrong and what would be valid; {@link #getMessage()} starts with {@code file:line}.
 */
public sealed class SourceException extends RuntimeException permits FalseClaim {

    private static final long serialVersionUID = 1L;

    private final transient SourceLocation location;
    private final String problem;

    public SourceException(SourceLocation location, String problem) {
        super(location + ": " + problem);
        this.location = location;
        this.problem = problem;
    }

    public SourceException(SourceLocation location, String problem, Throwable cause) {
        super(location + ": " + problem, cause);
        this.location = location;
        this.problem = problem;
    }

    public SourceLocation location() {
        return location;
    }

    /** The message without the location. */
    public String problem() {
        return problem;
    }
}
