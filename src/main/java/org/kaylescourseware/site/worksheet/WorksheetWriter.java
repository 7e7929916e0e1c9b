package org.kaylescourseware.site.worksheet;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.kaylescourseware.exercise.ExerciseSet;

/**
 * Writes a worksheet folder: {@code worksheet.html}, {@code answer-key.html} and the stylesheet
 * beside them, so both open offline from {@code file://}. Everything is written to a temporary
 * folder next to the target first and moved into place at the end: a failure never leaves a
 * half-written folder, and an earlier worksheet in the folder stays until the new one is complete.
 */
public final class WorksheetWriter {

    public static final String WORKSHEET = "worksheet.html";
    public static final String ANSWER_KEY = "answer-key.html";
    private static final Set<String> OURS = Set.of(WORKSHEET, ANSWER_KEY, Worksheet.STYLESHEET);

    private final WorksheetRenderer renderer;

    public WorksheetWriter(WorksheetRenderer renderer) {
        this.renderer = renderer;
    }

    /**
     * Writes the set's worksheet and answer key into {@code out}.
     *
     * @throws IllegalArgumentException when {@code out} is a file, or a folder holding other files
     */
    public void write(ExerciseSet set, Path out) throws IOException {
        Path target = out.toAbsolutePath().normalize();
        requireReplaceable(target);
        Worksheet worksheet = Worksheet.of(set);
        String sheet = renderer.worksheet(worksheet);
        String key = renderer.answerKey(worksheet);
        Files.createDirectories(target.getParent());
        Path staging = Files.createTempDirectory(target.getParent(), "." + target.getFileName() + ".tmp-");
        try {
            Files.writeString(staging.resolve(WORKSHEET), sheet, StandardCharsets.UTF_8);
            Files.writeString(staging.resolve(ANSWER_KEY), key, StandardCharsets.UTF_8);
            Files.copy(renderer.stylesheet(), staging.resolve(Worksheet.STYLESHEET));
            moveIntoPlace(staging, target);
        } finally {
            deleteTree(staging);
        }
    }

    private static void requireReplaceable(Path target) throws IOException {
        if (Files.exists(target) && !Files.isDirectory(target)) {
            throw new IllegalArgumentException("output '" + target + "' is a file; give a folder for the worksheet");
        }
        if (Files.isDirectory(target)) {
            try (Stream<Path> entries = Files.list(target)) {
                List<String> others = entries.map(p -> p.getFileName().toString()).filter(n -> !OURS.contains(n))
                        .sorted().toList();
                if (!others.isEmpty()) {
                    throw new IllegalArgumentException("output folder '" + target + "' holds other files " + others
                            + "; give a new or empty folder, or one that only holds an earlier worksheet");
                }
            }
        }
    }

    /** Swaps the finished staging folder in for the target, keeping the old one until the swap is done. */
    private static void moveIntoPlace(Path staging, Path target) throws IOException {
        Path old = null;
        if (Files.exists(target)) {
            old = Files.createTempDirectory(target.getParent(), "." + target.getFileName() + ".old-");
            Files.delete(old);
            Files.move(target, old, StandardCopyOption.ATOMIC_MOVE);
        }
        try {
            Files.move(staging, target, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            if (old != null) {
                Files.move(old, target, StandardCopyOption.ATOMIC_MOVE);
            }
            throw e;
        }
        if (old != null) {
            deleteTree(old);
        }
    }

    private static void deleteTree(Path root) {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot remove temporary folder " + root, e);
        }
    }
}
