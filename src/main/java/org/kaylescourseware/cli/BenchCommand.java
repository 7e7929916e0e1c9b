package org.kaylescourseware.cli;

import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.ref.Reference;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code bench}: times the solver on named cases (warm-up runs, then the median of repeats) and
 * prints one table row per case and size, with how the time grows from size to size and the
 * speed-up over the plain recurrence where a reference was measured.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = {"Times the solver: Grundy values by the fast (sparse-space) algorithm and by the plain"
                + " mex recurrence, at sizes 10^4, 10^5, 10^6. Prints a table to stdout, progress to stderr."},
        footer = {"", "Examples:", "  bench --list", "  bench",
                "  bench --only kayles,0.16 --repeat 3", "  bench --only 0.007 --sizes 1000000 --repeat 1"})
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
            description = "Run every selected case at these sizes instead of its own.")
    List<Integer> sizes = List.of();

    /** One table row. */
    record Row(BenchCase benchCase, int n, int runs, double medianMs, double minMs, double cpuMs, double retainedMb,
            String note) {
    }

    @Override
    public Integer call() {
        List<BenchCase> selected = select();
        validate();
        PrintWriter out = spec.commandLine().getOut();
        if (list) {
            selected.forEach(c -> out.printf("%-20s %s; sizes %s%n", c.name(), c.description(), c.sizes()));
            out.flush();
            return 0;
        }
        out.printf("bench: %d timed run(s) after %d warm-up(s), median shown; Java %s, %d processor(s), max heap %d MB%n",
                repeat, warmup, System.getProperty("java.version"), Runtime.getRuntime().availableProcessors(),
                Runtime.getRuntime().maxMemory() >> 20);
        out.println("median and min: wall-clock ms; cpu: the median run's thread CPU ms (steadier on a busy machine);"
                + " growth: cpu over the previous size's; heap: MB retained by the result");
        out.printf("%-20s %10s %5s %12s %12s %12s %8s %8s  %s%n", "case", "n", "runs", "median ms", "min ms",
                "cpu ms", "growth", "heap MB", "note");
        out.flush();
        List<Row> rows = new ArrayList<>();
        for (BenchCase benchCase : selected) {
            Row previous = null;
            for (int n : sizes.isEmpty() ? benchCase.sizes() : sizes) {
                Row row = measure(benchCase, n);
                rows.add(row);
                String growth = previous == null ? "" : String.format("x%.1f", row.cpuMs() / previous.cpuMs());
                out.printf("%-20s %10d %5d %12.2f %12.2f %12.2f %8s %8.1f  %s%n", benchCase.name(), n, row.runs(),
                        row.medianMs(), row.minMs(), row.cpuMs(), growth, row.retainedMb(), row.note());
                out.flush();
                previous = row;
            }
        }
        printSpeedUps(out, rows);
        return 0;
    }

    private List<BenchCase> select() {
        List<BenchCase> all = BenchCases.all();
        if (only.isEmpty()) {
            return all;
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

    private void validate() {
        if (repeat < 1 || warmup < 0) {
            throw new CommandLine.ParameterException(spec.commandLine(), "Invalid --repeat " + repeat
                    + " or --warmup " + warmup + ": expected --repeat >= 1 and --warmup >= 0");
        }
        for (int n : sizes) {
            if (n < 0 || n > GrundyCommand.LARGEST_N) {
                throw new CommandLine.ParameterException(spec.commandLine(), "Invalid size " + n
                        + " in --sizes: expected 0 to " + GrundyCommand.LARGEST_N);
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
            err.printf("bench: %s n = %d, run %d of %d%n", benchCase.name(), n, i + 1, runs);
            err.flush();
            last = null;
            before = usedHeapAfterGc();
            long startCpu = threads.getCurrentThreadCpuTime();
            long start = System.nanoTime();
            last = benchCase.task().apply(n);
            ms[i] = (System.nanoTime() - start) / 1e6;
            cpu[i] = (threads.getCurrentThreadCpuTime() - startCpu) / 1e6;
        }
        // what the last run computed is still referenced: the heap it holds is what it retains
        double retained = (usedHeapAfterGc() - before) / (1024.0 * 1024.0);
        Reference.reachabilityFence(last);
        double cpuOfMedian = cpu[medianIndex(ms)];
        Arrays.sort(ms);
        return new Row(benchCase, n, runs, ms[runs / 2], ms[0], cpuOfMedian, Math.max(0, retained), last.note());
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

    private static void printSpeedUps(PrintWriter out, List<Row> rows) {
        List<String> lines = new ArrayList<>();
        for (Row reference : rows) {
            String fastName = reference.benchCase().baselineOf();
            if (fastName == null) {
                continue;
            }
            rows.stream().filter(r -> r.benchCase().name().equals(fastName) && r.n() == reference.n())
                    .findFirst().ifPresent(fast -> lines.add(String.format("%-20s n = %-8d wall: plain %.1f ms / fast"
                            + " %.2f ms = %.0fx; cpu: %.1f / %.2f = %.0fx", fastName, reference.n(), reference.medianMs(),
                            fast.medianMs(), reference.medianMs() / fast.medianMs(), reference.cpuMs(), fast.cpuMs(),
                            reference.cpuMs() / fast.cpuMs())));
        }
        if (!lines.isEmpty()) {
            out.println();
            out.println("Speed-up of the fast algorithm over the plain recurrence, measured in this run:");
            out.println(lines.stream().collect(Collectors.joining(System.lineSeparator())));
        }
        out.flush();
    }
}
