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
    private volatile HeapDone done; // null until the first heap is done
    private volatile long peakBytes;
    private volatile Trial trial; // the last trial monoid tried, null before any

    /** The last heap done, with |Q| and |P| after it. */
    private record HeapDone(int heap, int order, int pPortion) {
    }

    /** The {@code tried}-th trial monoid for {@code heap}, of {@code order} elements. */
    private record Trial(int heap, int tried, int order) {
    }

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
        done = new HeapDone(heap, order, pPortion);
        peakBytes = Math.max(peakBytes, used());
    }

    @Override
    public void trialTried(int heap, int tried, int order) {
        trial = new Trial(heap, tried, order);
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
        HeapDone d = done;
        if (d == null) {
            return "heap 1 under way";
        }
        return String.format(Locale.ROOT, "heap %d done, |Q| = %d, |P| = %d", d.heap(), d.order(), d.pPortion());
    }

    /** The trial under way for the next heap, if the last one tried is past the last heap done. */
    private String trialState() {
        Trial t = trial;
        HeapDone d = done;
        if (t == null || (d != null && t.heap() <= d.heap())) {
            return "";
        }
        return String.format(Locale.ROOT, "; heap %d: trial %,d has %,d elements", t.heap(), t.tried(), t.order());
    }

    /** How far the computation came, for a refusal. */
    public String howFar() {
        return done == null ? "It stopped at heap 1" : "It got through " + state().replace(" done", "") + " in "
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
