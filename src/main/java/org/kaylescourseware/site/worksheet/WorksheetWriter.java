package org.kaylescourseware.site.worksheet;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.kaylescourseware.exercise.ExerciseSet;
import org.kaylescourseware.site.publish.OutputFolder;
import org.kaylescourseware.site.publish.OutputRefused;

/**
 * Writes a worksheet folder: {@code worksheet.html}, {@code answer-key.html} and the stylesheet
 * beside them, so both open offline from {@code file://}. The folder is published as a site is
 * ({@link OutputFolder}): staged beside its place and swapped in whole, so a failure never leaves
 * a half-written folder, and only a folder that a run of this program wrote is ever replaced.
 */
public final class WorksheetWriter {

    public static final String WORKSHEET = "worksheet.html";
    public static final String ANSWER_KEY = "answer-key.html";

    private final WorksheetRenderer renderer;

    public WorksheetWriter(WorksheetRenderer renderer) {
        this.renderer = renderer;
    }

    /**
     * Writes the set's worksheet and answer key into {@code out}.
     *
     * @throws OutputRefused when {@code out} is a file, a folder holding other files, or cannot be written
     */
    public void write(ExerciseSet set, Path out) {
        Worksheet worksheet = Worksheet.of(set);
        String sheet = renderer.worksheet(worksheet);
        String key = renderer.answerKey(worksheet);
        try (OutputFolder folder = OutputFolder.claim(out, List.of(renderer.templates()), line -> { })) {
            Path staging = folder.staging();
            Files.writeString(staging.resolve(WORKSHEET), sheet, StandardCharsets.UTF_8);
            Files.writeString(staging.resolve(ANSWER_KEY), key, StandardCharsets.UTF_8);
            Files.copy(renderer.stylesheet(), staging.resolve(Worksheet.STYLESHEET));
            folder.publish();
        } catch (IOException e) {
            throw new OutputRefused(out, "cannot write the worksheet: " + OutputFolder.reason(e));
        }
    }
}
