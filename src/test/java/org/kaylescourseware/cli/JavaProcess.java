package org.kaylescourseware.cli;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs the command line in a JVM of its own, with a heap of its own (-Xmx): what the heap
 * estimate promises is only seen there, for the test JVM's heap is shared with everything else.
 * {@code out} is the first {@value #KEPT} characters of what it printed, {@code outLength} all of it.
 */
record JavaProcess(int exitCode, String out, long outLength, String err) {

    private static final int KEPT = 4096;


    static JavaProcess run(String maxHeap, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx" + maxHeap, "-cp", System.getProperty("java.class.path"), KaylesCourseware.class.getName()));
        command.addAll(List.of(args));
        File out = File.createTempFile("grundy", ".out");
        File err = File.createTempFile("grundy", ".err");
        try {
            Process process = new ProcessBuilder(command).redirectOutput(out).redirectError(err).start();
            if (!process.waitFor(120, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new IllegalStateException("timed out: " + command);
            }
            byte[] head;
            try (var in = Files.newInputStream(out.toPath())) {
                head = in.readNBytes(KEPT);
            }
            return new JavaProcess(process.exitValue(), new String(head, StandardCharsets.UTF_8), out.length(),
                    Files.readString(err.toPath(), StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(out.toPath());
            Files.deleteIfExists(err.toPath());
        }
    }
}
