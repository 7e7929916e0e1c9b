package org.kaylescourseware.site;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.kaylescourseware.site.publish.OutputFolder;

/**
 * Run as a process of its own by {@link KilledPublishingTest}: publishes a copy of a site folder
 * again and again, each version numbered in {@code version.txt}, until it is killed. Prints
 * {@code ready} once it is about to start.
 */
public final class PublishingLoop {

    private PublishingLoop() {
    }

    public static void main(String[] args) throws IOException {
        Path output = Path.of(args[0]);
        Path source = Path.of(args[1]);
        System.out.println("ready");
        System.out.flush();
        for (long version = 1; ; version++) {
            try (OutputFolder folder = OutputFolder.claim(output, List.of(), line -> { })) {
                Path staging = folder.staging();
                copy(source, staging);
                Files.writeString(staging.resolve("version.txt"), Long.toString(version));
                folder.publish();
            }
        }
    }

    static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> paths = Files.walk(from)) {
            for (Path path : paths.toList()) {
                Path target = to.resolve(from.relativize(path).toString());
                if (Files.isDirectory(path)) {
                    Files.createDirectories(target);
                } else if (!path.getFileName().toString().equals(OutputFolder.MARKER)) {
                    Files.copy(path, target);
                }
            }
        }
    }
}
