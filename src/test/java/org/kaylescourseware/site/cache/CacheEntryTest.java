package org.kaylescourseware.site.cache;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class CacheEntryTest {

    private static final SolverVersion VERSION = new SolverVersion("classes 0123456789abcdef");
    private static final String KEY = "sequence rule=0.77 compute-to=200";
    private static final byte[] PAYLOAD = "the values\n\n and a blank line inside".getBytes(StandardCharsets.UTF_8);

    private static String damage(byte[] file, SolverVersion version, String key) {
        return assertInstanceOf(CacheEntry.Damaged.class, CacheEntry.decode(file, version, key)).reason();
    }

    @Test
    void anEntryReadsBackAsItsPayloadForItsKeyAndSolver() {
        byte[] file = CacheEntry.encode(VERSION, KEY, PAYLOAD);
        assertArrayEquals(PAYLOAD, assertInstanceOf(CacheEntry.Trusted.class, CacheEntry.decode(file, VERSION, KEY)).payload());
        assertTrue(new String(file, StandardCharsets.UTF_8).startsWith(CacheEntry.FORMAT + "\nsolver: " + VERSION.text()
                + "\nkey: " + KEY + "\npayload: " + PAYLOAD.length + " bytes\nsha-256: "), "a header a reader can read");
    }

    @Test
    void anEntryOfAnotherSolverVersionIsNotTrusted() {
        byte[] file = CacheEntry.encode(new SolverVersion("classes fedcba9876543210"), KEY, PAYLOAD);
        assertEquals("classes fedcba9876543210",
                assertInstanceOf(CacheEntry.OtherVersion.class, CacheEntry.decode(file, VERSION, KEY)).version());
    }

    @Test
    void anEntryOfAnotherKeyIsNotTrusted() {
        byte[] file = CacheEntry.encode(VERSION, "sequence rule=0.07 compute-to=200", PAYLOAD);
        assertTrue(damage(file, VERSION, KEY).contains("another result"));
    }

    @Test
    void aTruncatedEntryIsNotTrusted() {
        byte[] file = CacheEntry.encode(VERSION, KEY, PAYLOAD);
        for (int length = 0; length < file.length; length++) {
            assertInstanceOf(CacheEntry.Damaged.class, CacheEntry.decode(Arrays.copyOf(file, length), VERSION, KEY),
                    "cut after " + length + " bytes");
        }
    }

    @Test
    void anEntryWithOneByteChangedIsNotTrusted() {
        byte[] file = CacheEntry.encode(VERSION, KEY, PAYLOAD);
        for (int i = 0; i < file.length; i++) {
            byte[] edited = file.clone();
            edited[i] ^= 0x01;
            CacheEntry.Reading reading = CacheEntry.decode(edited, VERSION, KEY);
            assertTrue(reading instanceof CacheEntry.Damaged || reading instanceof CacheEntry.OtherVersion,
                    "byte " + i + " edited, read as " + reading);
        }
    }

    @Test
    void anEditWhoseLengthStillMatchesFailsTheChecksum() {
        byte[] file = CacheEntry.encode(VERSION, KEY, PAYLOAD);
        byte[] edited = file.clone();
        edited[edited.length - 1] = 'X';
        assertTrue(damage(edited, VERSION, KEY).contains("checksum"));
    }

    @Test
    void bytesAfterTheEntryAreNotTrusted() {
        byte[] file = CacheEntry.encode(VERSION, KEY, PAYLOAD);
        assertTrue(damage(Arrays.copyOf(file, file.length + 1), VERSION, KEY).contains("after its end"));
    }

    @Test
    void aFileThatIsNoEntryIsNotTrusted() {
        assertTrue(damage("id: kayles\nname: Kayles\n\nrule: 0.77\n".getBytes(StandardCharsets.UTF_8), VERSION, KEY)
                .contains("not a solver cache entry"));
        assertTrue(damage(new byte[10_000], VERSION, KEY).contains("no header"));
        assertTrue(damage(new byte[0], VERSION, KEY).contains("no header"));
    }
}
