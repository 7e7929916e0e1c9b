package org.kaylescourseware.site;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.junit.jupiter.api.parallel.Resources;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.kaylescourseware.cli.KaylesCourseware;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.impartial.Periodicity;
import org.kaylescourseware.impartial.TwoHeapCheck;
import org.kaylescourseware.rules.ImpartialRule;
import org.kaylescourseware.site.cache.CacheFolder;
import org.kaylescourseware.site.cache.ResultCodec;
import org.kaylescourseware.site.cache.SolverVersion;
import org.kaylescourseware.site.course.Edition;
import org.kaylescourseware.site.directive.SolverCache;
import org.kaylescourseware.site.project.SiteLayout;

/**
 * The solver cache on disk, build by build: each case bakes a small course (the Kayles lesson, and
 * the rule files of Kayles, Dawson's Kayles and Officers) with a new {@link SolverCache} each time,
 * as a new process would, over one {@code .solver-cache/} folder in the project. The cases that go
 * on from the course's first build (a cold cache, solver {@link #VERSION}) start from a copy of one
 * such build, made once for the class ({@link #firstBuilt}): the folder as that build left it.
 */
@ResourceLock(Resources.SYSTEM_OUT) // it reads what build prints to System.out
class SolverCacheBuildTest {

    private static final SolverVersion VERSION = new SolverVersion("classes of this test");

    /** The course after its first build, what that build reported, and what the cache warned meanwhile; made once. */
    private static Path firstBuild;
    private static BuildSummary first;
    private static List<String> firstWarnings;

    private final List<String> warnings = new ArrayList<>();

    private static Path course(String name) throws IOException {
        Path project = CourseBuild.smallCourse(name);
        Files.writeString(project.resolve("content/games/officers.yaml"), """
                id: officers
                name: Officers
                rule: 0.6
                compute-to: 400
                check-to: 8
                """);
        return project;
    }

    /** Builds {@code project} into its site/ as a new process with solver {@code version} would. */
    private BuildSummary build(Path project, SolverVersion version) {
        return build(project, version, warnings);
    }

    private static BuildSummary build(Path project, SolverVersion version, List<String> warnings) {
        CacheFolder folder = new CacheFolder(project.resolve(CacheFolder.NAME), version, warnings::add);
        return new SiteBuilder(new SiteLayout(project), Edition.STUDENT, false, new SolverCache(Optional.of(folder)), line -> { })
                .build(project.resolve("site"));
    }

    /**
     * A new copy of the course as its first build with {@link #VERSION} left it: content/, templates/, the solver cache
     * (its secret too) and the published site/ with its versions, links kept as links. This case's warnings start with
     * that build's, as if it had built the course itself. The first build is made once for the class: every case that
     * builds the course cold and then goes on builds the same bytes from the same files.
     */
    private Path firstBuilt(String name) throws IOException {
        synchronized (SolverCacheBuildTest.class) {
            if (firstBuild == null) {
                List<String> seen = new ArrayList<>();
                Path project = course("cache-first-build");
                first = build(project, VERSION, seen);
                firstWarnings = List.copyOf(seen);
                firstBuild = project;
            }
        }
        Path copy = CourseBuild.freshFolder(name);
        try (Stream<Path> paths = Files.walk(firstBuild)) {
            for (Path path : paths.toList()) {
                Path target = copy.resolve(firstBuild.relativize(path).toString());
                if (Files.isSymbolicLink(path)) {
                    Files.createSymbolicLink(target, Files.readSymbolicLink(path));
                } else if (Files.isDirectory(path)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(path, target, StandardCopyOption.COPY_ATTRIBUTES);
                }
            }
        }
        warnings.addAll(firstWarnings);
        return copy;
    }

    private static void edit(Path file, String from, String to) throws IOException {
        String text = Files.readString(file);
        assertTrue(text.contains(from), file + " holds " + from);
        Files.writeString(file, text.replace(from, to));
    }

