package org.kaylescourseware.cli;

import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.kaylescourseware.exercise.Difficulty;
import org.kaylescourseware.exercise.ExerciseSet;
import org.kaylescourseware.exercise.LessonPlan;
import org.kaylescourseware.site.publish.OutputRefused;
import org.kaylescourseware.site.worksheet.WorksheetRenderer;
import org.kaylescourseware.site.worksheet.WorksheetWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code worksheet}: a printable worksheet and its answer key for one lesson, from one seed. */
@Command(name = "worksheet", mixinStandardHelpOptions = true,
        description = {"Writes DIR/worksheet.html and DIR/answer-key.html (with worksheet.css beside them):"
                + " exercises for a lesson, computed and checked by the solver. The same seed gives the same"
                + " files byte for byte; another seed gives another variant."})
public final class WorksheetCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    CourseOption course;

    @Option(names = "--lesson", required = true, paramLabel = "LESSON",
            description = "kayles, dawsons-kayles, misere-kayles, misere-nim, partizan-kayles, the id of a game of the"
                    + " course (treblecross, officers, ...), or an octal code such as 0.137")
    String lesson;

    @Option(names = "--count", paramLabel = "N", defaultValue = "6",
            description = "how many exercises, 1 to " + ExerciseSet.MAX_COUNT + " (default ${DEFAULT-VALUE})")
    String count;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
            description = "a whole number choosing the variant (default ${DEFAULT-VALUE})")
    String seed;

    @Option(names = "--difficulty", paramLabel = "LEVEL", defaultValue = "medium",
            description = "easy, medium or hard (default ${DEFAULT-VALUE})")
    String difficulty;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "the folder to write")
    Path out;

    @Option(names = "--templates", paramLabel = "DIR", defaultValue = "templates",
            description = "the project's templates folder (default ${DEFAULT-VALUE})")
    Path templates;

    @Override
    public Integer call() throws Exception {
        ExerciseSet set;
        WorksheetWriter writer;
        try {
            LessonPlan plan = course.course(spec).games().lessonPlan(lesson);
            set = ExerciseSet.generate(plan, parseCount(), parseSeed(), Difficulty.parse(difficulty));
            writer = new WorksheetWriter(new WorksheetRenderer(templates));
            writer.write(set, out);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "worksheet: " + e.getMessage(), e);
        } catch (OutputRefused e) {
            spec.commandLine().getErr().println("worksheet: " + e.getMessage());
            return ExitStatus.FILE;
        } catch (UncheckedIOException e) {
            spec.commandLine().getErr().println("worksheet: cannot read the templates: "
                    + OneLineErrors.oneLine(String.valueOf(e.getCause().getMessage())));
            return ExitStatus.FILE;
        }
        spec.commandLine().getOut().println("wrote " + set.exercises().size() + " exercises (" + set.title()
                + ", variant " + set.seed() + ", " + set.difficulty().label() + ") to "
                + out.resolve(WorksheetWriter.WORKSHEET) + " and " + out.resolve(WorksheetWriter.ANSWER_KEY));
        return 0;
    }

    private int parseCount() {
        if (count.strip().matches("-?\\d{10,}")) {
            throw new IllegalArgumentException("exercise count " + count.strip() + " is out of range: ask for 1 to "
                    + ExerciseSet.MAX_COUNT + " exercises");
        }
        if (!count.strip().matches("-?\\d{1,9}")) {
            throw new IllegalArgumentException("count '" + count + "' is not a whole number; ask for 1 to "
                    + ExerciseSet.MAX_COUNT + " exercises, e.g. --count 6");
        }
        return Integer.parseInt(count.strip());
    }

    private long parseSeed() {
        try {
            return Long.parseLong(seed.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("seed '" + seed + "' is not a whole number; give e.g. --seed 42"
                    + " (from " + Long.MIN_VALUE + " to " + Long.MAX_VALUE + ")");
        }
    }
}
