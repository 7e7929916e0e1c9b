package org.kaylescourseware.site.cache;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermission;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

class CacheFolderTest {

    private static final SolverVersion VERSION = new SolverVersion("classes 0123456789abcdef");
    private static final String KEY = "sequence rule=0.77 compute-to=200";

    @TempDir
    Path project;

    private final List<String> warnings = new ArrayList<>();

    private CacheFolder folder(SolverVersion version) {
        return new CacheFolder(project.resolve(CacheFolder.NAME), version, warnings::add);
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void aWrittenEntryIsReadBackByTheSameSolverOnly() {
        folder(VERSION).write("sequence", KEY, bytes("values"));
        assertArrayEquals(bytes("values"), folder(VERSION).read("sequence", KEY).orElseThrow());
        assertEquals(Optional.empty(), folder(new SolverVersion("classes other")).read("sequence", KEY));
        assertEquals(Optional.empty(), folder(VERSION).read("sequence", "sequence rule=0.77 compute-to=201"));
        assertEquals(List.of(), warnings, "another solver's entry and a missing one are not faults");
    }

    @Test
    void aDamagedEntryIsReportedAndNotRead() throws IOException {
        CacheFolder cache = folder(VERSION);
        cache.write("sequence", KEY, bytes("values"));
        Path file = cache.file("sequence", KEY);
        byte[] whole = Files.readAllBytes(file);
        Files.write(file, Arrays.copyOf(whole, whole.length - 3));
        assertEquals(Optional.empty(), cache.read("sequence", KEY));
        assertEquals(1, warnings.size());
        assertTrue(warnings.get(0).contains(file + " is not used, it is truncated; recomputing it"), warnings.get(0));
    }

    @Test
    void anEntryCopiedUnderAnotherKeysNameIsNotRead() throws IOException {
        CacheFolder cache = folder(VERSION);
        cache.write("sequence", "sequence rule=0.07 compute-to=200", bytes("Dawson's values"));
        Files.copy(cache.file("sequence", "sequence rule=0.07 compute-to=200"), cache.file("sequence", KEY));
        assertEquals(Optional.empty(), cache.read("sequence", KEY));
        assertTrue(warnings.get(0).contains("it holds another result (key: sequence rule=0.07 compute-to=200)"), warnings.get(0));
    }

    @Test
    void aBuildKilledWhileWritingLeavesNoEntryThatIsRead() throws IOException {
        CacheFolder cache = folder(VERSION);
        cache.write("sequence", KEY, bytes("old values"));
        byte[] whole = CacheEntry.encode(VERSION, KEY, bytes("new values"), new byte[32]);
        Path leftover = cache.folder().resolve(".sequence-4242-abc.tmp");
        Files.write(leftover, Arrays.copyOf(whole, whole.length / 2));
        assertArrayEquals(bytes("old values"), cache.read("sequence", KEY).orElseThrow(), "the entry is the old one, whole");
        cache.removeAbandoned();
        assertTrue(Files.exists(leftover), "a temporary file may still be being written");
        Files.setLastModifiedTime(leftover, FileTime.from(Instant.now().minus(Duration.ofHours(1))));
        cache.removeAbandoned();
        assertFalse(Files.exists(leftover), "an old one was left by a killed build");
    }

    @Test
    void buildsWritingTheSameEntryAtOnceLeaveOneWholeEntry() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<?>> writes = new ArrayList<>();
            for (int i = 0; i < 40; i++) {
                String text = "values " + i + ":" + "x".repeat(1000 * i);
                // a folder object per writer, as separate processes would have
                writes.add(pool.submit(() -> folder(VERSION).write("sequence", KEY, bytes(text))));
            }
            for (Future<?> write : writes) {
                write.get();
            }
        } finally {
            pool.shutdown();
        }
        String read = new String(folder(VERSION).read("sequence", KEY).orElseThrow(), StandardCharsets.UTF_8);
        int i = Integer.parseInt(read.substring("values ".length(), read.indexOf(':')));
        assertEquals("values " + i + ":" + "x".repeat(1000 * i), read, "one writer's whole entry");
        try (Stream<Path> files = Files.list(project.resolve(CacheFolder.NAME))) {
            assertEquals(List.of(CacheSeal.FILE_NAME, cache(KEY)), files.map(f -> f.getFileName().toString()).sorted().toList(),
                    "the entry and the folder's secret; no temporary file is left");
        }
        assertEquals(List.of(), warnings);
    }

    @Test
    void aFolderThatCannotBeWrittenIsReportedOnceAndTheBuildGoesOn() throws IOException {
        Files.writeString(project.resolve(CacheFolder.NAME), "a file where the folder should be");
        CacheFolder cache = folder(VERSION);
        cache.write("sequence", KEY, bytes("values"));
        cache.write("sequence", "sequence rule=0.07 compute-to=200", bytes("values"));
        assertEquals(Optional.empty(), cache.read("sequence", KEY));
        assertEquals(1, warnings.size(), String.join("\n", warnings));
        assertTrue(warnings.get(0).contains("is not a folder"), warnings.get(0));
        assertEquals("a file where the folder should be", Files.readString(project.resolve(CacheFolder.NAME)));
    }

    @Test
    void aLinkInPlaceOfTheFolderIsNotFollowed() throws IOException {
        Path elsewhere = Files.createDirectory(project.resolve("elsewhere"));
        Files.createSymbolicLink(project.resolve(CacheFolder.NAME), elsewhere);
        folder(VERSION).write("sequence", KEY, bytes("values"));
        try (Stream<Path> files = Files.list(elsewhere)) {
            assertEquals(0, files.count(), "nothing written through the link");
        }
        assertTrue(warnings.get(0).contains("is not a folder (a link or a file)"), warnings.get(0));
    }

    @Test
    void entriesHaveTheUsersUsualPermissionsNotPrivateOnes() throws IOException {
        CacheFolder cache = folder(VERSION);
        cache.write("sequence", KEY, bytes("values"));
        Path reference = Files.writeString(project.resolve("reference"), "a file made the usual way");
        Set<PosixFilePermission> usual = Files.getPosixFilePermissions(reference);
        assertEquals(usual, Files.getPosixFilePermissions(cache.file("sequence", KEY)));
    }

    private String cache(String key) {
        return folder(VERSION).file("sequence", key).getFileName().toString();
    }

    /** Issue 28, item 7: an entry another project's build wrote is whole and sealed, but not with this folder's secret. */
    @Test
    void anEntryCopiedFromAnotherProjectsCacheIsRefused() throws IOException {
        CacheFolder other = new CacheFolder(project.resolve("other").resolve(CacheFolder.NAME), VERSION, warnings::add);
        other.write("sequence", KEY, bytes("another project's values"));
        CacheFolder cache = folder(VERSION);
        cache.write("sequence", "sequence rule=0.07 compute-to=200", bytes("values"));
        Files.copy(other.file("sequence", KEY), cache.file("sequence", KEY));
        assertEquals(Optional.empty(), folder(VERSION).read("sequence", KEY));
        assertEquals(List.of("solver cache: " + cache.file("sequence", KEY) + " is not used, its seal does not match (damaged, edited,"
                + " or not written by a build in this folder); recomputing it"), warnings);
    }

    @Test
    void entriesInAFolderWithoutItsSecretAreRefusedInOneLine() throws IOException {
        CacheFolder cache = folder(VERSION);
        cache.write("sequence", KEY, bytes("values"));
        cache.write("sequence", "sequence rule=0.07 compute-to=200", bytes("values"));
        Path secret = project.resolve(CacheFolder.NAME).resolve(CacheSeal.FILE_NAME);
        Files.delete(secret);
        CacheFolder later = folder(VERSION);
        assertEquals(Optional.empty(), later.read("sequence", KEY));
        assertEquals(Optional.empty(), later.read("sequence", "sequence rule=0.07 compute-to=200"));
        assertEquals(List.of("solver cache: the entries in " + project.resolve(CacheFolder.NAME) + " are not used: " + secret
                + " is missing, so no build wrote its entries; recomputing them"), warnings);
        later.write("sequence", KEY, bytes("values again"));
        assertArrayEquals(bytes("values again"), folder(VERSION).read("sequence", KEY).orElseThrow(), "a new secret seals what is written");
    }

    /** A secret cut short seals nothing: its entries are refused in one line, and the next write makes a new secret. */
    @Test
    void aSecretCutShortIsReplacedByTheNextWrite() throws IOException {
        folder(VERSION).write("sequence", KEY, bytes("values"));
        Path secret = project.resolve(CacheFolder.NAME).resolve(CacheSeal.FILE_NAME);
        Files.write(secret, new byte[5]);
        CacheFolder later = folder(VERSION);
        assertEquals(Optional.empty(), later.read("sequence", KEY));
        assertEquals(List.of("solver cache: the entries in " + project.resolve(CacheFolder.NAME) + " are not used: " + secret
                + " is not a secret of 32 bytes; recomputing them"), warnings);
        later.write("sequence", KEY, bytes("values again"));
        assertEquals(32, Files.size(secret));
        assertArrayEquals(bytes("values again"), folder(VERSION).read("sequence", KEY).orElseThrow());
        assertEquals(1, warnings.size(), String.join("\n", warnings));
    }

    /**
     * A build whose first write makes the secret anew (it was deleted, or cut short) then reads entries sealed under the
     * old one: each was reported in a line of its own, 1,555 lines for the course. It is one line for the folder now.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"deleted", "cut short"})
    void entriesSealedBeforeASecretMadeAnewAreRefusedInOneLine(String secretWas) throws IOException {
        List<String> keys = List.of(KEY, "sequence rule=0.07 compute-to=200", "sequence rule=0.6 compute-to=200");
        keys.forEach(key -> folder(VERSION).write("sequence", key, bytes(key)));
        Path secret = project.resolve(CacheFolder.NAME).resolve(CacheSeal.FILE_NAME);
        if (secretWas.equals("deleted")) {
            Files.delete(secret);
        } else {
            Files.write(secret, new byte[5]);
        }
        CacheFolder later = folder(VERSION);
        later.write("sequence", "sequence rule=0.77 compute-to=300", bytes("new values"));
        for (String key : keys) {
            assertEquals(Optional.empty(), later.read("sequence", key), key);
        }
        assertEquals(List.of("solver cache: the entries in " + project.resolve(CacheFolder.NAME) + " are not used: " + secret
                + " was made anew, so the entries sealed before it cannot be trusted; recomputing them"), warnings);
        assertArrayEquals(bytes("new values"), later.read("sequence", "sequence rule=0.77 compute-to=300").orElseThrow());
    }

    @Test
    void theSecretIsItsOwnersOnlyAndOneForWritersStartingAtOnce() throws Exception {
        List<String> keys = writeAtOnce(project.resolve(CacheFolder.NAME));
        for (String key : keys) {
            assertArrayEquals(bytes(key), folder(VERSION).read("sequence", key).orElseThrow(), key + ", sealed with the one secret");
        }
        assertEquals(List.of(), warnings);
        Path secret = project.resolve(CacheFolder.NAME).resolve(CacheSeal.FILE_NAME);
        assertEquals(Set.of(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE), Files.getPosixFilePermissions(secret));
        assertEquals(32, Files.size(secret));
    }

    /**
     * A writer that looked at a folder not made yet, while another writer made it between its two looks
     * (is it a folder? does it exist?), took the new folder for a file and kept nothing, with a warning
     * (one run in six of the suite lost an entry so). Each round starts eight writers at once on a
     * folder that does not exist yet.
     */
    @Test
    void writersStartingAtOnceOnAFolderNotMadeYetAllKeepTheirEntries() throws Exception {
        for (int round = 0; round < 150; round++) {
            Path folder = project.resolve("round-" + round).resolve(CacheFolder.NAME);
            List<String> keys = writeAtOnce(folder);
            assertEquals(List.of(), warnings, "round " + round);
            for (String key : keys) {
                assertTrue(new CacheFolder(folder, VERSION, warnings::add).read("sequence", key).isPresent(), "round " + round + ": " + key);
            }
        }
    }

    /** Writes eight entries into {@code folder}, each by a writer of its own, the eight released at once; their keys. */
    private List<String> writeAtOnce(Path folder) throws Exception {
        int writers = 8;
        ExecutorService pool = Executors.newFixedThreadPool(writers);
        CyclicBarrier start = new CyclicBarrier(writers);
        List<String> keys = new ArrayList<>();
        try {
            List<Future<?>> writes = new ArrayList<>();
            for (int i = 0; i < writers; i++) {
                String key = "sequence rule=0.77 compute-to=" + (100 + i);
                keys.add(key);
                writes.add(pool.submit(() -> {
                    CacheFolder cache = new CacheFolder(folder, VERSION, this::warn);
                    start.await();
                    cache.write("sequence", key, bytes(key));
                    return null;
                }));
            }
            for (Future<?> write : writes) {
                write.get();
            }
        } finally {
            pool.shutdown();
        }
        return keys;
    }

    private synchronized void warn(String line) {
        warnings.add(line);
    }
}
