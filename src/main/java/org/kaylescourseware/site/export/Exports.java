package org.kaylescourseware.site.export;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.kaylescourseware.exercise.ExerciseSet;
import org.kaylescourseware.site.publish.OutputFolder;
import org.kaylescourseware.site.publish.OutputRefused;

/**
 * Writes an export folder: one file per format asked for. The folder is published as a site is
 * ({@link OutputFolder}): a missing path, an empty folder or a folder this program wrote, replaced
 * whole in one step; anything else is refused before a file is touched.
 */
public final class Exports {

    private Exports() {
    }

    /** What an export calls the set: {@code Kayles, variant 7}. */
    static String title(ExerciseSet set) {
        return set.title() + ", variant " + set.seed();
    }

    /**
     * Writes {@code set} in every format of {@code formats} into {@code out}; returns the files' names.
     *
     * @param sources folders the program reads, which the output may neither hold nor lie in
     * @throws OutputRefused when {@code out} may not be replaced or cannot be written
     * @throws IllegalArgumentException when {@code formats} is empty
     */
    public static List<String> write(ExerciseSet set, List<ExportFormat> formats, QuestionHtml html, Path out,
            List<Path> sources) {
        if (formats.isEmpty()) {
            throw new IllegalArgumentException("no format given: an export with no file is never published");
        }
        List<ExportedFile> files = formats.stream().map(f -> f.write(set, html)).toList();
        try (OutputFolder folder = OutputFolder.claim(out, sources, line -> { })) {
            for (ExportedFile file : files) {
                Files.write(folder.staging().resolve(file.name()), file.bytes());
            }
            folder.publish();
        } catch (IOException e) {
            throw new OutputRefused(out, "cannot write the export: " + OutputFolder.reason(e));
        }
        return files.stream().map(ExportedFile::name).toList();
    }
}