    @Test
    void aSecondBuildWithNothingChangedRecomputesNothingAndPublishesTheSamePages() throws IOException {
        Path project = firstBuilt("cache-unchanged");
        assertEquals(List.of("dawsons-kayles", "kayles", "officers"), first.recomputed());
        Map<String, byte[]> pages = CourseBuild.files(project.resolve("site"));
        BuildSummary second = build(project, VERSION);
        assertEquals(List.of(), second.recomputed());
        assertTrue(second.describe().contains("(recomputed 0 of 3 games)"), second.describe());
        assertSameFiles(pages, CourseBuild.files(project.resolve("site")));
        assertEquals(List.of(), warnings);
    }

    @Test
    void aChangedRuleRecomputesOnlyThatGame() throws IOException {
        Path project = firstBuilt("cache-rule");
        edit(project.resolve("content/games/officers.yaml"), "rule: 0.6", "rule: 0.16");
        BuildSummary summary = build(project, VERSION);
        assertEquals(List.of("officers"), summary.recomputed());
        assertTrue(summary.describe().contains("recomputed 1 of 3 games: officers"), summary.describe());
        assertEquals(RuleChangeBuildTest.mex("0.16", 59), RuleChangeBuildTest.table(project.resolve("site"), "officers"),
                "0.16's values now, by the plain mex recurrence");
    }

    @Test
    void aChangedBoundRecomputesOnlyThatGame() throws IOException {
        Path project = firstBuilt("cache-bound");
        edit(project.resolve("content/games/dawsons-kayles.yaml"), "compute-to: ", "compute-to: 1");
        assertEquals(List.of("dawsons-kayles"), build(project, VERSION).recomputed());
        edit(project.resolve("content/games/officers.yaml"), "check-to: 8", "check-to: 9");
        assertEquals(List.of("officers"), build(project, VERSION).recomputed(), "a new check-to reruns that game's check");
    }

    @Test
    void anotherSolverVersionRecomputesEverything() throws IOException {
        Path project = firstBuilt("cache-version");
        assertEquals(List.of("dawsons-kayles", "kayles", "officers"), build(project, new SolverVersion("classes changed")).recomputed());
        assertEquals(List.of(), build(project, new SolverVersion("classes changed")).recomputed(), "and keeps the new results");
        assertEquals(List.of(), warnings, "another version's entries are expected, not faults");
    }

    @Test
    void corruptTruncatedAndForeignEntriesAreRecomputedNeverTrusted() throws IOException {
        Path project = firstBuilt("cache-corrupt");
        Map<String, byte[]> pages = CourseBuild.files(project.resolve("site"));
        List<Path> entries = entries(project);
        assertEquals(6, entries.size(), "3 sequences and 3 checks: " + entries);
        Path sequence = entries.stream().filter(e -> e.getFileName().toString().startsWith("sequence-")).findFirst().orElseThrow();
        Path other = entries.stream().filter(e -> e.getFileName().toString().startsWith("sequence-") && !e.equals(sequence))
                .findFirst().orElseThrow();
        for (Path entry : entries) {
            byte[] bytes = Files.readAllBytes(entry);
            if (entry.equals(sequence)) {
                bytes[bytes.length - 5] ^= 0x01; // a value edited by hand
            } else if (entry.equals(other)) {
                bytes = Files.readAllBytes(sequence); // a file of another key under this name
            } else {
                bytes = java.util.Arrays.copyOf(bytes, bytes.length / 2); // cut short
            }
            Files.write(entry, bytes);
        }
        BuildSummary summary = build(project, VERSION);
        assertEquals(List.of("dawsons-kayles", "kayles", "officers"), summary.recomputed());
        assertEquals(6, warnings.size(), String.join("\n", warnings));
        assertTrue(warnings.stream().anyMatch(w -> w.contains(sequence + " is not used, its seal does not match")), warnings.toString());
        assertTrue(warnings.stream().anyMatch(w -> w.contains(other + " is not used, it holds another result")), warnings.toString());
        assertEquals(4, warnings.stream().filter(w -> w.contains("it is truncated") || w.contains("(no header)")).count(),
                "cut short in the payload or in the header: " + warnings);
        assertSameFiles(pages, CourseBuild.files(project.resolve("site")));
        warnings.clear();
        assertEquals(List.of(), build(project, VERSION).recomputed(), "the entries were written again, whole");
        assertEquals(List.of(), warnings);
    }

