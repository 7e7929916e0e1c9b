package org.kaylescourseware.site.preview;

import java.io.PrintWriter;

/**
 * What {@code serve} does while it serves: build once, then rebuild after every burst of changes
 * the watcher sees. A rebuild that throws anything at all (a bug, a StackOverflowError on a
 * pathological page, an I/O error) is reported in one line and the loop goes on, so the server
 * keeps serving the last site that was published; a build's own problems are the build's to report.
 */
public final class RebuildLoop {

    private final SourceWatcher watcher;
    private final Runnable rebuild;
    private final PrintWriter out;
    private final PrintWriter err;

    /**
     * @param rebuild builds and publishes the site, reporting its problems itself
     * @param out     receives a line before each rebuild
     * @param err     receives one line for each rebuild that threw
     */
    public RebuildLoop(SourceWatcher watcher, Runnable rebuild, PrintWriter out, PrintWriter err) {
        this.watcher = watcher;
        this.rebuild = rebuild;
        this.out = out;
        this.err = err;
    }

    /** Builds now, then after each burst of changes, until the watcher is closed or the thread interrupted. */
    public void run() {
        rebuildSurviving();
        watcher.run(() -> {
            out.println("Change detected, rebuilding...");
            rebuildSurviving();
        });
    }

    private void rebuildSurviving() {
        try {
            rebuild.run();
        } catch (Throwable thrown) { // Errors too: the stack has unwound, and nothing a rebuild throws may stop serving
            err.println(report(thrown));
        }
    }

    /** The line that says a rebuild threw {@code thrown}, on the console and in the open pages. */
    static String report(Throwable thrown) {
        return "Rebuild failed: " + oneLine(thrown) + "; still serving the last good site.";
    }

    /** The kind of failure and the first line of its message: enough to search for, never a stack trace. */
    static String oneLine(Throwable thrown) {
        String message = thrown.getMessage();
        String kind = thrown.getClass().getSimpleName();
        if (message == null || message.isBlank()) {
            return kind;
        }
        return kind + ": " + message.strip().lines().findFirst().orElse("");
    }
}
