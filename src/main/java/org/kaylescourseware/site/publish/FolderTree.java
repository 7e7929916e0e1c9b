package org.kaylescourseware.site.publish;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/** A folder with everything in it, copied or deleted whole; a failure names the folder and why. */
public final class FolderTree {

    private FolderTree() {
    }

    /** Copies {@code from} into {@code to}, which must not exist yet; {@code from} may be inside a jar. */
    public static void copy(Path from, Path to) {
        try (Stream<Path> paths = Files.walk(from)) {
            for (Path path : paths.toList()) {
                Path copy = to.resolve(from.relativize(path).toString());
                if (Files.isDirectory(path)) {
                    Files.createDirectories(copy);
                } else {
                    Files.copy(path, copy);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot copy " + from + " to " + to + ": " + OutputFolder.reason(e), e);
        }
    }

    /** Deletes a tree without following links out of it, as a published version is deleted; gone already is fine. */
    public static void delete(Path root) {
        MarkedFolders.deleteTree(root);
    }
}
