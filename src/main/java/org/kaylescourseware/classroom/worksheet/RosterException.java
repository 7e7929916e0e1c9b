package org.kaylescourseware.classroom.worksheet;

import java.nio.file.Path;

/** A problem with a roster file, as one line: {@code roster.csv:4: what is wrong; how to fix it}. */
public final class RosterException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public RosterException(Path file, int line, String problem) {
        super(file + ":" + line + ": " + problem);
    }
}
