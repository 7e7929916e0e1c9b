package org.kaylescourseware.site.book;

import org.kaylescourseware.site.source.SourceLocation;

/**
 * A block's opening line as written, before it is checked: {@code ::: kind {attributes}}.
 *
 * @param kind       the word after {@code :::}
 * @param attributes the rest of the line (the braces and what they hold)
 * @param location   the opening line
 * @param closed     whether a {@code :::} line closes it
 */
public record BlockDeclaration(String kind, String attributes, SourceLocation location, boolean closed) {
}
