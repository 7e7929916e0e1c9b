package org.kaylescourseware.classroom.export;

import java.nio.file.Path;
import java.util.List;
import org.kaylescourseware.site.publish.OutputRefused;

/**
 * Writes exports: one file per format asked for, into an ordinary folder beside what is there
 * ({@link ExportFolder}).
 */
public final class Exports {

    private Exports() {
    }

    /**
     * Writes {@code bank} in every format of {@code formats} into {@code out}; returns the files' names.
     *
     * @param sources folders the program reads, which the output may neither hold nor lie in
     * @throws OutputRefused when {@code out} or a file in it may not be written
     * @throws IllegalArgumentException when {@code formats} is empty
     */
    public static List<String> write(QuestionBank bank, List<ExportFormat> formats, QuestionHtml html, Path out,
            List<Path> sources) {
        if (formats.isEmpty()) {
            throw new IllegalArgumentException("no format given: an export with no file is never published");
        }
        List<ExportedFile> files = formats.stream().map(f -> f.write(bank, html)).toList();
        ExportFolder.write(out, files, sources);
        return files.stream().map(ExportedFile::name).toList();
    }
}
