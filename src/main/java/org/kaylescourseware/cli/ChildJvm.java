package org.kaylescourseware.cli;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One run of this program in a JVM of its own, as a user starts it ({@code java -cp … grundy …}),
 * pinned to one core by {@code taskset -c 0} where the machine has it: what came out, the exit
 * status, and what it cost: wall time (JVM start included), CPU time of the whole process (JIT and
 * GC threads too) and peak resident memory (Linux: VmHWM of /proc/PID/status, watched every 20 ms;
 * -1 elsewhere).
 */
record ChildJvm(int exitCode, String out, String err, double wallMs, double cpuMs, long peakRssBytes) {

    private static final Path TASKSET = Path.of("/usr/bin/taskset");

    /** Whether children are pinned to one core. */
    static boolean pinned() {
        return Files.isExecutable(TASKSET);
    }

    static ChildJvm run(List<String> args) {
        return run(args, true);
    }

    /**
     * As {@link #run(List)}, pinned to core 0 ({@code pin}, where the machine has taskset) or free to use every core: a
     * site's build typesets formulas on a thread of its own and finishes pages side by side, and its author's machine
     * gives it every core, while one core makes the figures of runs on a busy machine comparable.
     */
    static ChildJvm run(List<String> args, boolean pin) {
        List<String> command = new ArrayList<>();
        if (pin && pinned()) {
            command.addAll(List.of(TASKSET.toString(), "-c", "0"));
        }
        command.addAll(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("java.class.path"), KaylesCourseware.class.getName()));
        command.addAll(args);
        try {
            File out = File.createTempFile("bench", ".out");
            File err = File.createTempFile("bench", ".err");
            try {
                return watch(new ProcessBuilder(command).redirectOutput(out).redirectError(err), out, err);
            } finally {
                Files.deleteIfExists(out.toPath());
                Files.deleteIfExists(err.toPath());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while running " + command, e);
        }
    }

    private static ChildJvm watch(ProcessBuilder builder, File out, File err) throws IOException, InterruptedException {
        long start = System.nanoTime();
        Process process = builder.start();
        Path status = Path.of("/proc", String.valueOf(process.pid()), "status");
        long peak = -1;
        Duration cpu = Duration.ZERO;
        while (!process.waitFor(20, TimeUnit.MILLISECONDS)) {
            peak = Math.max(peak, peakResident(status));
            cpu = process.info().totalCpuDuration().orElse(cpu);
        }
        double wallMs = (System.nanoTime() - start) / 1e6;
        return new ChildJvm(process.exitValue(), Files.readString(out.toPath(), StandardCharsets.UTF_8),
                Files.readString(err.toPath(), StandardCharsets.UTF_8), wallMs, cpu.toNanos() / 1e6, peak);
    }

    /** VmHWM, the peak resident set, in bytes; -1 when it cannot be read (not Linux, or the process ended). */
    private static long peakResident(Path status) {
        try {
            for (String line : Files.readAllLines(status)) {
                if (line.startsWith("VmHWM:")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", "")) * 1024;
                }
            }
        } catch (IOException | RuntimeException e) {
            return -1; // the process ended between two looks, or there is no /proc
        }
        return -1;
    }
}