    /**
     * Issue 28, item 7: an entry whose checksum is right but whose values are not was trusted. Each crafted Kayles entry
     * here is written through the cache itself, so it is sealed as a build seals (only a wrong solver, or a hand
     * holding the folder's secret, makes such an entry): with g(5) = 7
     * it put 7 on the published page, exit 0; cut to g(0..4) the build stopped with "Index 5 out of bounds" (exit 6);
     * with period 13 it blamed the lesson's correct period 12. Each is now recomputed, with one line naming the entry,
     * and the page shows the values of the plain mex recurrence.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"g(5) = 7", "g(0..4) only", "period 13 from 71", "g(150) = 3, period as stored"})
    void entryWithARightChecksumAndWrongValuesIsRecomputedSayingSo(String crafted) throws IOException {
        Path project = firstBuilt("cache-crafted");
        ImpartialRule kayles = ImpartialRule.parse("0.77");
        GrundySequence right = GrundySequence.compute(kayles, 200);
        int[] values = right.values();
        Optional<Periodicity> period = right.periodicity();
        switch (crafted) {
            case "g(5) = 7" -> values[5] = 7;
            case "g(0..4) only" -> values = Arrays.copyOf(values, 5);
            case "period 13 from 71" -> period = Optional.of(new Periodicity(13, 71, 2 * 71 + 13 + 2));
            default -> values[150] = 3;
        }
        String key = "sequence rule=0.77 compute-to=200";
        new CacheFolder(project.resolve(CacheFolder.NAME), VERSION, warnings::add)
                .write("sequence", key, ResultCodec.sequence(new GrundySequence(kayles, values, period)));
        Path entry = entries(project).stream().filter(e -> contains(e, "key: " + key)).findFirst().orElseThrow();

        BuildSummary summary = build(project, VERSION);
        assertEquals(List.of("kayles"), summary.recomputed());
        assertEquals(1, warnings.size(), String.join("\n", warnings));
        assertTrue(warnings.get(0).startsWith("solver cache: " + entry + " is not used, ") && warnings.get(0).endsWith("; recomputing it")
                && !warnings.get(0).contains("\n"), warnings.get(0));
        assertEquals(RuleChangeBuildTest.mex("0.77", 83), RuleChangeBuildTest.table(project.resolve("site"), "kayles"),
                "Kayles' values by the plain mex recurrence");
    }

    /**
     * A check entry is held to its key too: a hand-made one listing a disagreement failed the build with "the solver is
     * wrong for this rule", and one of fewer heaps than check-to was trusted. Both are run again, each with one line.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"disagreement at 5+3", "heaps up to 11"})
    void checkEntryWithARightChecksumAndAWrongResultIsRunAgainSayingSo(String crafted) throws IOException {
        Path project = firstBuilt("cache-crafted-check");
        TwoHeapCheck check = crafted.startsWith("disagreement") ? new TwoHeapCheck(12, 91, List.of("5+3"))
                : new TwoHeapCheck(11, 78, List.of());
        String key = "two-heap-check rule=0.77 check-to=12";
        new CacheFolder(project.resolve(CacheFolder.NAME), VERSION, warnings::add).write("check", key, ResultCodec.json(check));
        Path entry = entries(project).stream().filter(e -> contains(e, "key: " + key)).findFirst().orElseThrow();

        BuildSummary summary = build(project, VERSION);
        assertEquals(List.of("kayles"), summary.recomputed());
        assertEquals(List.of("solver cache: " + entry + " is not used, its result is not this check's: " + (crafted.startsWith("d")
                ? "it lists disagreements (5+3), which the search decides again"
                : "it decides 78 positions a + b with b up to 11, not the 91 with b up to 12") + "; recomputing it"), warnings);
    }

    /**
     * Issue 28, item 7, as the audit did it: a Kayles entry with g(5) = 7, its header's last line a SHA-256 of the lines
     * above and the payload, computed by hand, put 7 on the published page. Such an entry is now refused for its seal,
     * before its values are looked at, with one line; the page shows the plain mex recurrence's values.
     */
    @Test
    void entryMadeByHandWithARightSha256IsRefusedForItsSeal() throws IOException {
        Path project = firstBuilt("cache-forged");
        ImpartialRule kayles = ImpartialRule.parse("0.77");
        GrundySequence right = GrundySequence.compute(kayles, 200);
        int[] values = right.values();
        values[5] = 7;
        String key = "sequence rule=0.77 compute-to=200";
        Path entry = entries(project).stream().filter(e -> contains(e, "key: " + key)).findFirst().orElseThrow();
        byte[] payload = ResultCodec.sequence(new GrundySequence(kayles, values, right.periodicity()));
        String lines = "kayles-courseware solver cache entry, format 2\nsolver: " + VERSION.text() + "\nkey: " + key + "\npayload: "
                + payload.length + " bytes\n";
        java.io.ByteArrayOutputStream forged = new java.io.ByteArrayOutputStream();
        forged.writeBytes((lines + "hmac-sha-256: " + sha256(lines.getBytes(StandardCharsets.UTF_8), payload) + "\n\n")
                .getBytes(StandardCharsets.UTF_8));
        forged.writeBytes(payload);
        Files.write(entry, forged.toByteArray());

        BuildSummary summary = build(project, VERSION);
        assertEquals(List.of("kayles"), summary.recomputed());
        assertEquals(List.of("solver cache: " + entry + " is not used, its seal does not match (damaged, edited, or not written by a"
                + " build in this folder); recomputing it"), warnings);
        assertEquals(RuleChangeBuildTest.mex("0.77", 83), RuleChangeBuildTest.table(project.resolve("site"), "kayles"));
    }

