package org.kaylescourseware.site.directive;

/** An argument a directive accepts: its name and what it means, for error messages and help. */
public record Parameter(String name, String meaning) {
}
