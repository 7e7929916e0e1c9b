package org.kaylescourseware.site.directive;

import java.util.List;

/**
 * A computed fact written in prose as {@code {{fact <name> ... expect=<value>}}}. The build fails
 * when the computed value differs from the author's expectation. Each topic lists its facts as
 * {@link ComputedFact}s, and {@link org.kaylescourseware.site.CourseDirectives} lists the topics.
 */
public interface Fact {

    /** The name after {@code fact}, e.g. {@code period}. */
    String name();

    /** The arguments besides {@code expect}. */
    List<Parameter<?>> parameters();

    /** The value, as the page shows it. */
    String compute(DirectiveArguments arguments, SolverSession solver);
}
