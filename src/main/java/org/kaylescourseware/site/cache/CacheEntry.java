package org.kaylescourseware.site.cache;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.List;

/**
 * One file of the solver cache: a header of text lines that says what it is, then the result's bytes.
 * <pre>
 * kayles-courseware solver cache entry, format 2
 * solver: classes 3f9a...            (the {@link SolverVersion} that computed it)
 * key: sequence rule=0.77 compute-to=20000
 * payload: 20117 bytes
 * hmac-sha-256: 6b1e...              (of the four lines above and the payload, under the folder's {@link CacheSeal})
 *
 * &lt;payload&gt;
 * </pre>
 * An entry is trusted only when every line is as expected for the key asked and the seal matches,
 * so a damaged, truncated, edited, hand-made or foreign file is recomputed, never read as a result.
 */
final class CacheEntry {

    static final String FORMAT = "kayles-courseware solver cache entry, format 2";
    private static final String ANY_FORMAT = "kayles-courseware solver cache entry, format ";
    private static final String SEAL = "hmac-sha-256: ";
    private static final int LARGEST_HEADER = 4096;

    private CacheEntry() {
    }

    /** What reading a file as the entry of a key gave: the payload, or why it cannot be trusted. */
    sealed interface Reading {
    }

    /** A whole entry for the key asked, written by this solver. */
    record Trusted(byte[] payload) implements Reading {
    }

    /**
     * An entry written by another version of the solver or in another format: expected after every change to the
     * program, not a fault.
     */
    record OtherVersion(String version) implements Reading {
    }

    /** A whole entry for the key asked whose seal is not the folder's secret's: made without it, or under an earlier secret. */
    record OtherSeal() implements Reading {
    }

    /** Anything else: {@code reason} says what is wrong, e.g. "its header is not as written". */
    record Damaged(String reason) implements Reading {
    }

    /** The bytes of the entry of {@code key}, computed by {@code version}, sealed with {@code secret}. */
    static byte[] encode(SolverVersion version, String key, byte[] payload, byte[] secret) {
        requireOneLine(key);
        String lines = header(version.text(), key, payload.length);
        String seal = CacheSeal.seal(secret, lines.getBytes(StandardCharsets.UTF_8), payload);
        byte[] head = (lines + SEAL + seal + "\n\n").getBytes(StandardCharsets.UTF_8);
        byte[] file = Arrays.copyOf(head, head.length + payload.length);
        System.arraycopy(payload, 0, file, head.length, payload.length);
        return file;
    }

    /** Reads {@code file} as the entry of {@code key} by {@code version}, sealed with {@code secret}. */
    static Reading decode(byte[] file, SolverVersion version, String key, byte[] secret) {
        int end = headerEnd(file);
        if (end < 0) {
            return new Damaged("it is not a solver cache entry (no header)");
        }
        List<String> lines = List.of(new String(file, 0, end, StandardCharsets.UTF_8).split("\n", -1));
        if (lines.get(0).startsWith(ANY_FORMAT) && !lines.get(0).equals(FORMAT)) {
            return new OtherVersion(lines.get(0).substring(ANY_FORMAT.length()));
        }
        if (lines.size() != 5 || !lines.get(0).equals(FORMAT)) {
            return new Damaged("it is not a solver cache entry of format 2");
        }
        String solver = value(lines.get(1), "solver: ");
        if (solver != null && !solver.equals(version.text())) {
            return new OtherVersion(solver);
        }
        String payloadLength = value(lines.get(3), "payload: ");
        String seal = value(lines.get(4), SEAL);
        if (solver == null || payloadLength == null || seal == null || !payloadLength.matches("\\d{1,9} bytes")) {
            return new Damaged("its header is not as written");
        }
        if (!key.equals(value(lines.get(2), "key: "))) {
            return new Damaged("it holds another result (" + lines.get(2) + ")");
        }
        int length = Integer.parseInt(payloadLength.substring(0, payloadLength.indexOf(' ')));
        int start = end + 2;
        if (file.length - start != length) {
            return new Damaged(file.length - start < length ? "it is truncated" : "it has bytes after its end");
        }
        byte[] payload = Arrays.copyOfRange(file, start, file.length);
        String lines4 = header(solver, key, length);
        if (!MessageDigest.isEqual(CacheSeal.seal(secret, lines4.getBytes(StandardCharsets.UTF_8), payload)
                .getBytes(StandardCharsets.US_ASCII), seal.getBytes(StandardCharsets.US_ASCII))) {
            return new OtherSeal();
        }
        return new Trusted(payload);
    }

    private static String header(String version, String key, int length) {
        return FORMAT + "\nsolver: " + version + "\nkey: " + key + "\npayload: " + length + " bytes\n";
    }

    /** The index of the blank line that ends the header, or -1. */
    private static int headerEnd(byte[] file) {
        for (int i = 0; i + 1 < Math.min(file.length, LARGEST_HEADER); i++) {
            if (file[i] == '\n' && file[i + 1] == '\n') {
                return i;
            }
        }
        return -1;
    }

    private static String value(String line, String label) {
        return line.startsWith(label) ? line.substring(label.length()) : null;
    }

    static void requireOneLine(String key) {
        if (key.isEmpty() || key.contains("\n") || key.contains("\r")) {
            throw new IllegalArgumentException("a cache key is one line of text, got '" + key + "'");
        }
    }

    static byte[] sha256(byte[]... parts) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            for (byte[] part : parts) {
                sha.update(part);
            }
            return sha.digest();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }
}
