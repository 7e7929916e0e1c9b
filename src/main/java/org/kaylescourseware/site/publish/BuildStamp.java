package org.kaylescourseware.site.publish;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * What a published site was built from, kept in it as {@value #FILE}: a digest of the program and
 * the build's settings and of every file under the folders it read (their paths and bytes), with
 * what the build counted. A build whose sources give the same digest as the published site's
 * stamp would publish the same bytes, so it need not bake at all.
 *
 * @param sources   the digest
 * @param pages     the site's pages
 * @param artifacts the computed artifacts on them
 * @param games     the games of the course
 * @param studies   the studies the pages asked for
 */
public record BuildStamp(String sources, int pages, int artifacts, int games, List<String> studies) {

    /** The stamp's file in a published version, beside {@link OutputFolder#MARKER}. */
    public static final String FILE = ".kayles-courseware-sources";

    public BuildStamp {
        studies = List.copyOf(studies);
    }

    /**
     * The digest of {@code settings} (a line naming the program's version and the build's options)
     * and of every regular file under {@code folders}, or empty when one cannot be read: then the
     * build bakes and reports what it finds.
     */
    public static Optional<String> digest(String settings, Path root, List<String> folders) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            sha.update((settings + "\n").getBytes(StandardCharsets.UTF_8));
            for (String folder : folders) {
                for (Path file : files(root.resolve(folder))) {
                    sha.update((folder + "/" + root.resolve(folder).relativize(file) + "\n").getBytes(StandardCharsets.UTF_8));
                    sha.update(longBytes(Files.size(file)));
                    try (InputStream in = Files.newInputStream(file)) {
                        sha.update(in.readAllBytes());
                    }
                }
            }
            return Optional.of(HexFormat.of().formatHex(sha.digest()));
        } catch (IOException | NoSuchAlgorithmException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** The stamp of the site published at {@code output}, if it has one that reads back whole. */
    public static Optional<BuildStamp> published(Path output) {
        Optional<Path> version = OutputFolder.current(output);
        if (version.isEmpty() || !Files.isRegularFile(version.get().resolve(OutputFolder.MARKER), LinkOption.NOFOLLOW_LINKS)) {
            return Optional.empty();
        }
        try {
            List<String> lines = Files.readAllLines(version.get().resolve(FILE), StandardCharsets.UTF_8);
            if (lines.size() != 5) {
                return Optional.empty();
            }
            return Optional.of(new BuildStamp(value(lines.get(0), "sources"), Integer.parseInt(value(lines.get(1), "pages")),
                    Integer.parseInt(value(lines.get(2), "artifacts")), Integer.parseInt(value(lines.get(3), "games")),
                    value(lines.get(4), "studies").isEmpty() ? List.of() : List.of(value(lines.get(4), "studies").split(","))));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** Writes the stamp into the staged version {@code version}. */
    public void writeInto(Path version) throws IOException {
        Files.writeString(version.resolve(FILE), "sources " + sources + "\npages " + pages + "\nartifacts " + artifacts
                + "\ngames " + games + "\nstudies " + String.join(",", studies.stream().sorted().toList()) + "\n",
                StandardCharsets.UTF_8);
    }

    private static String value(String line, String name) {
        if (!line.startsWith(name + " ")) {
            throw new IllegalArgumentException("not a " + name + " line: " + line);
        }
        return line.substring(name.length() + 1);
    }

    private static List<Path> files(Path folder) throws IOException {
        List<Path> files = new ArrayList<>();
        try (Stream<Path> paths = Files.walk(folder)) {
            paths.filter(p -> Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS) || Files.isSymbolicLink(p)).sorted().forEach(files::add);
        }
        return files;
    }

    private static byte[] longBytes(long value) {
        return java.nio.ByteBuffer.allocate(Long.BYTES).putLong(value).array();
    }
}
