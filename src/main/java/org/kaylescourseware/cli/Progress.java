package org.kaylescourseware.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.function.IntConsumer;

/** Reports how far a long computation has come on stderr, at most once a second. */
final class Progress implements IntConsumer {

    private static final long INTERVAL_NANOS = 1_000_000_000L;

    private final PrintWriter err;
    private final String what;
    private final int to;
    private final String bound;
    private final long start = System.nanoTime();
    private long last = start;

    /** Reports "n = reached of to". */
    Progress(PrintWriter err, String what, int to) {
        this(err, what, to, "of");
    }

    /** Reports "n = reached {bound} to", e.g. "of at most" for a search that may stop early. */
    Progress(PrintWriter err, String what, int to, String bound) {
        this.err = err;
        this.what = what;
        this.to = to;
        this.bound = bound;
    }

    @Override
    public void accept(int reached) {
        long now = System.nanoTime();
        if (now - last >= INTERVAL_NANOS) {
            last = now;
            err.printf(Locale.ROOT, "%s: n = %,d %s %,d (%.0f s)%n", what, reached, bound, to, (now - start) / 1e9);
            err.flush();
        }
    }
}
