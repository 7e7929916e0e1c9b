package org.kaylescourseware.site.preview;

import java.io.IOException;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Watches folder trees and calls back once per burst of changes: an editor that saves in several
 * steps causes one rebuild, after the folders have been quiet for a short while.
 */
public final class SourceWatcher implements AutoCloseable {

    /** Editors save in bursts well under this; longer only delays the rebuild (serve aims at 2 s). */
    private static final long QUIET_MILLIS = 100;

    private final WatchService watcher;
    private final List<Path> roots;

    public SourceWatcher(List<Path> roots) throws IOException {
        this.watcher = FileSystems.getDefault().newWatchService();
        this.roots = List.copyOf(roots);
        for (Path root : roots) {
            register(root);
        }
    }

    /** Blocks, calling {@code onChange} after each burst of changes, until closed. */
    public void run(Runnable onChange) throws IOException {
        try {
            while (true) {
                WatchKey key = watcher.take();
                drain(key);
                WatchKey more;
                while ((more = watcher.poll(QUIET_MILLIS, TimeUnit.MILLISECONDS)) != null) {
                    drain(more);
                }
                for (Path root : roots) {
                    register(root); // folders created since are watched too
                }
                onChange.run();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ClosedWatchServiceException e) {
            // closed: stop watching
        }
    }

    private static void drain(WatchKey key) {
        key.pollEvents();
        key.reset();
    }

    private void register(Path root) throws IOException {
        if (!Files.isDirectory(root)) {
            return;
        }
        try (Stream<Path> folders = Files.walk(root)) {
            for (Path folder : folders.filter(Files::isDirectory).toList()) {
                folder.register(watcher, StandardWatchEventKinds.ENTRY_CREATE, StandardWatchEventKinds.ENTRY_MODIFY,
                        StandardWatchEventKinds.ENTRY_DELETE);
            }
        }
    }

    @Override
    public void close() throws IOException {
        watcher.close();
    }
}
