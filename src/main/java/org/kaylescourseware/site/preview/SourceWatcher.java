package org.kaylescourseware.site.preview;

import java.io.IOException;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.FileSystems;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Watches folder trees and calls back once per burst of changes: an editor that saves in several
 * steps causes one rebuild, after the folders have been quiet for a short while.
 *
 * <p>The trees may change under it in any way: a file or folder that vanishes between being seen
 * and being watched, or that cannot be read, is passed over; a linked folder is not entered, so
 * watching never leaves a tree nor goes round a loop of links; when the system drops events
 * (an overflow) the burst still ends in a call back, and every burst ends by watching the trees
 * afresh, so folders created meanwhile are watched too.
 */
public final class SourceWatcher implements AutoCloseable {

    /** Editors save in bursts well under this; longer only delays the rebuild (serve aims at 2 s). */
    private static final long QUIET_MILLIS = 100;

    private final WatchService watcher;
    private final List<Path> roots;

    public SourceWatcher(List<Path> roots) throws IOException {
        this.watcher = FileSystems.getDefault().newWatchService();
        this.roots = List.copyOf(roots);
        watchAll();
    }

    /**
     * Blocks, calling {@code onChange} after each burst of changes, until closed or interrupted.
     * What {@code onChange} throws ends the watching; a caller that must go on catches it there.
     */
    public void run(Runnable onChange) {
        try {
            while (true) {
                drain(watcher.take());
                WatchKey more;
                while ((more = watcher.poll(QUIET_MILLIS, TimeUnit.MILLISECONDS)) != null) {
                    drain(more);
                }
                watchAll();
                onChange.run();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ClosedWatchServiceException e) {
            // closed: stop watching
        }
    }

    /** Takes the key's events (overflow included: any event means "rebuild") and watches its folder again. */
    private static void drain(WatchKey key) {
        key.pollEvents();
        key.reset(); // false when the folder is gone: nothing more to watch there
    }

    private void watchAll() {
        for (Path root : roots) {
            try {
                // the root itself may be a link (content/ kept elsewhere): watch where it leads; links below it are not followed
                Files.walkFileTree(Files.isDirectory(root) ? root.toRealPath() : root, new Registrar());
            } catch (IOException e) {
                // the root is gone or unreadable: there is nothing there to watch until it is back
            }
        }
    }

    /** Watches each folder of a tree it walks; passes over what vanished or cannot be read. */
    private final class Registrar extends SimpleFileVisitor<Path> {

        @Override
        public FileVisitResult preVisitDirectory(Path folder, BasicFileAttributes attributes) {
            try {
                folder.register(watcher, StandardWatchEventKinds.ENTRY_CREATE, StandardWatchEventKinds.ENTRY_MODIFY,
                        StandardWatchEventKinds.ENTRY_DELETE);
                return FileVisitResult.CONTINUE;
            } catch (IOException e) {
                return FileVisitResult.SKIP_SUBTREE; // deleted since it was listed, or not ours to read
            }
        }

        @Override
        public FileVisitResult visitFileFailed(Path file, IOException e) {
            return FileVisitResult.CONTINUE;
        }

        @Override
        public FileVisitResult postVisitDirectory(Path folder, IOException e) {
            return FileVisitResult.CONTINUE; // a folder emptied or removed while it was listed
        }
    }

    @Override
    public void close() throws IOException {
        watcher.close();
    }
}
