package org.kaylescourseware.site.preview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** serve's loop with a stand-in for the build: whatever a rebuild throws, the loop and the server go on. */
class RebuildLoopTest {

    @TempDir
    Path project;

    @Test
    void loopSurvivesARebuildThatThrows() throws Exception {
        Path content = Files.createDirectories(project.resolve("content"));
        Path site = Files.createDirectories(project.resolve("site"));
        Files.writeString(site.resolve("index.html"), "last good site");
        AtomicInteger rebuilds = new AtomicInteger();
        Runnable rebuild = () -> {
            switch (rebuilds.incrementAndGet()) {
                case 1 -> throw new StackOverflowError();
                case 2 -> throw new UncheckedIOException("cannot publish site\nmore detail", new java.io.IOException("disk full"));
                case 3 -> throw new OutOfMemoryError("Java heap space");
                default -> { } // a rebuild that works
            }
        };
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        SourceWatcher watcher = new SourceWatcher(List.of(content));
        try (PreviewServer server = PreviewServer.start(site, 0)) {
            RebuildLoop loop = new RebuildLoop(watcher, rebuild, new PrintWriter(out, true), new PrintWriter(err, true));
            Thread thread = new Thread(loop::run, "serve-loop-under-test");
            thread.setDaemon(true);
            thread.start();
            SourceWatcherTest.await("the first build", () -> rebuilds.get() > 0);
            for (int change = 1; change <= 3; change++) {
                int before = rebuilds.get();
                Files.writeString(content.resolve("lesson.md"), "version " + change);
                SourceWatcherTest.await("a rebuild after change " + change, () -> rebuilds.get() > before);
                assertEquals("last good site", PreviewServerTest.get(server, "/").body(), "the server goes on serving");
            }
            assertTrue(thread.isAlive(), "the loop goes on");
            assertEquals(List.of(
                    "Rebuild failed: StackOverflowError; still serving the last good site.",
                    "Rebuild failed: UncheckedIOException: cannot publish site; still serving the last good site.",
                    "Rebuild failed: OutOfMemoryError: Java heap space; still serving the last good site."),
                    err.toString().lines().toList());
            assertTrue(out.toString().contains("Change detected, rebuilding..."), out.toString());

            watcher.close();
            thread.join(10_000);
            assertFalse(thread.isAlive(), "closing the watcher ends the loop");
        } finally {
            watcher.close();
        }
    }
}
