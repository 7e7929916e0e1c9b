package org.kaylescourseware.site.publish;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * What this program made in a versions folder, told by its name and its mark ({@link
 * OutputFolder#MARKER}), and how such a folder is deleted: its mark last, so that a deletion cut
 * short leaves a folder the next run still knows as its own. Anything else is the user's.
 */
final class MarkedFolders {

    /** The names this program gives what it makes in the versions folder: versions, scratch folders, links. */
    private static final Pattern OURS = Pattern.compile("(link-)?v\\d+-\\d+-\\d+(-scratch)?");

    private MarkedFolders() {
    }

    /** Whether {@code name} is a name this program gives a version folder ({@code v<time>-<process>-<n>}). */
    static boolean isVersionName(String name) {
        return OURS.matcher(name).matches() && !name.startsWith("link-") && !name.endsWith("-scratch");
    }

    /**
     * Whether an entry of the versions folder is this program's to delete: named as it names them,
     * and a link, a folder holding the marker, or an empty folder (a deletion the marker outlived).
     */
    static boolean isOurs(Path entry) {
        if (!OURS.matcher(entry.getFileName().toString()).matches()) {
            return false;
        }
        if (Files.isSymbolicLink(entry)) {
            return entry.getFileName().toString().startsWith("link-");
        }
        if (!Files.isDirectory(entry, LinkOption.NOFOLLOW_LINKS)) {
            return false;
        }
        if (Files.isRegularFile(entry.resolve(OutputFolder.MARKER), LinkOption.NOFOLLOW_LINKS)) {
            return true;
        }
        try (Stream<Path> inside = Files.list(entry)) {
            return inside.findAny().isEmpty();
        } catch (IOException e) {
            return false;
        }
    }

    /** Deletes a tree without following links out of it; gone already is fine. */
    static void deleteTree(Path root) {
        if (!Files.exists(root, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(root)) {
            List<Path> deepestFirst = new ArrayList<>(paths.toList());
            deepestFirst.sort(Comparator.reverseOrder());
            if (deepestFirst.remove(root.resolve(OutputFolder.MARKER))) {
                // the mark goes last, so that a deletion cut short leaves a folder the next run still knows as its own
                deepestFirst.add(deepestFirst.size() - 1, root.resolve(OutputFolder.MARKER));
            }
            for (Path path : deepestFirst) {
                Files.deleteIfExists(path);
            }
        } catch (NoSuchFileException e) {
            // removed meanwhile
        } catch (IOException e) {
            String where = e instanceof FileSystemException fs && fs.getFile() != null ? fs.getFile() + ": " : "";
            throw new UncheckedIOException(where + OutputFolder.reason(e), e);
        }
    }
}
