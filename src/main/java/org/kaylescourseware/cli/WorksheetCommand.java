package org.kaylescourseware.cli;

import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.LongFunction;
import org.kaylescourseware.classroom.worksheet.CourseFiles;
import org.kaylescourseware.classroom.worksheet.Roster;
import org.kaylescourseware.classroom.worksheet.RosterBook;
import org.kaylescourseware.classroom.worksheet.RosterException;
import org.kaylescourseware.classroom.worksheet.Worksheet;
import org.kaylescourseware.classroom.worksheet.WorksheetRenderer;
import org.kaylescourseware.classroom.worksheet.WorksheetWriter;
import org.kaylescourseware.cli.options.CourseOption;
import org.kaylescourseware.cli.options.ExerciseSetOptions;
import org.kaylescourseware.exercise.ExerciseSet;
import org.kaylescourseware.site.publish.OutputRefused;
import org.kaylescourseware.site.source.SourceException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code worksheet}: a printable worksheet and its answer key for one lesson, from one seed or for a whole roster. */
@Command(name = "worksheet", mixinStandardHelpOptions = true,
        description = {"Writes DIR/worksheet.html and DIR/answer-key.html (with their stylesheet, KaTeX and math"
                + " script beside them): exercises for a lesson, computed and checked by the solver. The same seed gives"
                + " the same files byte for byte; another seed gives another variant.",
            "With --roster FILE (a CSV file whose header names a name and an id column: name,id or name,email, or a"
                + " Moodle participants download or a Canvas gradebook export as they are; commas or semicolons), writes a worksheet and an answer"
                + " key for every student, each a variant of its own derived from the student's id and --seed, plus"
                + " worksheets.html (every worksheet, to print at once: two pages a student for six exercises, the"
                + " name on each page), answer-keys.html, grading-grid.html (every student's answers on one page) and"
                + " index.html. The same roster and seed always give the same files.",
            "Runs from any folder with the course the program carries; --project DIR uses that course's rules and"
                + " templates instead."})
public final class WorksheetCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    CourseOption courseOption;

    @Mixin
    ExerciseSetOptions options;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "the folder to write (a missing path,"
            + " an empty folder, or a folder this program wrote)")
    Path out;

    @Option(names = "--roster", paramLabel = "FILE", description = "a class list, CSV with the columns name,id (or"
            + " name,email, or as Moodle and Canvas export it): one worksheet per student")
    Path roster;

    @Option(names = "--no-hints", description = "leave the hints off the worksheets (the answer keys are unchanged)")
    boolean noHints;

    @Override
    public Integer call() {
        try {
            CourseFiles course = CourseFiles.of(courseOption.course(spec));
            LongFunction<ExerciseSet> draws = options.draws(course);
            WorksheetWriter writer = new WorksheetWriter(new WorksheetRenderer(course));
            if (roster != null) {
                RosterBook book = RosterBook.of(Roster.read(roster), options.seed(), draws, !noHints);
                List<String> warnings = writer.write(book, out);
                spec.commandLine().getOut().println("wrote " + book.worksheets().size() + " worksheets and answer keys ("
                        + book.lessonTitle() + ", a variant per student) to " + out + "; print them all from "
                        + out.resolve(RosterBook.ALL_WORKSHEETS) + ", and grade from " + out.resolve(RosterBook.GRADING_GRID)
                        + " (every answer on one page) or " + out.resolve(RosterBook.ALL_ANSWER_KEYS));
                warnings.forEach(w -> spec.commandLine().getOut().println("  warning: " + w));
                return ExitStatus.OK;
            }
            ExerciseSet set = draws.apply(options.seed());
            List<String> warnings = writer.write(Worksheet.of(set, "", "", "", !noHints), out);
            spec.commandLine().getOut().println("wrote " + set.exercises().size() + " exercises (" + set.title()
                    + ", variant " + set.seed() + ", " + set.difficulty().label() + ") to "
                    + out.resolve(WorksheetWriter.WORKSHEET) + " and " + out.resolve(WorksheetWriter.ANSWER_KEY));
            warnings.forEach(w -> spec.commandLine().getOut().println("  warning: " + w));
            return ExitStatus.OK;
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "worksheet: " + e.getMessage(), e);
        } catch (RosterException | SourceException e) {
            spec.commandLine().getErr().println("worksheet: " + e.getMessage());
            return ExitStatus.FAILED;
        } catch (OutputRefused e) {
            spec.commandLine().getErr().println("worksheet: " + e.getMessage());
            return ExitStatus.FILE;
        } catch (UncheckedIOException e) {
            spec.commandLine().getErr().println("worksheet: " + OneLineErrors.describe(e));
            return ExitStatus.FILE;
        }
    }
}
