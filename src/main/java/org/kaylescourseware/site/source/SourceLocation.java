package org.kaylescourseware.site.source;

import java.nio.file.Path;

/** A line in a source file; {@code line} counts from 1. Written as {@code file:line}. */
public record SourceLocation(Path file, int line) {

    public SourceLocation {
        if (file == null) {
            throw new IllegalArgumentException("a source location needs a file");
        }
        if (line < 1) {
            throw new IllegalArgumentException("line numbers count from 1, got " + line);
        }
    }

    /** The same file, {@code offset} lines further down. */
    public SourceLocation plusLines(int offset) {
        return new SourceLocation(file, line + offset);
    }

    @Override
    public String toString() {
        return file + ":" + line;
    }
}