    private static String sha256(byte[]... parts) {
        try {
            java.security.MessageDigest sha = java.security.MessageDigest.getInstance("SHA-256");
            for (byte[] part : parts) {
                sha.update(part);
            }
            return java.util.HexFormat.of().formatHex(sha.digest());
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static boolean contains(Path file, String text) {
        try {
            return new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1).contains(text);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void buildNoCacheNeitherReadsNorWritesTheCache() throws IOException {
        Path project = course("cache-cli");
        String[] build = {"build", "--project", project.toString()};
        String[] noCache = {"build", "--no-cache", "--project", project.toString()};
        assertTrue(run(noCache).contains("(recomputed 3 of 3 games)"));
        assertFalse(Files.exists(project.resolve(CacheFolder.NAME)), "--no-cache writes no cache");
        assertTrue(run(build).contains("(recomputed 3 of 3 games)"));
        assertEquals(6, entries(project).size());
        assertTrue(run(build).contains("(recomputed 0 of 3 games)"));
        List<Path> kept = files(project);
        assertTrue(run(noCache).contains("(recomputed 3 of 3 games)"), "--no-cache ignores the entries there");
        assertEquals(kept, files(project), "--no-cache writes no entry there, of the solver or of the formulas");
    }

    /** What {@code build} printed on stdout; it must succeed. */
    private static String run(String... args) {
        PrintStream out = System.out;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
            assertEquals(0, KaylesCourseware.run(args), String.join(" ", args));
        } finally {
            System.setOut(out);
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }

    /**
     * The solver's entries in the project's cache: its sequences and checks. The folder holds typeset
     * formulas too ({@code formula-*}, site.math.FormulaCache), which these cases do not count.
     */
    private static List<Path> entries(Path project) throws IOException {
        return files(project).stream().filter(file -> {
            String name = file.getFileName().toString();
            return name.startsWith("sequence-") || name.startsWith("check-");
        }).toList();
    }

    /** Every file in the project's cache folder, of whatever kind. */
    private static List<Path> files(Path project) throws IOException {
        try (Stream<Path> files = Files.list(project.resolve(CacheFolder.NAME))) {
            return files.sorted().toList();
        }
    }

    private static void assertSameFiles(Map<String, byte[]> expected, Map<String, byte[]> actual) {
        assertEquals(expected.keySet(), actual.keySet());
        expected.forEach((name, bytes) -> assertArrayEquals(bytes, actual.get(name), name + " differs"));
    }
}
