package org.kaylescourseware.cli.options;

import org.kaylescourseware.exercise.Difficulty;
import org.kaylescourseware.exercise.ExerciseSet;
import org.kaylescourseware.exercise.LessonPlan;
import org.kaylescourseware.site.worksheet.CourseFiles;
import picocli.CommandLine.Option;

/** What {@code worksheet} and {@code export} share: which lesson, how many exercises, which variant, how hard. */
public final class ExerciseSetOptions {

    @Option(names = "--lesson", required = true, paramLabel = "LESSON",
            description = "kayles, dawsons-kayles, misere-kayles, misere-nim, partizan-kayles, a game's id (nim,"
                    + " treblecross, officers, ...), or an octal code such as 0.137")
    public String lesson;

    @Option(names = "--count", paramLabel = "N", defaultValue = "6",
            description = "how many exercises, 1 to " + ExerciseSet.MAX_COUNT + " (default ${DEFAULT-VALUE})")
    public String count;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
            description = "a whole number choosing the variant (default ${DEFAULT-VALUE})")
    public String seed;

    @Option(names = "--difficulty", paramLabel = "LEVEL", defaultValue = "medium",
            description = "easy, medium or hard (default ${DEFAULT-VALUE})")
    public String difficulty;

    /** The plan of the lesson, its games played by the course's rule files. */
    public LessonPlan plan(CourseFiles course) {
        return course.catalog().lessonPlan(lesson);
    }

    public Difficulty difficulty() {
        return Difficulty.parse(difficulty);
    }

    public int count() {
        if (!WholeNumber.written(count)) {
            throw new IllegalArgumentException("count '" + count + "' is not a whole number; ask for 1 to "
                    + ExerciseSet.MAX_COUNT + " exercises in the digits 0-9, e.g. --count 6");
        }
        return (int) WholeNumber.within(count, Integer.MIN_VALUE, Integer.MAX_VALUE).orElseThrow(() -> new IllegalArgumentException(
                "exercise count " + count.strip() + " is out of range: ask for 1 to " + ExerciseSet.MAX_COUNT + " exercises"));
    }

    public long seed() {
        return WholeNumber.within(seed, Long.MIN_VALUE, Long.MAX_VALUE).orElseThrow(() -> new IllegalArgumentException("seed '" + seed
                + "' is not a whole number; give e.g. --seed 42 in the digits 0-9 (from " + Long.MIN_VALUE + " to " + Long.MAX_VALUE + ")"));
    }

    /** The set of {@code seed}, for the plan. */
    public ExerciseSet draw(LessonPlan plan, long seed) {
        return ExerciseSet.generate(plan, count(), seed, difficulty());
    }
}
