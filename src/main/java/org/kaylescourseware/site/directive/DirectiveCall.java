package org.kaylescourseware.site.directive;

import java.util.List;
import java.util.Map;
import org.kaylescourseware.site.source.SourceLocation;

/**
 * A directive as written: its kind, the bare words after the kind (such as the fact name in
 * {@code fact period ...}), and its {@code key=value} arguments in the order written.
 */
public record DirectiveCall(String kind, List<String> words, Map<String, Argument> arguments, SourceLocation location) {

    /** One {@code key=value} argument and the line it is on. */
    public record Argument(String value, SourceLocation location) {
    }

    public DirectiveCall {
        words = List.copyOf(words);
        arguments = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(arguments));
    }
}
