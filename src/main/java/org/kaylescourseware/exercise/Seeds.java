package org.kaylescourseware.exercise;

import java.nio.charset.StandardCharsets;
import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * Seeds derived from text: the first 8 bytes of SHA-256 of the parts, so that a lesson and a seed,
 * or a course seed and a student's id, always give the same variant on every machine, and nearby
 * inputs give unrelated ones.
 */
public final class Seeds {

    private Seeds() {
    }

    /** A seed for {@code parts}, joined by a separator no part can fake (each is length-prefixed). */
    public static long mix(String... parts) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            for (String part : parts) {
                byte[] bytes = part.getBytes(StandardCharsets.UTF_8);
                sha.update(ByteBuffer.allocate(4).putInt(bytes.length).array());
                sha.update(bytes);
            }
            return ByteBuffer.wrap(sha.digest()).getLong();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
