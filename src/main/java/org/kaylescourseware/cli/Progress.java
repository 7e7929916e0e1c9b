package org.kaylescourseware.cli;

import java.io.PrintWriter;
import java.util.function.IntConsumer;

/** Reports how far a long computation has come on stderr, at most once a second. */
final class Progress implements IntConsumer {

    private static final long INTERVAL_NANOS = 1_000_000_000L;

    private final PrintWriter err;
    private final String what;
    private final int to;
    private final long start = System.nanoTime();
    private long last = start;

    Progress(PrintWriter err, String what, int to) {
        this.err = err;
        this.what = what;
        this.to = to;
    }

    @Override
    public void accept(int reached) {
        long now = System.nanoTime();
        if (now - last >= INTERVAL_NANOS) {
            last = now;
            err.printf("%s: n = %,d of %,d (%.0f s)%n", what, reached, to, (now - start) / 1e9);
            err.flush();
        }
    }
}
