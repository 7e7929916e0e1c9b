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
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.junit.jupiter.api.parallel.Resources;
import org.kaylescourseware.cli.KaylesCourseware;
import org.kaylescourseware.site.cache.CacheFolder;
import org.kaylescourseware.site.cache.SolverVersion;
import org.kaylescourseware.site.course.Edition;
import org.kaylescourseware.site.directive.SolverCache;

/**
 * The solver cache on disk, build by build: each case bakes a small course (the Kayles lesson, and
 * the rule files of Kayles, Dawson's Kayles and Officers) with a new {@link SolverCache} each time,
 * as a new process would, over one {@code .solver-cache/} folder in the project.
 */
@ResourceLock(Resources.SYSTEM_OUT) // it reads what build prints to System.out
class SolverCacheBuildTest {

    private static final SolverVersion VERSION = new SolverVersion("classes of this test");

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
        CacheFolder folder = new CacheFolder(project.resolve(CacheFolder.NAME), version, warnings::add);
        return new SiteBuilder(new SiteLayout(project), Edition.STUDENT, false, new SolverCache(Optional.of(folder)), line -> { })
                .build(project.resolve("site"));
    }

    private static void edit(Path file, String from, String to) throws IOException {
        String text = Files.readString(file);
        assertTrue(text.contains(from), file + " holds " + from);
        Files.writeString(file, text.replace(from, to));
    }

    @Test
    void aSecondBuildWithNothingChangedRecomputesNothingAndPublishesTheSamePages() throws IOException {
        Path project = course("cache-unchanged");
        BuildSummary first = build(project, VERSION);
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
        Path project = course("cache-rule");
        build(project, VERSION);
        edit(project.resolve("content/games/officers.yaml"), "rule: 0.6", "rule: 0.16");
        BuildSummary summary = build(project, VERSION);
        assertEquals(List.of("officers"), summary.recomputed());
        assertTrue(summary.describe().contains("recomputed 1 of 3 games: officers"), summary.describe());
        assertEquals(RuleChangeBuildTest.mex("0.16", 59), RuleChangeBuildTest.table(project.resolve("site"), "officers"),
                "0.16's values now, by the plain mex recurrence");
    }

    @Test
    void aChangedBoundRecomputesOnlyThatGame() throws IOException {
        Path project = course("cache-bound");
        build(project, VERSION);
        edit(project.resolve("content/games/dawsons-kayles.yaml"), "compute-to: ", "compute-to: 1");
        assertEquals(List.of("dawsons-kayles"), build(project, VERSION).recomputed());
        edit(project.resolve("content/games/officers.yaml"), "check-to: 8", "check-to: 9");
        assertEquals(List.of("officers"), build(project, VERSION).recomputed(), "a new check-to reruns that game's check");
    }

    @Test
    void anotherSolverVersionRecomputesEverything() throws IOException {
        Path project = course("cache-version");
        build(project, VERSION);
        assertEquals(List.of("dawsons-kayles", "kayles", "officers"), build(project, new SolverVersion("classes changed")).recomputed());
        assertEquals(List.of(), build(project, new SolverVersion("classes changed")).recomputed(), "and keeps the new results");
        assertEquals(List.of(), warnings, "another version's entries are expected, not faults");
    }

    @Test
    void corruptTruncatedAndForeignEntriesAreRecomputedNeverTrusted() throws IOException {
        Path project = course("cache-corrupt");
        build(project, VERSION);
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
        assertTrue(warnings.stream().anyMatch(w -> w.contains(sequence + " is not used, its checksum does not match")), warnings.toString());
        assertTrue(warnings.stream().anyMatch(w -> w.contains(other + " is not used, it holds another result")), warnings.toString());
        assertEquals(4, warnings.stream().filter(w -> w.contains("it is truncated") || w.contains("(no header)")).count(),
                "cut short in the payload or in the header: " + warnings);
        assertSameFiles(pages, CourseBuild.files(project.resolve("site")));
        warnings.clear();
        assertEquals(List.of(), build(project, VERSION).recomputed(), "the entries were written again, whole");
        assertEquals(List.of(), warnings);
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
