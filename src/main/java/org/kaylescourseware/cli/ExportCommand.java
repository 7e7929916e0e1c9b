package org.kaylescourseware.cli;

import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.LongFunction;
import org.kaylescourseware.classroom.export.ExportFormat;
import org.kaylescourseware.classroom.export.Exports;
import org.kaylescourseware.classroom.export.QuestionBank;
import org.kaylescourseware.classroom.worksheet.CourseFiles;
import org.kaylescourseware.classroom.worksheet.Roster;
import org.kaylescourseware.classroom.worksheet.RosterBook;
import org.kaylescourseware.classroom.worksheet.RosterException;
import org.kaylescourseware.classroom.worksheet.WorksheetRenderer;
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

    @Option(names = "--variants", paramLabel = "N", description = "a question bank of N variants (seeds S, S+1, ...,"
            + " 2 to " + MOST_VARIANTS + "): a category (Moodle) or question group (Canvas) per exercise with N versions,"
            + " one of which each student gets")
    Integer variants;

    @Option(names = "--roster", paramLabel = "FILE", description = "a question bank with a version per student of the"
            + " class list FILE (as worksheet --roster reads it): the variants their worksheets have")
    Path roster;

    /** The most variants one bank holds. */
    static final int MOST_VARIANTS = 200;

    @Override
    public Integer call() {
        try {
            List<ExportFormat> formats = ExportFormat.parse(format);
            CourseFiles course = CourseFiles.of(courseOption.course(spec));
            QuestionBank bank = bank(options.draws(course));
            List<String> files = Exports.write(bank, formats, new WorksheetRenderer(course), out, course.sources());
            ExerciseSet first = bank.sets().get(0);
            String versions = bank.isBank() ? ", " + bank.sets().size() + " versions of each" : "";
            spec.commandLine().getOut().println("wrote " + first.exercises().size() + " exercises" + versions + " (" + bank.title()
                    + ", " + first.difficulty().label() + ") to " + out + ": " + String.join(", ", files));
            return ExitStatus.OK;
        } catch (RosterException e) {
            spec.commandLine().getErr().println("export: " + e.getMessage());
            return ExitStatus.FAILED;
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "export: " + e.getMessage(), e);
        } catch (SourceException e) {
            spec.commandLine().getErr().println("export: " + e.getMessage());
            return ExitStatus.FAILED;
        } catch (OutputRefused e) {
            spec.commandLine().getErr().println("export: " + e.getMessage());
            return ExitStatus.FILE;
        } catch (UncheckedIOException e) {
            spec.commandLine().getErr().println("export: " + OneLineErrors.describe(e));
            return ExitStatus.FILE;
        }
    }

    /** One set, N variants from consecutive seeds, or one per student of the roster. */
    private QuestionBank bank(LongFunction<ExerciseSet> draws) {
        long seed = options.seed();
        if (variants != null && roster != null) {
            throw new IllegalArgumentException("give --variants or --roster, not both");
        }
        if (roster != null) {
            RosterBook book = RosterBook.of(Roster.read(roster), seed, draws, true);
            return QuestionBank.roster(book.files().stream().map(f -> draws.apply(f.variant())).toList(), seed);
        }
        if (variants == null) {
            return QuestionBank.of(draws.apply(seed));
        }
        if (variants < 2 || variants > MOST_VARIANTS) {
            throw new IllegalArgumentException("--variants " + variants + " is out of range: give 2 to " + MOST_VARIANTS
                    + " (without --variants, one set)");
        }
        if (seed > Long.MAX_VALUE - variants) {
            throw new IllegalArgumentException("--seed " + seed + " leaves no room for " + variants + " consecutive"
                    + " variants; give a smaller seed");
        }
        List<ExerciseSet> sets = new ArrayList<>();
        for (int i = 0; i < variants; i++) {
            sets.add(draws.apply(seed + i));
        }
        return QuestionBank.variants(sets);
    }
}
