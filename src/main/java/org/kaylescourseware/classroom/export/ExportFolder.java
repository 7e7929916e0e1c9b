package org.kaylescourseware.classroom.export;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.kaylescourseware.site.publish.OutputFolder;
import org.kaylescourseware.site.publish.OutputRefused;

/**
 * The folder {@code export} writes into: an ordinary folder, which may hold other files. Exports of
 * several lessons and variants go side by side; a file is written when it is new or when this
 * program wrote it before (its name is in the folder's manifest, {@value #MANIFEST}); anything else
 * in the way is refused, in one line, before a file is touched. Each file is written under a
 * temporary name beside its place and renamed over it, so a killed run leaves the old file or the
 * new one, never half of one.
 */
final class ExportFolder {

    /** The folder's manifest: the files export wrote there, one name a line. */
    static final String MANIFEST = ".kayles-courseware-export";

    private static final String MANIFEST_HEAD = "# Files written here by Kayles Courseware's export, which may replace them.";

    private ExportFolder() {
    }

    /**
     * Writes {@code files} into {@code out}, made when missing.
     *
     * @param sources folders the program reads, which the folder may neither hold nor lie in
     * @throws OutputRefused when the folder or a file in it may not be written, saying which and why
     */
    static void write(Path out, List<ExportedFile> files, List<Path> sources) {
        OutputFolder.requireApartFrom(out, sources);
        if (Files.isSymbolicLink(out)) {
            throw new OutputRefused(out, "it is a link (earlier versions of this program made one); remove the link"
                    + " and export again into an ordinary folder");
        }
        if (Files.exists(out) && !Files.isDirectory(out, LinkOption.NOFOLLOW_LINKS)) {
            throw new OutputRefused(out, "it is a file, not a folder; give a folder");
        }
        try {
            Files.createDirectories(out);
            TreeSet<String> ours = manifest(out);
            for (ExportedFile file : files) {
                Path target = out.resolve(file.name());
                if (Files.exists(target, LinkOption.NOFOLLOW_LINKS) && !(ours.contains(file.name())
                        && Files.isRegularFile(target, LinkOption.NOFOLLOW_LINKS))) {
                    throw new OutputRefused(out, file.name() + " is there and this program did not write it; move it"
                            + " away or export into another folder");
                }
            }
            files.forEach(f -> ours.add(f.name()));
            List<String> lines = new ArrayList<>(List.of(MANIFEST_HEAD));
            lines.addAll(ours);
            replace(out, MANIFEST, (String.join("\n", lines) + "\n").getBytes(StandardCharsets.UTF_8));
            for (ExportedFile file : files) {
                replace(out, file.name(), file.bytes());
            }
        } catch (IOException e) {
            throw new OutputRefused(out, "cannot write the export: " + OutputFolder.reason(e));
        }
    }

    /** The names the manifest lists; none when there is no manifest. */
    private static TreeSet<String> manifest(Path out) throws IOException {
        Path manifest = out.resolve(MANIFEST);
        TreeSet<String> names = new TreeSet<>();
        if (Files.isRegularFile(manifest, LinkOption.NOFOLLOW_LINKS)) {
            for (String line : Files.readAllLines(manifest, StandardCharsets.UTF_8)) {
                if (!line.isBlank() && !line.startsWith("#") && !line.contains("/")) {
                    names.add(line.strip());
                }
            }
        }
        return names;
    }

    /** {@code bytes} as {@code out/name}, written beside it first and renamed over it in one step. */
    private static void replace(Path out, String name, byte[] bytes) throws IOException {
        Path temporary = out.resolve("." + name + "." + ProcessHandle.current().pid() + ".partial");
        try {
            Files.write(temporary, bytes);
            Files.move(temporary, out.resolve(name), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(temporary);
        }
    }
}
