package org.kaylescourseware.cli;

import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.ref.Reference;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/**
 * {@code bench}: times the solver on named cases (warm-up runs, then the median of repeats) and
 * prints one table row per case and size, with how the time grows from size to size and the
 * speed-up over the plain recurrence where a reference was measured.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = {"Times the solver and the site: Grundy values by the fast (sparse-space) algorithm and by"
                + " the plain mex recurrence at 10^5, 10^6 and 10^7 (the plain one at 10^5 only: it is quadratic);"
                + " the certification of every non-trivial published octal period from its code; the misère"
                + " quotients of Kayles, Guiles, 0.115 and Dawson's Kayles (Q_30 and Q_33); the check of the partizan"
                + " Theorem 3; and, only when named with --only, the author's loop (build-clean, build-clean-all-cores, build-unchanged,"
                + " rebuild-lesson, rebuild-rules) and page loads in Chromium (page-load-kayles,"
                + " page-load-partizan-kayles, page-load-course). Cases that say so run in a fresh JVM."
                + " Prints a table to stdout (numbers in Locale.ROOT), progress to stderr."},
        footer = {"", "Columns: median and min wall ms; cpu ms (the median run's thread CPU, or a child JVM's whole"
                + " CPU); growth (cpu over the previous size's); values/s (values delivered per wall second); B/value"
                + " and mem MB (the heap the result retains, or a child JVM's peak resident memory, JVM included)."
                + " Certification runs are pinned to one core with taskset where there is one.",
                "", "Examples:", "  bench --list", "  bench",
                "  bench --only kayles,0.16 --repeat 3", "  bench --only 0.007 --sizes 1000000 --repeat 1",
                "  bench --only certify-0.354", "  bench --only certify-0.1777",
                "  bench --only guiles-quotient,dawsons-kayles-quotient --repeat 3",
                "  bench --only build-clean,build-unchanged,rebuild-lesson,rebuild-rules",
                "  bench --only page-load-kayles,page-load-partizan-kayles,page-load-course"})
public final class BenchCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--only", split = ",", paramLabel = "NAME",
            description = "Run only these cases (comma-separated or repeated); --list shows their names.")
    List<String> only = List.of();

    @Option(names = "--list", description = "List the cases with their sizes, and run nothing.")
    boolean list;

    @Option(names = "--repeat", defaultValue = "5", paramLabel = "K",
            description = "Timed runs per case and size; the table shows their median (default: ${DEFAULT-VALUE}).")
    int repeat;

    @Option(names = "--warmup", defaultValue = "2", paramLabel = "W",
            description = "Untimed runs before the timed ones (default: ${DEFAULT-VALUE}).")
    int warmup;

    @Option(names = "--sizes", split = ",", paramLabel = "N",
            description = "Run every selected case at these sizes instead of its own (for a certify- case, the"
                    + " --max of grundy --certify; 0 for none).")
    List<Integer> sizes = List.of();

    /**
     * One table row: n (for a certification, the last value computed), the values delivered and
     * the memory (heap the result retains, or a child JVM's peak resident set; -1 unknown).
     */
    record Row(BenchCase benchCase, long n, long values, int runs, double medianMs, double minMs, double cpuMs,
            long memoryBytes, BenchCase.Measured measured) {

        double valuesPerSecond() {
            return values / (medianMs / 1000);
        }
    }

    @Override
    public Integer call() {
        List<BenchCase> selected = select();
        validate(selected);
        PrintWriter out = spec.commandLine().getOut();
        if (list) {
            selected.forEach(c -> out.printf(Locale.ROOT, "%-20s %s; sizes %s%n", c.name(), c.description(), c.sizes()));
            BenchCases.all().stream().filter(BenchCase::onRequest).forEach(c -> out.printf(Locale.ROOT,
                    "%-20s %s; only with --only %s%n", c.name(), c.description(), c.name()));
            out.flush();
            return 0;
        }
        requireHeap(selected);
        BenchTable table = new BenchTable(out, repeat, warmup);
        table.printHeader();
        List<Row> rows = new ArrayList<>();
        try {
            for (BenchCase benchCase : selected) {
                Row previous = null;
                for (int n : sizes.isEmpty() ? benchCase.sizes() : sizes) {
                    Row row = measure(benchCase, n);
                    rows.add(row);
                    table.printRow(row, previous);
                    previous = row;
                }
            }
        } finally {
            BenchCases.AuthorLoop.discard();
        }
        table.printSpeedUps(rows);
        table.printCertifications(rows);
        return 0;
    }

    private List<BenchCase> select() {
        List<BenchCase> all = BenchCases.all();
        if (only.isEmpty()) {
            return all.stream().filter(c -> !c.onRequest()).toList();
        }
        Map<String, BenchCase> byName = new LinkedHashMap<>();
        all.forEach(c -> byName.put(c.name(), c));
        List<BenchCase> selected = new ArrayList<>();
        for (String name : only) {
            BenchCase found = byName.get(name.trim());
            if (found == null) {
                throw new CommandLine.ParameterException(spec.commandLine(), "Unknown bench case '" + name
                        + "' for --only: expected one of " + String.join(", ", byName.keySet()));
            }
            selected.add(found);
        }
        return selected;
    }

    /** The most timed or untimed runs a case may ask for: more only repeats what the median already says. */
    static final int MAX_RUNS = 1000;

    private void validate(List<BenchCase> selected) {
        if (repeat < 1 || repeat > MAX_RUNS) {
            throw new CommandLine.ParameterException(spec.commandLine(), "Invalid value for --repeat: " + repeat
                    + " (expected 1 to " + MAX_RUNS + " timed runs)");
        }
        if (warmup < 0 || warmup > MAX_RUNS) {
            throw new CommandLine.ParameterException(spec.commandLine(), "Invalid value for --warmup: " + warmup
                    + " (expected 0 to " + MAX_RUNS + " untimed runs)");
        }
        for (BenchCase benchCase : selected) {
            for (int n : sizes.isEmpty() ? benchCase.sizes() : sizes) {
                if (n < 0 || n > benchCase.largest()) {
                    throw new CommandLine.ParameterException(spec.commandLine(), "Invalid size " + n
                            + " in --sizes for case " + benchCase.name() + ": expected 0 to " + benchCase.largest());
                }
            }
        }
    }

    /** Refuses up front a case whose estimated heap is more than this JVM has. */
    private void requireHeap(List<BenchCase> selected) {
        for (BenchCase benchCase : selected) {
            for (int n : sizes.isEmpty() ? benchCase.sizes() : sizes) {
                TooLargeForHeap.require("bench " + benchCase.name() + " at n = " + n, benchCase.heapBytes().applyAsLong(n));
            }
        }
    }

    private Row measure(BenchCase benchCase, int n) {
        PrintWriter err = spec.commandLine().getErr();
        int warmups = benchCase.heavy() ? 0 : warmup;
        int runs = benchCase.heavy() ? 1 : repeat;
        for (int i = 0; i < warmups; i++) {
            benchCase.task().apply(n);
        }
        double[] ms = new double[runs];
        double[] cpu = new double[runs];
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        BenchCase.Measured last = null;
        long before = 0;
        for (int i = 0; i < runs; i++) {
            err.printf(Locale.ROOT, "bench: %s n = %d, run %d of %d%n", benchCase.name(), n, i + 1, runs);
            err.flush();
            last = null;
            before = usedHeapAfterGc();
            long startCpu = threads.getCurrentThreadCpuTime();
            long start = System.nanoTime();
            last = benchCase.task().apply(n);
            double wallMs = (System.nanoTime() - start) / 1e6;
            ms[i] = last.child().map(ChildJvm::wallMs).orElse(wallMs); // a case's preparation is not its time
            cpu[i] = last.child().map(ChildJvm::cpuMs).orElse((threads.getCurrentThreadCpuTime() - startCpu) / 1e6);
        }
        // what the last run computed is still referenced: the heap it holds is what it retains
        long retained = Math.max(0, usedHeapAfterGc() - before);
        Reference.reachabilityFence(last);
        double cpuOfMedian = cpu[medianIndex(ms)];
        Arrays.sort(ms);
        long values = last.values() < 0 ? n + 1L : last.values();
        long memory = last.child().map(ChildJvm::peakRssBytes).orElse(retained);
        return new Row(benchCase, last.child().isPresent() && values > 0 ? values - 1 : n, values, runs, ms[runs / 2], ms[0],
                cpuOfMedian, memory, last);
    }

    /** The index of the run whose wall-clock time is the median. */
    private static int medianIndex(double[] ms) {
        Integer[] order = new Integer[ms.length];
        for (int i = 0; i < ms.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (x, y) -> Double.compare(ms[x], ms[y]));
        return order[ms.length / 2];
    }

    private static long usedHeapAfterGc() {
        Runtime runtime = Runtime.getRuntime();
        System.gc();
        return runtime.totalMemory() - runtime.freeMemory();
    }
}
