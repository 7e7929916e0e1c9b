package org.kaylescourseware.site.cache;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * The solver cache's folder, {@code .solver-cache/} in the project: one file per result, named by a
 * digest of its key. Reading checks the entry ({@link CacheEntry}); writing goes to a temporary file
 * in the folder, renamed over the entry in one step, so a build killed while writing, or two builds
 * writing at once, never leave half an entry under an entry's name.
 *
 * <p>Every entry is sealed with the folder's secret ({@link CacheSeal}): a file the program did not
 * write there is refused even when it looks whole.
 *
 * <p>The cache only saves time: a folder that cannot be read or written is reported once, and the
 * build goes on computing.
 */
public final class CacheFolder {

    /** The folder's name in the project. Version control ignores it (.gitignore). */
    public static final String NAME = ".solver-cache";

    private static final String SUFFIX = ".entry";
    private static final String TEMPORARY = ".tmp";
    /** No entry is near this; a larger file is not one. */
    private static final long LARGEST_ENTRY = 64L << 20;
    /** Older temporary files were left by a build that was killed: nothing writes for that long. */
    private static final Duration ABANDONED = Duration.ofMinutes(10);

    private final Path folder;
    private final SolverVersion version;
    private final Consumer<String> warnings;
    private final CacheSeal seal;
    private boolean unwritable;
    private boolean unsealedReported;
    private Boolean usable;

    /**
     * @param folder   where the entries are (created when the first is written)
     * @param version  the solver whose entries are trusted
     * @param warnings receives one line for each entry found damaged and for a folder that cannot be written
     */
    public CacheFolder(Path folder, SolverVersion version, Consumer<String> warnings) {
        this(folder, version, warnings, new CacheSeal(folder));
    }

    private CacheFolder(Path folder, SolverVersion version, Consumer<String> warnings, CacheSeal seal) {
        this.folder = folder;
        this.version = version;
        this.warnings = warnings;
        this.seal = seal;
    }

    /** The cache of the project at {@code root}, for the running solver. */
    public static CacheFolder of(Path root, Consumer<String> warnings) {
        return new CacheFolder(root.resolve(NAME), SolverVersion.current(), warnings);
    }

    public Path folder() {
        return folder;
    }

    /**
     * The same folder, trusting the entries of {@code other} instead of the running solver's: for results
     * that depend on a library's version rather than on the course's code (typeset formulas).
     */
    public CacheFolder trusting(SolverVersion other) {
        return new CacheFolder(folder, other, warnings, seal);
    }

