package org.kaylescourseware.site.directive;

import org.kaylescourseware.site.source.SourceException;

/**
 * A fact whose computed value differs from what the text says ({@code expect}). It carries the
 * problem (file:line, expected and computed) and the computed artifact, so that a draft build can
 * warn and still show the solver's value, while a normal build fails.
 */
public final class FalseClaim extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final SourceException problem;
    private final transient DirectiveRegistry.Artifact computed;

    FalseClaim(SourceException problem, DirectiveRegistry.Artifact computed) {
        super(problem.getMessage());
        this.problem = problem;
        this.computed = computed;
    }

    /** Where the claim is, what it says and what the solver computes. */
    public SourceException problem() {
        return problem;
    }

    /** The fact as the solver computes it. */
    public DirectiveRegistry.Artifact computed() {
        return computed;
    }
}
