package org.kaylescourseware.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;

/** How {@code bench} prints its table and the summaries under it; every number in Locale.ROOT. */
final class BenchTable {

    private static final String ROW = "%-20s %11d %5d %11.1f %11.1f %11.1f %7s %12s %9s %9s  %s%n";
    private static final String HEAD = "%-20s %11s %5s %11s %11s %11s %7s %12s %9s %9s  %s%n";

    private final PrintWriter out;
    private final int repeat;
    private final int warmup;

    BenchTable(PrintWriter out, int repeat, int warmup) {
        this.out = out;
        this.repeat = repeat;
        this.warmup = warmup;
    }

    void printHeader() {
        Runtime runtime = Runtime.getRuntime();
        out.printf(Locale.ROOT, "bench: %d timed run(s) after %d warm-up(s), median shown; Java %s, %d processor(s),"
                + " max heap %d MB; child JVMs %s%n", repeat, warmup, System.getProperty("java.version"),
                runtime.availableProcessors(), runtime.maxMemory() >> 20,
                ChildJvm.pinned() ? "pinned to core 0 by taskset" : "not pinned (no taskset)");
        out.printf(Locale.ROOT, HEAD, "case", "n", "runs", "median ms", "min ms", "cpu ms", "growth", "values/s",
                "B/value", "mem MB", "note");
        out.flush();
    }

    void printRow(BenchCommand.Row row, BenchCommand.Row previous) {
        String growth = previous == null ? "" : String.format(Locale.ROOT, "x%.1f", row.cpuMs() / previous.cpuMs());
        boolean values = row.values() > 0;
        String valuesPerSecond = values ? String.format(Locale.ROOT, "%.0f", row.valuesPerSecond()) : "-";
        String bytesPerValue = !values ? "-" : row.memoryBytes() < 0 ? "n/a"
                : String.format(Locale.ROOT, "%.2f", (double) row.memoryBytes() / row.values());
        String memory = row.memoryBytes() < 0 ? "n/a" : String.format(Locale.ROOT, "%.1f", row.memoryBytes() / 1048576.0);
        out.printf(Locale.ROOT, ROW, row.benchCase().name(), row.n(), row.runs(), row.medianMs(), row.minMs(),
                row.cpuMs(), growth, valuesPerSecond, bytesPerValue, memory, row.measured().note());
        out.flush();
    }

    /** The speed-up of each fast case over its plain reference, at the sizes both were measured at. */
    void printSpeedUps(List<BenchCommand.Row> rows) {
        List<String> lines = rows.stream().filter(r -> r.benchCase().baselineOf() != null).flatMap(reference -> rows
                .stream().filter(r -> r.benchCase().name().equals(reference.benchCase().baselineOf())
                        && r.n() == reference.n()).limit(1).map(fast -> String.format(Locale.ROOT,
                        "%-20s n = %-8d wall: plain %.1f ms / fast %.2f ms = %.0fx; cpu: %.1f / %.2f = %.0fx",
                        fast.benchCase().name(), reference.n(), reference.medianMs(), fast.medianMs(),
                        reference.medianMs() / fast.medianMs(), reference.cpuMs(), fast.cpuMs(),
                        reference.cpuMs() / fast.cpuMs()))).toList();
        if (!lines.isEmpty()) {
            out.println();
            out.println("Speed-up of the fast algorithm over the plain recurrence, measured in this run:");
            lines.forEach(out::println);
        }
        out.flush();
    }

    /**
     * The non-trivial published periods certified in this run, run one after another, each in a
     * fresh JVM: how many were measured and came out as published, and their wall and CPU times
     * added up (the time of running them all, JVM starts included).
     */
    void printCertifications(List<BenchCommand.Row> rows) {
        List<BenchCommand.Row> certified = rows.stream().filter(r -> CertificationCases.isNonTrivial(r.benchCase()))
                .toList();
        if (certified.isEmpty()) {
            return;
        }
        long asPublished = certified.stream().filter(r -> CertificationCases.matchesPublished(r.measured())).count();
        double wall = certified.stream().mapToDouble(BenchCommand.Row::medianMs).sum();
        double cpu = certified.stream().mapToDouble(BenchCommand.Row::cpuMs).sum();
        long values = certified.stream().mapToLong(BenchCommand.Row::values).sum();
        long peak = certified.stream().mapToLong(BenchCommand.Row::memoryBytes).max().orElse(-1);
        out.println();
        out.printf(Locale.ROOT, "Non-trivial published periods certified from the code alone: %d of %d measured,"
                + " %d as published; together %.1f s wall (%d JVM starts included, %s), %.1f s CPU, %d values"
                + " (%.0f a second), peak resident %s MB; %d processor(s)%n", certified.size(),
                PublishedPeriod.NON_TRIVIAL.size(), asPublished, wall / 1000, certified.size(),
                ChildJvm.pinned() ? "each pinned to core 0" : "not pinned", cpu / 1000, values, values / (wall / 1000),
                peak < 0 ? "n/a" : String.valueOf(peak >> 20), Runtime.getRuntime().availableProcessors());
        out.flush();
    }
}
