package org.kaylescourseware.site.cache;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The secret a cache folder seals its entries with: 32 random bytes in the file {@value #FILE_NAME} of
 * the folder, readable by its owner only, made by the first build that writes an entry. An entry is
 * trusted only when its seal, an HMAC-SHA-256 of its header and payload under this secret, matches.
 * A SHA-256 proves a file whole; anyone can compute one over a payload they wrote, and a build would
 * then publish it. A seal can be made only with the secret, so a file written by hand, by another
 * program or in another project's cache is refused, whatever its content.
 */
final class CacheSeal {

    /** The secret's file in the cache folder. */
    static final String FILE_NAME = "secret";
    private static final int LENGTH = 32;
    private static final String ALGORITHM = "HmacSHA256";

    private final Path file;
    private byte[] secret;
    private boolean madeHere;

    CacheSeal(Path folder) {
        this.file = folder.resolve(FILE_NAME);
    }

    Path file() {
        return file;
    }

    /**
     * The secret, when the folder has a good one: empty when it has none yet (a folder whose entries
     * cannot have been written by a build, since the first write makes it).
     *
     * @throws IOException when the file is there but cannot be read, or is not a secret
     */
    synchronized Optional<byte[]> existing() throws IOException {
        if (secret == null) {
            try {
                Optional<BasicFileAttributes> found = lookAt(file);
                if (found.isEmpty()) {
                    return Optional.empty();
                }
                if (!found.get().isRegularFile()) {
                    throw new IOException(file + " is not a file");
                }
                byte[] read = Files.readAllBytes(file);
                if (read.length != LENGTH) {
                    throw new IOException(file + " is not a secret of " + LENGTH + " bytes");
                }
                secret = read;
            } catch (NoSuchFileException e) {
                return Optional.empty();
            } catch (AccessDeniedException e) {
                throw new IOException("cannot read " + file + " (permission denied)", e);
            }
        }
        return Optional.of(secret);
    }

    /**
     * The secret to seal a new entry with: the folder's, or a new one when it has none, made in one
     * step so that two builds starting at once agree on it.
     */
    synchronized byte[] forWriting() throws IOException {
        if (secret != null && Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
            return secret;
        }
        secret = null;
        // a secret of the wrong length (cut short, edited) seals nothing: it is replaced, and what it sealed recomputed
        boolean damaged = Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS) && Files.size(file) != LENGTH;
        Optional<byte[]> found = damaged ? Optional.empty() : existing();
        if (found.isPresent()) {
            return found.get();
        }
        byte[] made = new byte[LENGTH];
        new SecureRandom().nextBytes(made);
        Path temporary = file.resolveSibling("." + FILE_NAME + "-" + ProcessHandle.current().pid() + "-"
                + Long.toHexString(ThreadLocalRandom.current().nextLong()) + ".tmp");
        try {
            Files.createFile(temporary, ownerOnly(temporary));
            Files.write(temporary, made);
            if (damaged) {
                Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } else {
                try {
                    Files.createLink(file, temporary);
                } catch (UnsupportedOperationException e) {
                    Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE);
                }
            }
        } catch (FileAlreadyExistsException e) {
            // another build made it first: its secret is the folder's
            return existing().orElseThrow(() -> new IOException(file + " vanished while it was being made"));
        } finally {
            Files.deleteIfExists(temporary);
        }
        secret = made;
        madeHere = true;
        return made;
    }

    /**
     * What {@code path} is, in one look that does not follow a link; empty when there is nothing there.
     * Two looks (is it a file? is anything there?) race with a build making it between them, and take
     * the new file for something else; one look sees it either not yet there or whole.
     */
    static Optional<BasicFileAttributes> lookAt(Path path) {
        try {
            return Optional.of(Files.readAttributes(path, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS));
        } catch (IOException e) {
            // nothing there, or a folder on the way that cannot be read: the fault is reported when the file is used
            return Optional.empty();
        }
    }

    /** Whether this process made the folder's secret (it had none, or a damaged one): entries sealed before are not its. */
    synchronized boolean madeHere() {
        return madeHere;
    }

    /** The seal of {@code parts} under {@code secret}, as lower-case hex. */
    static String seal(byte[] secret, byte[]... parts) {
        try {
            Mac mac = Mac.getInstance(ALGORITHM);
            mac.init(new SecretKeySpec(secret, ALGORITHM));
            for (byte[] part : parts) {
                mac.update(part);
            }
            return HexFormat.of().formatHex(mac.doFinal());
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java platform has " + ALGORITHM, e);
        }
    }

    private static FileAttribute<?>[] ownerOnly(Path path) {
        boolean posix = path.getFileSystem().supportedFileAttributeViews().contains("posix");
        return posix ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------"))}
                : new FileAttribute<?>[0];
    }
}
