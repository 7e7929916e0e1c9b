package org.kaylescourseware.site.directive;

import java.util.List;

/**
 * One kind of block directive. Adding a kind is a class implementing this, a partial
 * {@code templates/partials/<kind>.ftl} that displays its model (there as {@code model}), and a
 * line in {@link org.kaylescourseware.site.CourseDirectives}.
 */
public interface Directive {

    /** The name lessons write, e.g. {@code grundy-table}; also the partial's file name. */
    String kind();

    /** Every argument this kind accepts, declared once; any other is an error. */
    List<Parameter<?>> parameters();

    /**
     * Computes the artifact. Throws {@link org.kaylescourseware.site.source.SourceException} (via
     * {@link DirectiveArguments}) when an argument is missing or wrong.
     */
    Record model(DirectiveArguments arguments, SolverSession solver);
}
