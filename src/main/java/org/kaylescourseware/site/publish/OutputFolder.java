package org.kaylescourseware.site.publish;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * A folder the program publishes, replaced whole in one step. The published path {@code D/N} is
 * a symbolic link to a version folder kept beside it, {@code D/.N-builds/<version>/}; a new version
 * is staged there and published by renaming a new link over the old one, which the operating
 * system does atomically. So at every instant {@code D/N} is the old version or the new one,
 * whole, even when the process is killed; the next claim deletes whatever an interrupted run left.
 *
 * <p>Only a folder this program published (its version holds {@link #MARKER}), an empty folder or
 * a missing path may be replaced: anything else is refused with {@link OutputRefused} before a
 * single file is touched. A lock file in the versions folder keeps two runs from publishing the
 * same path at once. What the program deletes carries its mark: a folder of the versions folder
 * named as it names them ({@code v<time>-<process>-<n>}, with {@code -scratch} for a run's own use)
 * that holds the marker (written when the folder is made, deleted last), and its links
 * {@code link-v...}; anything else there, or beside the output, is the user's and stays.
 */
public final class OutputFolder implements AutoCloseable {

    /** The file every published version holds: what marks a folder as this program's to replace. */
    public static final String MARKER = ".kayles-courseware";

    private static final String MARKER_TEXT = "Published by Kayles Courseware. The next build or run that writes"
            + " here replaces this whole folder; keep your own files elsewhere.\n";
    private static final String LOCK = "lock";
    private static final AtomicLong VERSIONS = new AtomicLong();

    private final Path output;
    private final Path versions;
    private final FileChannel lockChannel;
    private final FileLock lock;
    private final List<String> warnings = new ArrayList<>();
    private Path staging;
    private Path scratch;
    private boolean published;

    private OutputFolder(Path output, Path versions, FileChannel lockChannel, FileLock lock) {
        this.output = output;
        this.versions = versions;
        this.lockChannel = lockChannel;
        this.lock = lock;
    }

    /**
     * Claims {@code output} for a new version: checks that it may be replaced, takes the lock
     * (waiting, with a line to {@code progress}, while another run holds it) and removes what
     * interrupted runs left behind.
     *
     * @param sources folders the program reads (a project's content/ and templates/): the output may
     *                neither hold them nor lie inside them
     * @throws OutputRefused when the output may not be replaced, or its parent cannot be written
     */
    public static OutputFolder claim(Path output, List<Path> sources, Consumer<String> progress) {
        Path target = absolute(output);
        if (target.getParent() == null) {
            throw new OutputRefused(output, "it is the root of the file system; give a folder of its own");
        }
        requireApartFrom(output, sources);
        requireReplaceable(output, target);
        Path versions = versionsOf(target);
        try {
            Files.createDirectories(versions);
        } catch (IOException e) {
            throw new OutputRefused(output, "cannot create " + versions + ": " + reason(e));
        }
        OutputFolder folder = locked(output, target, versions, progress);
        folder.removeLeftovers();
        return folder;
    }

    /** The folder the published path leads to now, empty when nothing is published there. */
    public static Optional<Path> current(Path output) {
        Path target = absolute(output);
        try {
            return Files.isDirectory(target) ? Optional.of(target.toRealPath()) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** A new, empty folder to stage the version in; the same one on every call until it is published. */
    public Path staging() {
        if (staging == null) {
            staging = markedFolder(newVersionName());
        }
        return staging;
    }

    /**
     * A new, empty folder for the run's own use (a copy of its sources, say), kept beside the
     * versions and deleted when the run ends, or by the next claim if the run was killed.
     */
    public Path scratch() {
        if (scratch == null) {
            scratch = markedFolder(newVersionName() + "-scratch");
        }
        return scratch;
    }

    /** A new folder in the versions folder, holding the marker from the start: what the next claim may delete. */
    private Path markedFolder(String name) {
        Path folder = versions.resolve(name);
        try {
            Files.createDirectory(folder);
            Files.writeString(folder.resolve(MARKER), MARKER_TEXT, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new OutputRefused(output, "cannot create " + folder + ": " + reason(e));
        }
        return folder;
    }

    /**
     * Publishes the staged version: marks it as this program's, swaps the link in one rename and
     * deletes the versions that are no longer published.
     */
    public void publish() {
        Path version = staging();
        Path target = absolute(output);
        try {
            Files.writeString(version.resolve(MARKER), MARKER_TEXT, StandardCharsets.UTF_8);
            Path link = versions.resolve("link-" + version.getFileName());
            Files.createSymbolicLink(link, target.getParent().relativize(version));
            makeRoomForLink(target);
            Files.move(link, target, StandardCopyOption.ATOMIC_MOVE);
        } catch (UnsupportedOperationException e) {
            throw new OutputRefused(output, "this file system cannot hold symbolic links, which publishing in one"
                    + " step needs; publish to a folder on another file system");
        } catch (IOException e) {
            throw new OutputRefused(output, "cannot publish: " + reason(e));
        }
        published = true;
        removeLeftovers();
    }

    /**
     * What the cleanups of this run could not delete (a version it replaced, say), one line each: the
     * run did its work, so these are warnings; the next run tries again.
     */
    public List<String> warnings() {
        return List.copyOf(warnings);
    }

    /**
     * Deletes the scratch folder and the staged version unless it was published, and releases the
     * lock. What cannot be deleted is left, marked, for the next claim to delete.
     */
    @Override
    public void close() {
        try {
            if (scratch != null) {
                deleteQuietly(scratch);
            }
            if (staging != null && !published) {
                deleteQuietly(staging);
            }
        } finally {
            try {
                lock.release();
                lockChannel.close();
            } catch (IOException e) {
                // the lock goes with the channel; nothing was published wrongly
            }
        }
    }

    private static Path absolute(Path output) {
        return output.toAbsolutePath().normalize();
    }

    /** {@code D/.N-builds} for the output {@code D/N}. */
    private static Path versionsOf(Path target) {
        return target.resolveSibling("." + target.getFileName() + "-builds");
    }

    /** Refuses {@code output} (saying which source) when it holds one of {@code sources} or lies inside one. */
    public static void requireApartFrom(Path output, List<Path> sources) {
        Path real = realOrSelf(absolute(output));
        for (Path source : sources) {
            Path folder = realOrSelf(absolute(source));
            if (folder.startsWith(real)) {
                throw new OutputRefused(output, "it holds " + source + ", which the program reads; publish into a"
                        + " new folder of its own");
            }
            if (real.startsWith(folder)) {
                throw new OutputRefused(output, "it lies inside " + source + ", which the program reads; choose a"
                        + " folder outside it");
            }
        }
    }

    /** The real path of {@code path}, or of its nearest existing ancestor with the rest appended. */
    private static Path realOrSelf(Path path) {
        Path existing = path;
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        if (existing == null) {
            return path;
        }
        try {
            return existing.toRealPath().resolve(existing.relativize(path)).normalize();
        } catch (IOException e) {
            return path;
        }
    }

    private static void requireReplaceable(Path output, Path target) {
        if (Files.isSymbolicLink(target)) {
            Path version = target.getParent().resolve(linkText(target)).normalize();
            boolean named = version.getParent() != null && version.getParent().equals(versionsOf(target))
                    && MarkedFolders.isVersionName(version.getFileName().toString());
            if (named && !Files.exists(version, LinkOption.NOFOLLOW_LINKS)) {
                return; // a link this program made to a version since deleted: it leads nowhere, so replacing it loses nothing
            }
            if (named && !isOurLink(target)) {
                throw new OutputRefused(output, "it is a link to " + version + ", a version folder this program names, but"
                        + " its mark " + MARKER + " cannot be read there; make the folder readable, or remove the link");
            }
            if (!isOurLink(target)) {
                throw new OutputRefused(output, "it is a link to " + linkText(target) + " that this program did not"
                        + " make; remove the link or give another folder");
            }
            return;
        }
        if (!Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        if (!Files.isDirectory(target, LinkOption.NOFOLLOW_LINKS)) {
            throw new OutputRefused(output, "it is a file, not a folder; give a new folder");
        }
        List<String> entries = entries(output, target);
        if (!entries.isEmpty() && !entries.contains(MARKER)) {
            throw new OutputRefused(output, "it holds files this program did not publish ("
                    + String.join(", ", entries.subList(0, Math.min(3, entries.size())))
                    + (entries.size() > 3 ? ", ..." : "") + "); give a new or empty folder, or move those files away");
        }
    }

    /** A link this program made: to a version folder beside it that holds the marker. */
    private static boolean isOurLink(Path target) {
        try {
            Path linked = target.getParent().resolve(Files.readSymbolicLink(target)).normalize();
            return linked.getParent() != null && linked.getParent().equals(versionsOf(target))
                    && Files.isRegularFile(linked.resolve(MARKER), LinkOption.NOFOLLOW_LINKS);
        } catch (IOException e) {
            return false;
        }
    }

    private static String linkText(Path link) {
        try {
            return Files.readSymbolicLink(link).toString();
        } catch (IOException e) {
            return "somewhere";
        }
    }

    private static List<String> entries(Path output, Path folder) {
        try (Stream<Path> entries = Files.list(folder)) {
            return entries.map(p -> p.getFileName().toString()).sorted().toList();
        } catch (IOException e) {
            throw new OutputRefused(output, "cannot read it: " + reason(e));
        }
    }

    private static OutputFolder locked(Path output, Path target, Path versions, Consumer<String> progress) {
        FileChannel channel = null;
        try {
            channel = FileChannel.open(versions.resolve(LOCK), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            FileLock lock = channel.tryLock();
            if (lock == null) {
                progress.accept("waiting for another run that is publishing " + output + " ...");
                lock = channel.lock();
            }
            return new OutputFolder(output, versions, channel, lock);
        } catch (IOException | OverlappingFileLockException e) {
            closeQuietly(channel);
            throw new OutputRefused(output, e instanceof OverlappingFileLockException
                    ? "this program is already publishing it; wait for that run to finish"
                    : "cannot lock " + versions.resolve(LOCK) + ": " + reason((IOException) e));
        }
    }

    private static void closeQuietly(FileChannel channel) {
        if (channel != null) {
            try {
                channel.close();
            } catch (IOException e) {
                // nothing was locked
            }
        }
    }

    /**
     * Clears the way for the link: an empty folder goes, a folder this program published as a
     * plain folder (a copy that kept the marker) moves among the versions, to be deleted after.
     */
    private void makeRoomForLink(Path target) throws IOException {
        if (Files.isSymbolicLink(target) || !Files.isDirectory(target, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        try {
            Files.delete(target);
        } catch (DirectoryNotEmptyException e) {
            Files.move(target, versions.resolve(newVersionName()), StandardCopyOption.ATOMIC_MOVE);
        }
    }

    /**
     * Deletes every version but the published one, the scratch folders and links interrupted runs
     * left: only what is this program's by {@link MarkedFolders#isOurs}. Nothing beside the output is deleted: the
     * hidden folders of the program's first publishing scheme ({@code .site-old-<n>-<n>}) carried no
     * mark, so they cannot be told from a user's copy named alike.
     */
    private void removeLeftovers() {
        Optional<Path> live = current(output);
        try (Stream<Path> entries = Files.list(versions)) {
            for (Path entry : entries.toList()) {
                boolean keep = entry.equals(staging) && !published || entry.equals(scratch)
                        || live.isPresent() && realOrSelf(entry).equals(live.get());
                if (!keep && MarkedFolders.isOurs(entry)) {
                    deleteQuietly(entry);
                }
            }
        } catch (IOException e) {
            warnings.add("cannot clean " + versions + ": " + reason(e) + "; the next run tries again");
        }
    }

    /** Deletes a folder of this program's; what cannot be deleted is a warning, tried again by the next run. */
    private void deleteQuietly(Path entry) {
        try {
            MarkedFolders.deleteTree(entry);
        } catch (UncheckedIOException e) {
            warnings.add("cannot delete " + entry + ", which is no longer published: " + e.getMessage()
                    + "; the next run tries again, or delete it yourself");
        }
    }

    private static String newVersionName() {
        return "v" + System.currentTimeMillis() + "-" + ProcessHandle.current().pid() + "-" + VERSIONS.incrementAndGet();
    }

    /** Why a file operation failed, in words: "permission denied", "no such file", or the system's reason. */
    public static String reason(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof NoSuchFileException) {
            return "no such file or folder: " + e.getMessage();
        }
        if (e instanceof FileSystemException fs && fs.getReason() != null) {
            return fs.getReason().toLowerCase(java.util.Locale.ROOT);
        }
        return String.valueOf(e.getMessage());
    }
}
