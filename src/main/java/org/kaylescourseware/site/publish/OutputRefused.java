package org.kaylescourseware.site.publish;

import java.nio.file.Path;

/**
 * An output folder that may not be written: the message names the folder, why, and what to do
 * instead, in one line. Nothing was changed when it is thrown.
 */
public final class OutputRefused extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final transient Path output;

    public OutputRefused(Path output, String why) {
        super("cannot write to '" + output + "': " + why);
        this.output = output;
    }

    /** The folder as the user named it. */
    public Path output() {
        return output;
    }
}
