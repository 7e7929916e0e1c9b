package org.kaylescourseware.site.source;

import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import org.kaylescourseware.site.publish.OutputFolder;

/**
 * Sources that could not be read (a folder or file the user may not read, a disk error): the build
 * stops before it computes anything, since a site without them would lose pages silently. Each line
 * names the path and the reason, "cannot read content/lessons: permission denied".
 */
public final class SourceUnreadable extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final List<String> lines;

    public SourceUnreadable(List<String> lines) {
        super(String.join("; ", lines));
        this.lines = List.copyOf(lines);
    }

    /** One path that could not be read, and why. */
    public SourceUnreadable(Path path, IOException why) {
        this(List.of(line(path, why)));
    }

    /** "cannot read PATH: REASON". */
    static String line(Path path, IOException why) {
        return "cannot read " + path + ": " + (why instanceof NoSuchFileException ? "no such file or folder" : OutputFolder.reason(why));
    }

    /** One line per path. */
    public List<String> lines() {
        return lines;
    }
}
