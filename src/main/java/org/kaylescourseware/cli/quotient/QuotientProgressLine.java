package org.kaylescourseware.cli.quotient;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.kaylescourseware.misere.quotient.QuotientProgress;

/**
 * The progress of a misère quotient on stderr: once a second, from a timer of its own, the last
 * heap done, |Q|, |P|, the heap memory in use and the seconds so far, so that a heap that takes
 * minutes still shows the computation alive.
 */
public final class QuotientProgressLine implements QuotientProgress {

    private final PrintWriter err;
    private final String what;
    private final long start = System.nanoTime();
    private final ScheduledExecutorService timer;
    private volatile long snapshot = -1; // heap, order, pPortion packed: heap << 42 | order << 21 | pPortion
    private volatile long peakBytes;
    private volatile long trial = -1; // heap, trial, order packed: heap << 42 | trial << 21 | order

    public QuotientProgressLine(PrintWriter err, String what) {
        this.err = err;
        this.what = what;
        this.timer = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread thread = new Thread(task, "quotient progress");
            thread.setDaemon(true);
            return thread;
        });
        timer.scheduleAtFixedRate(this::print, 1, 1, TimeUnit.SECONDS);
    }

    @Override
    public void heapDone(int heap, int order, int pPortion) {
        snapshot = ((long) heap << 42) | ((long) Math.min(order, (1 << 21) - 1) << 21) | Math.min(pPortion, (1 << 21) - 1);
        peakBytes = Math.max(peakBytes, used());
    }

    @Override
    public void trialTried(int heap, int tried, int order) {
        trial = ((long) heap << 42) | ((long) Math.min(tried, (1 << 21) - 1) << 21) | Math.min(order, (1 << 21) - 1);
        peakBytes = Math.max(peakBytes, used());
    }

    private void print() {
        peakBytes = Math.max(peakBytes, used());
        synchronized (err) {
            err.printf(Locale.ROOT, "%s: %s%s, heap memory %,d MB, %.0f s%n", what, state(), trialState(), used() >> 20,
                    seconds());
            err.flush();
        }
    }

    private String state() {
        long s = snapshot;
        if (s < 0) {
            return "heap 1 under way";
        }
        return String.format(Locale.ROOT, "heap %d done, |Q| = %d, |P| = %d", s >>> 42, (s >>> 21) & ((1 << 21) - 1),
                s & ((1 << 21) - 1));
    }

    /** The trial under way for the next heap, if the last one tried is past the last heap done. */
    private String trialState() {
        long t = trial;
        long s = snapshot;
        if (t < 0 || (s >= 0 && (t >>> 42) <= (s >>> 42))) {
            return "";
        }
        return String.format(Locale.ROOT, "; heap %d: trial %,d has %,d elements", t >>> 42, (t >>> 21) & ((1 << 21) - 1),
                t & ((1 << 21) - 1));
    }

    /** How far the computation came, for a refusal. */
    public String howFar() {
        return snapshot < 0 ? "It stopped at heap 1" : "It got through " + state().replace(" done", "") + " in "
                + String.format(Locale.ROOT, "%.0f s", seconds());
    }

    /** The last line: where it stopped, the time, the peak heap memory seen. */
    public String summary() {
        return String.format(Locale.ROOT, "%s: %s in %.1f s, peak heap memory seen %,d MB", what, state(), seconds(),
                peakBytes >> 20);
    }

    public void stop() {
        timer.shutdownNow();
    }

    private double seconds() {
        return (System.nanoTime() - start) / 1e9;
    }

    private static long used() {
        Runtime runtime = Runtime.getRuntime();
        return runtime.totalMemory() - runtime.freeMemory();
    }
}
