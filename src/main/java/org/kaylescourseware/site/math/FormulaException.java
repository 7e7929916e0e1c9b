package org.kaylescourseware.site.math;

/** A formula the typesetter cannot set; the message is the typesetter's, e.g. KaTeX's parse error. */
public final class FormulaException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public FormulaException(String message) {
        super(message);
    }
}
