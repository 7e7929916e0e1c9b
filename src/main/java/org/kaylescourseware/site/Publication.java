package org.kaylescourseware.site;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Puts a finished build in place of the published folder with two renames in one directory: the
 * old output moves aside, the new one moves in, the old one is deleted. If the second rename fails
 * the old output moves back.
 */
final class Publication {

    private Publication() {
    }

    static void replace(Path output, Path finished, Path aside) {
        try {
            Files.createDirectories(output.toAbsolutePath().getParent());
            boolean hadOutput = Files.exists(output);
            if (hadOutput) {
                Files.move(output, aside, StandardCopyOption.ATOMIC_MOVE);
            }
            try {
                Files.move(finished, output, StandardCopyOption.ATOMIC_MOVE);
            } catch (IOException e) {
                if (hadOutput) {
                    Files.move(aside, output, StandardCopyOption.ATOMIC_MOVE);
                }
                throw e;
            }
            deleteIfExists(aside);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot publish " + output, e);
        }
    }

    static void deleteIfExists(Path folder) {
        if (Files.exists(folder)) {
            SiteBuilder.deleteTree(folder);
        }
    }
}
