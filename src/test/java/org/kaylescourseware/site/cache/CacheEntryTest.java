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
    private static final byte[] SECRET = "thirty-two bytes of this folder!".getBytes(StandardCharsets.US_ASCII);

    private static String damage(byte[] file, SolverVersion version, String key) {
        return assertInstanceOf(CacheEntry.Damaged.class, CacheEntry.decode(file, version, key, SECRET)).reason();
    }

    private static CacheEntry.Reading decode(byte[] file, SolverVersion version, String key) {
        return CacheEntry.decode(file, version, key, SECRET);
    }

    private static byte[] encode(SolverVersion version, String key, byte[] payload) {
        return CacheEntry.encode(version, key, payload, SECRET);
    }

    @Test
    void anEntryReadsBackAsItsPayloadForItsKeyAndSolver() {
        byte[] file = encode(VERSION, KEY, PAYLOAD);
        assertArrayEquals(PAYLOAD, assertInstanceOf(CacheEntry.Trusted.class, decode(file, VERSION, KEY)).payload());
        assertTrue(new String(file, StandardCharsets.UTF_8).startsWith(CacheEntry.FORMAT + "\nsolver: " + VERSION.text()
                + "\nkey: " + KEY + "\npayload: " + PAYLOAD.length + " bytes\nhmac-sha-256: "), "a header a reader can read");
    }

    @Test
    void anEntryOfAnotherSolverVersionIsNotTrusted() {
        byte[] file = encode(new SolverVersion("classes fedcba9876543210"), KEY, PAYLOAD);
        assertEquals("classes fedcba9876543210",
                assertInstanceOf(CacheEntry.OtherVersion.class, decode(file, VERSION, KEY)).version());
    }

    @Test
    void anEntryOfAnotherKeyIsNotTrusted() {
        byte[] file = encode(VERSION, "sequence rule=0.07 compute-to=200", PAYLOAD);
        assertTrue(damage(file, VERSION, KEY).contains("another result"));
    }

    @Test
    void aTruncatedEntryIsNotTrusted() {
        byte[] file = encode(VERSION, KEY, PAYLOAD);
        for (int length = 0; length < file.length; length++) {
            assertInstanceOf(CacheEntry.Damaged.class, decode(Arrays.copyOf(file, length), VERSION, KEY),
                    "cut after " + length + " bytes");
        }
    }

    @Test
    void anEntryWithOneByteChangedIsNotTrusted() {
        byte[] file = encode(VERSION, KEY, PAYLOAD);
        for (int i = 0; i < file.length; i++) {
            byte[] edited = file.clone();
            edited[i] ^= 0x01;
            CacheEntry.Reading reading = decode(edited, VERSION, KEY);
            assertTrue(reading instanceof CacheEntry.Damaged || reading instanceof CacheEntry.OtherVersion
                    || reading instanceof CacheEntry.OtherSeal,
                    "byte " + i + " edited, read as " + reading);
        }
    }

    @Test
    void anEditWhoseLengthStillMatchesFailsTheSeal() {
        byte[] file = encode(VERSION, KEY, PAYLOAD);
        byte[] edited = file.clone();
        edited[edited.length - 1] = 'X';
        assertInstanceOf(CacheEntry.OtherSeal.class, decode(edited, VERSION, KEY));
    }

    /**
     * Issue 28, item 7: the last line was a SHA-256 of the lines above and the payload, which anyone can compute over a
     * payload of their own. An entry made that way, or sealed with another folder's secret, is not trusted.
     */
    @Test
    void anEntryMadeWithoutTheFoldersSecretIsNotTrusted() throws Exception {
        byte[] forged = "the values, made by hand".getBytes(StandardCharsets.UTF_8);
        String lines = CacheEntry.FORMAT + "\nsolver: " + VERSION.text() + "\nkey: " + KEY + "\npayload: " + forged.length + " bytes\n";
        String digest = java.util.HexFormat.of().formatHex(CacheEntry.sha256(lines.getBytes(StandardCharsets.UTF_8), forged));
        byte[] file = (lines + "hmac-sha-256: " + digest + "\n\n" + new String(forged, StandardCharsets.UTF_8))
                .getBytes(StandardCharsets.UTF_8);
        assertInstanceOf(CacheEntry.OtherSeal.class, decode(file, VERSION, KEY));
        byte[] otherFolders = CacheEntry.encode(VERSION, KEY, forged, "thirty-two bytes of another one!".getBytes(StandardCharsets.US_ASCII));
        assertInstanceOf(CacheEntry.OtherSeal.class, decode(otherFolders, VERSION, KEY));
        assertArrayEquals(forged, assertInstanceOf(CacheEntry.Trusted.class, decode(encode(VERSION, KEY, forged), VERSION, KEY))
                .payload(), "sealed with this folder's secret, the same payload is read");
    }

    @Test
    void anEntryOfTheEarlierFormatIsOfAnotherVersionNotDamage() {
        byte[] file = encode(VERSION, KEY, PAYLOAD);
        String text = new String(file, StandardCharsets.UTF_8).replace(CacheEntry.FORMAT, "kayles-courseware solver cache entry, format 1")
                .replace("hmac-sha-256: ", "sha-256: ");
        assertEquals("1", assertInstanceOf(CacheEntry.OtherVersion.class, decode(text.getBytes(StandardCharsets.UTF_8), VERSION, KEY))
                .version());
    }

    @Test
    void bytesAfterTheEntryAreNotTrusted() {
        byte[] file = encode(VERSION, KEY, PAYLOAD);
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
