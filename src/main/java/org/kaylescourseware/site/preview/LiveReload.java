package org.kaylescourseware.site.preview;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

/**
 * What {@code serve} tells the pages open in a browser about its builds, over Server-Sent Events:
 * a build published (each page then asks whether its own output changed, and reloads if so, where
 * it was scrolled to), or a build failed, with its {@code file:line} problems, which the page shows
 * over itself, the last good page underneath. The script that listens ({@link #SCRIPT_PATH}) is put
 * into the pages as {@code serve} sends them, never into the published files.
 */
public final class LiveReload {

    /** Where the pages' script is served; a dot name, which no file of the site can have (dot files are never served). */
    static final String SCRIPT_PATH = "/.preview/live-reload.js";
    /** Where the events are served. */
    static final String EVENTS_PATH = "/.preview/events";

    /** The last build's outcome, numbered: no problems when it published. */
    record Status(long build, List<String> problems) {
    }

    private final AtomicReference<Status> status = new AtomicReference<>(new Status(0, List.of()));
    private volatile Runnable listener = () -> { };

    /** Tells the pages that a build published: each reloads if its output changed. */
    public void published() {
        status.updateAndGet(last -> new Status(last.build() + 1, List.of()));
        listener.run();
    }

    /** Tells the pages that a build failed with {@code problems} (one line each): they show them over themselves. */
    public void failed(List<String> problems) {
        List<String> lines = problems.isEmpty() ? List.of("the build failed") : List.copyOf(problems);
        status.updateAndGet(last -> new Status(last.build() + 1, lines));
        listener.run();
    }

    /** Tells the pages that a rebuild threw {@code thrown} (a bug, say): the line the console shows, over the last good page. */
    public void crashed(Throwable thrown) {
        failed(List.of(RebuildLoop.report(thrown)));
    }

    Status status() {
        return status.get();
    }

    /** {@code wake} runs after every change of status (the server sends the events from its own thread). */
    void listen(Runnable wake) {
        listener = wake;
    }

    /**
     * The event that tells a page {@code status}: "built" with the stamp of the site's assets (a page
     * whose stylesheets changed reloads too), or "failed" with a data line per problem.
     */
    static byte[] event(Status status, String assetsStamp) {
        StringBuilder event = new StringBuilder();
        if (status.problems().isEmpty()) {
            event.append("event: built\ndata: ").append(assetsStamp).append('\n');
        } else {
            event.append("event: failed\n");
            status.problems().forEach(problem -> event.append("data: ").append(problem.replaceAll("[\r\n]+", " ")).append('\n'));
        }
        return event.append('\n').toString().getBytes(StandardCharsets.UTF_8);
    }

    /** The pages' script, from this package's resources. */
    static byte[] script() {
        try (InputStream in = LiveReload.class.getResourceAsStream("live-reload.js")) {
            if (in == null) {
                throw new IllegalStateException("live-reload.js is missing from the jar");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
