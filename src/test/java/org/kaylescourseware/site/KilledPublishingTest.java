package org.kaylescourseware.site;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kaylescourseware.cli.Cli;
import org.kaylescourseware.cli.KaylesCourseware;
import org.kaylescourseware.site.project.SiteLayout;
import org.kaylescourseware.site.publish.OutputFolder;

/**
 * Fault injection: processes that publish, and real builds, are killed ({@code SIGKILL}) at random
 * instants, and after every kill the published folder is whole, the old version or a new one,
 * never a mix and never missing. The next run clears what the killed ones left.
 */
class KilledPublishingTest {

    private static final int KILLS = 50;

    @TempDir
    Path dir;

    @Test
    void fiftyKillsAtRandomInstantsAlwaysLeaveAWholeSite() throws Exception {
        Path source = referenceSite();
        Map<String, byte[]> reference = files(source);
        Path output = dir.resolve("site");
        long start = System.nanoTime();
        for (int i = 0; i < 3; i++) {
            try (OutputFolder folder = OutputFolder.claim(output, List.of(), line -> { })) {
                PublishingLoop.copy(source, folder.staging());
                Files.writeString(folder.staging().resolve("version.txt"), "0");
                folder.publish();
            }
        }
        // kills fall anywhere in the first versions a process publishes (its first are slower: a cold JVM); the window
        // adapts to the machine's load, shrinking after a kill that came after publishing and growing after one that
        // came before, so that the kills keep falling on both sides of the rename however fast this machine is now
        double window = Math.max(20, 10 * (System.nanoTime() - start) / 3 / 1_000_000.0);
        Random random = new Random(20261125);
        Set<String> versionsSeen = new HashSet<>();
        int killedAfterPublishing = 0;
        for (int kill = 1; kill <= KILLS; kill++) {
            Path before = output.toRealPath();
            Process loop = start(PublishingLoop.class.getName(), output.toString(), source.toString());
            awaitReady(loop);
            Thread.sleep(random.nextInt(Math.max(1, (int) window)));
            loop.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
            Map<String, byte[]> published = files(output.toRealPath());
            String version = new String(published.remove("version.txt"), StandardCharsets.UTF_8);
            versionsSeen.add(version);
            boolean afterPublishing = !before.equals(output.toRealPath());
            killedAfterPublishing += afterPublishing ? 1 : 0;
            window = afterPublishing ? window * 0.8 : window * 1.25;
            assertTrue(published.remove(OutputFolder.MARKER) != null, "kill " + kill + ": the published version is marked");
            assertEquals(reference.keySet(), published.keySet(), "kill " + kill + ": every file, no other");
            for (var file : reference.entrySet()) {
                assertArrayEquals(file.getValue(), published.get(file.getKey()), "kill " + kill + ": " + file.getKey());
            }
        }
        assertTrue(versionsSeen.size() >= 2 && killedAfterPublishing >= 5 && killedAfterPublishing <= KILLS - 5,
                "the kills fell at many points of the publishing loop: versions " + versionsSeen + ", " + killedAfterPublishing
                        + " kills after the process had published");
        OutputFolder.claim(output, List.of(), line -> { }).close();
        try (Stream<Path> left = Files.list(dir.resolve(".site-builds"))) {
            assertEquals(List.of("lock", output.toRealPath().getFileName().toString()),
                    left.map(p -> p.getFileName().toString()).sorted().toList(), "the next run removed every leftover");
        }
    }

    @Test
    void buildsKilledWhileBakingOrPublishingLeaveTheLastSiteWholeAndTheNextBuildCleansUp() throws Exception {
        Path project = CourseBuild.smallCourse("killed-builds");
        Path output = project.resolve("site");
        long start = System.nanoTime();
        // --no-cache: with nothing changed a build would bake nothing, and these builds must be killed while baking
        Process first = start(KaylesCourseware.class.getName(), "build", "--no-cache", "--project", project.toString());
        assertEquals(0, first.waitFor(), new String(first.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
        int buildMillis = (int) ((System.nanoTime() - start) / 1_000_000);
        Map<String, byte[]> reference = files(output.toRealPath());
        Random random = new Random(11);
        for (int kill = 1; kill <= 4; kill++) {
            Process build = start(KaylesCourseware.class.getName(), "build", "--no-cache", "--project", project.toString());
            Thread.sleep(random.nextInt(buildMillis));
            build.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
            Map<String, byte[]> published = files(output.toRealPath());
            assertEquals(reference.keySet(), published.keySet(), "kill " + kill + ": every file, no other");
            for (var file : reference.entrySet()) {
                assertArrayEquals(file.getValue(), published.get(file.getKey()), "kill " + kill + ": " + file.getKey());
            }
        }
        new SiteBuilder(new SiteLayout(project), line -> { }).build(output);
        try (Stream<Path> left = Files.list(project.resolve(".site-builds"))) {
            assertEquals(List.of("lock", output.toRealPath().getFileName().toString()),
                    left.map(p -> p.getFileName().toString()).sorted().toList(), "the next build removed every leftover");
        }
    }

    /** A site-like folder: many small files in folders, and a few large ones. */
    private Path referenceSite() throws IOException {
        Path site = Files.createDirectories(dir.resolve("reference"));
        Random random = new Random(7);
        for (int i = 0; i < 120; i++) {
            Path file = site.resolve("folder-" + i % 6).resolve("page-" + i + ".html");
            Files.createDirectories(file.getParent());
            byte[] bytes = new byte[i % 40 == 0 ? 400_000 : 3_000 + random.nextInt(20_000)];
            random.nextBytes(bytes);
            Files.write(file, bytes);
        }
        return site;
    }

    static Process start(String mainClass, String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(ProcessHandle.current().info().command().orElse("java"),
                "-Xshare:auto", Cli.CHILD_JIT, "-cp", System.getProperty("java.class.path"), mainClass));
        command.addAll(List.of(args));
        return new ProcessBuilder(command).redirectErrorStream(true).start();
    }

    private static void awaitReady(Process process) throws IOException {
        BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        String line = out.readLine();
        assertEquals("ready", line, "the publishing process started");
    }

    static Map<String, byte[]> files(Path folder) throws IOException {
        Map<String, byte[]> files = new TreeMap<>();
        try (Stream<Path> paths = Files.walk(folder)) {
            for (Path path : paths.filter(Files::isRegularFile).toList()) {
                files.put(folder.relativize(path).toString(), Files.readAllBytes(path));
            }
        }
        return files;
    }
}