    /**
     * The payload stored for {@code key} when a trusted entry holds it. A missing entry, one by another
     * solver and one that cannot be trusted are all empty; a damaged one is reported.
     */
    public synchronized Optional<byte[]> read(String kind, String key) {
        Path file = file(kind, key);
        if (!usable()) {
            return Optional.empty();
        }
        try {
            if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
                return Optional.empty();
            }
            if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS) || Files.size(file) > LARGEST_ENTRY) {
                return damaged(file, "it is not a file of the cache");
            }
            Optional<byte[]> secret = secret();
            if (secret.isEmpty()) {
                return Optional.empty();
            }
            CacheEntry.Reading reading = CacheEntry.decode(Files.readAllBytes(file), version, key, secret.get());
            if (reading instanceof CacheEntry.Trusted trusted) {
                return Optional.of(trusted.payload());
            }
            if (reading instanceof CacheEntry.OtherSeal) {
                if (seal.madeHere()) {
                    // the secret was made again by this process: every entry sealed before it is expected here, so one line
                    reportUnsealed(seal.file() + " was made anew, so the entries sealed before it cannot be trusted");
                    return Optional.empty();
                }
                return damaged(file, "its seal does not match (damaged, edited, or not written by a build in this folder)");
            }
            return reading instanceof CacheEntry.Damaged damaged ? damaged(file, damaged.reason()) : Optional.empty();
        } catch (NoSuchFileException e) {
            return Optional.empty();
        } catch (IOException e) {
            return damaged(file, "it cannot be read (" + e.getClass().getSimpleName() + ")");
        }
    }

    /**
     * The folder's secret; empty, reported once, when it has none although it has an entry (no build
     * wrote that entry) or when the secret cannot be read.
     */
    private Optional<byte[]> secret() {
        try {
            Optional<byte[]> secret = seal.existing();
            if (secret.isEmpty()) {
                reportUnsealed(seal.file() + " is missing, so no build wrote its entries");
            }
            return secret;
        } catch (IOException e) {
            reportUnsealed(e.getMessage());
            return Optional.empty();
        }
    }

    private void reportUnsealed(String reason) {
        if (!unsealedReported) {
            unsealedReported = true;
            warnings.accept("solver cache: the entries in " + folder + " are not used: " + reason + "; recomputing them");
        }
    }

    /**
     * Reports the entry of {@code key} as unusable although its seal matched: its payload is not the
     * result it should be (only a wrong solver, or a hand holding the folder's secret, makes one). It is
     * recomputed.
     */
    public void reject(String kind, String key, String reason) {
        damaged(file(kind, key), reason);
    }

    private Optional<byte[]> damaged(Path file, String reason) {
        warnings.accept("solver cache: " + file + " is not used, " + reason + "; recomputing it");
        return Optional.empty();
    }

    /** Stores {@code payload} as the entry of {@code key}, replacing any entry there in one step. */
    public synchronized void write(String kind, String key, byte[] payload) {
        if (unwritable || !usable()) {
            return;
        }
        Path temporary = null;
        try {
            Files.createDirectories(folder);
            // not Files.createTempFile: its files are private (0600); an entry gets the user's usual permissions
            temporary = folder.resolve("." + kind + "-" + ProcessHandle.current().pid() + "-"
                    + Long.toHexString(ThreadLocalRandom.current().nextLong()) + TEMPORARY);
            Files.write(temporary, CacheEntry.encode(version, key, payload, seal.forWriting()), StandardOpenOption.CREATE_NEW,
                    StandardOpenOption.WRITE);
            move(temporary, file(kind, key));
        } catch (IOException | UnsupportedOperationException e) {
            unwritable = true;
            warnings.accept("solver cache: cannot write in " + folder + " (" + describe(e)
                    + "); this build's results are not kept for the next");
        } finally {
            deleteQuietly(temporary);
        }
    }

    /**
     * Whether the folder may be used: a link there is not followed (the cache stays inside the
     * project), nor is a file of that name replaced; either is reported once.
     */
    private boolean usable() {
        if (usable == null) {
            usable = CacheSeal.lookAt(folder).map(BasicFileAttributes::isDirectory).orElse(true);
            if (!usable) {
                warnings.accept("solver cache: " + folder + " is not a folder (a link or a file); the cache is not used."
                        + " Move it away to let the cache work");
            }
        }
        return usable;
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            throw new IOException("the file system cannot rename a file in one step", e);
        }
    }

    /** Deletes the temporary files of builds that were killed while writing (old enough that none is being written). */
    public synchronized void removeAbandoned() {
        if (!Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        FileTime before = FileTime.from(Instant.now().minus(ABANDONED));
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.filter(f -> f.getFileName().toString().endsWith(TEMPORARY)).toList()) {
                if (Files.getLastModifiedTime(file, LinkOption.NOFOLLOW_LINKS).compareTo(before) < 0) {
                    deleteQuietly(file);
                }
            }
        } catch (IOException e) {
            // an unreadable folder is reported when an entry is read or written
        }
    }

    /** The entry of {@code key}: its kind for a reader of the folder, and a digest of the key. */
    Path file(String kind, String key) {
        CacheEntry.requireOneLine(key);
        if (!kind.matches("[a-z][a-z0-9-]*")) {
            throw new IllegalArgumentException("a cache entry's kind is lower-case letters, digits and '-', got '" + kind + "'");
        }
        String digest = HexFormat.of().formatHex(CacheEntry.sha256(key.getBytes(StandardCharsets.UTF_8)));
        return folder.resolve(kind + "-" + digest.substring(0, 32) + SUFFIX);
    }

    private static String describe(Exception e) {
        if (e instanceof java.nio.file.AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof java.nio.file.FileAlreadyExistsException || e instanceof java.nio.file.NotDirectoryException) {
            return "not a folder";
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    private static void deleteQuietly(Path file) {
        if (file == null) {
            return;
        }
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // a temporary file that stays is never read as an entry; removeAbandoned tries again
        }
    }
}
