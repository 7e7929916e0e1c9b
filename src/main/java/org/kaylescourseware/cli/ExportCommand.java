package org.kaylescourseware.cli;

import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.kaylescourseware.cli.options.CourseOption;
import org.kaylescourseware.cli.options.ExerciseSetOptions;
import org.kaylescourseware.exercise.ExerciseSet;
import org.kaylescourseware.site.export.ExportFormat;
import org.kaylescourseware.site.export.Exports;
import org.kaylescourseware.site.publish.OutputRefused;
import org.kaylescourseware.site.source.SourceException;
import org.kaylescourseware.site.worksheet.CourseFiles;
import org.kaylescourseware.site.worksheet.WorksheetRenderer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code export}: a lesson's exercises for a learning management system. */
@Command(name = "export", mixinStandardHelpOptions = true,
        description = {"Writes a lesson's exercises, computed and checked by the solver, for a learning management"
                + " system: moodle (Moodle XML, a <quiz> to import into a question bank), qti (a QTI 1.2 .zip with"
                + " imsmanifest.xml that Canvas imports), gift (Moodle's text format), json or csv (prompts, every"
                + " accepted answer and the worked solutions, for anything else). Each answer of an exercise is a"
                + " question, graded in full; math stays LaTeX between \\( and \\), which Moodle and Canvas render.",
            "The same lesson, count, seed and difficulty give the same files byte for byte. Runs from any folder;"
                + " --project DIR uses that course's rules and templates."})
public final class ExportCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    CourseOption courseOption;

    @Mixin
    ExerciseSetOptions options;

    @Option(names = "--format", required = true, paramLabel = "FORMAT",
            description = "moodle, qti, gift, json or csv; several separated by commas, or all")
    String format;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "the folder to write the files into,"
            + " made when missing; other files may be there (exports of other lessons and variants go side by side), but"
            + " a file in the way that this program did not write is refused")
    Path out;

    @Override
    public Integer call() {
        try {
            List<ExportFormat> formats = ExportFormat.parse(format);
            CourseFiles course = CourseFiles.of(courseOption.course(spec));
            ExerciseSet set = options.draws(course).apply(options.seed());
            List<String> files = Exports.write(set, formats, new WorksheetRenderer(course), out, course.sources());
            spec.commandLine().getOut().println("wrote " + set.exercises().size() + " exercises (" + set.title()
                    + ", variant " + set.seed() + ", " + set.difficulty().label() + ") to " + out + ": "
                    + String.join(", ", files));
            return ExitStatus.OK;
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "export: " + e.getMessage(), e);
        } catch (SourceException e) {
            spec.commandLine().getErr().println("export: " + e.getMessage());
            return ExitStatus.FAILED;
        } catch (OutputRefused e) {
            spec.commandLine().getErr().println("export: " + e.getMessage());
            return ExitStatus.FILE;
        } catch (UncheckedIOException e) {
            spec.commandLine().getErr().println("export: cannot read " + OneLineErrors.oneLine(
                    String.valueOf(e.getCause().getMessage())));
            return ExitStatus.FILE;
        }
    }
}
