package org.kaylescourseware.site.preview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The watcher under a tree that changes in hostile ways while it watches. */
class SourceWatcherTest {

    @TempDir
    Path project;

    /** Waits (generously) until {@code condition} holds; fails saying {@code what} if it never does. */
    static void await(String what, BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (!condition.getAsBoolean()) {
            assertTrue(System.nanoTime() < deadline, "waited 30 s for: " + what);
            Thread.sleep(20);
        }
    }

    /** Runs {@code watcher} on a thread of its own, counting its call backs. */
    private static Thread watching(SourceWatcher watcher, AtomicInteger changes) {
        Thread thread = new Thread(() -> watcher.run(changes::incrementAndGet), "watcher-under-test");
        thread.setDaemon(true);
        thread.start();
        return thread;
    }

    @Test
    void watchingSurvivesFilesAndFoldersCreatedAndDeletedQuickly() throws Exception {
        Path content = Files.createDirectories(project.resolve("content/lessons"));
        AtomicInteger changes = new AtomicInteger();
        try (SourceWatcher watcher = new SourceWatcher(List.of(project.resolve("content")))) {
            Thread thread = watching(watcher, changes);
            Random random = new Random(18);
            for (int i = 0; i < 80; i++) {
                Path deep = Files.createDirectories(content.resolve("flash-" + i + "/a/b/c"));
                Files.writeString(deep.resolve("page.md"), "title=Flash\n~~~~~~\n");
                Files.writeString(content.resolve("flash-" + i + ".md"), "gone soon");
                Thread.sleep(random.nextInt(3) == 0 ? 90 + random.nextInt(40) : random.nextInt(3)); // end a burst now and then
                deleteTree(content.resolve("flash-" + i));
                Files.delete(content.resolve("flash-" + i + ".md"));
            }
            await("a call back after the churn", () -> changes.get() > 0);
            assertTrue(thread.isAlive(), "still watching");

            Path late = Files.createDirectories(content.resolve("late/deeper"));
            await("the new folder is seen", () -> quietFor(changes, 500));
            int before = changes.get();
            Files.writeString(late.resolve("page.md"), "written in a folder made after the watching began");
            await("a change deep in a new folder", () -> changes.get() > before);
            assertTrue(thread.isAlive(), "still watching");
        }
    }

    @Test
    void linkedFoldersAreNotFollowedOutOfTheTreeNorRoundALoop() throws Exception {
        Path content = Files.createDirectories(project.resolve("content/lessons"));
        Path elsewhere = Files.createDirectories(project.resolve("elsewhere"));
        Files.createSymbolicLink(content.resolve("linked"), elsewhere);
        Files.createSymbolicLink(content.resolve("loop"), project.resolve("content"));
        AtomicInteger changes = new AtomicInteger();
        try (SourceWatcher watcher = new SourceWatcher(List.of(project.resolve("content")))) {
            Thread thread = watching(watcher, changes);
            Files.writeString(elsewhere.resolve("page.md"), "outside the tree");
            Thread.sleep(1_000);
            assertEquals(0, changes.get(), "a change outside the tree, reached only through a link, is not watched");

            Files.writeString(content.resolve("page.md"), "inside");
            await("a change inside the tree", () -> changes.get() > 0);
            int before = changes.get();
            Files.createSymbolicLink(content.resolve("another-loop"), content);
            await("a new link is a change, and watching goes on", () -> changes.get() > before);
            assertTrue(thread.isAlive(), "still watching");
        }
    }

    @Test
    void deletedRootDoesNotStopTheWatching() throws Exception {
        Files.createDirectories(project.resolve("templates/partials"));
        Path content = Files.createDirectories(project.resolve("content"));
        AtomicInteger changes = new AtomicInteger();
        try (SourceWatcher watcher = new SourceWatcher(List.of(content, project.resolve("templates")))) {
            Thread thread = watching(watcher, changes);
            deleteTree(project.resolve("templates"));
            await("the deletion is a change", () -> changes.get() > 0);
            int before = changes.get();
            Files.writeString(content.resolve("index.md"), "home again");
            await("watching goes on without the deleted root", () -> changes.get() > before);
            assertTrue(thread.isAlive(), "still watching");
        }
    }

    /** True once {@code changes} has not moved for {@code millis}. */
    private static boolean quietFor(AtomicInteger changes, long millis) {
        int seen = changes.get();
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return seen > 0 && changes.get() == seen;
    }

    private static void deleteTree(Path root) {
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        } catch (NoSuchFileException e) {
            // gone already
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
