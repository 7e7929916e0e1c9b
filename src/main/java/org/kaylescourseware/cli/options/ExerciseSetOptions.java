package org.kaylescourseware.cli.options;

import java.util.Set;
import java.util.function.LongFunction;
import org.kaylescourseware.classroom.worksheet.CourseFiles;
import org.kaylescourseware.classroom.worksheet.PublishedExercises;
import org.kaylescourseware.exercise.Difficulty;
import org.kaylescourseware.exercise.ExerciseSet;
import org.kaylescourseware.exercise.LessonPlan;
import org.kaylescourseware.exercise.MathText;
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

    /**
     * The classroom plan of the lesson ({@link LessonPlan#forClassroom}), its games played by the
     * course's rule files: no seed draws the exercises a page publishes with their solutions.
     */
    public LessonPlan plan(CourseFiles course) {
        return course.course().lessonPlan(lesson).forClassroom();
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

    /**
     * How the sets of this lesson are drawn, by seed: from the classroom plan, around every question
     * the course's pages publish with its solution ({@link PublishedExercises}).
     */
    public LongFunction<ExerciseSet> draws(CourseFiles course) {
        LessonPlan plan = plan(course);
        int count = count();
        Difficulty level = difficulty();
        Set<MathText> published = PublishedExercises.of(course, lesson);
        return seed -> ExerciseSet.generate(plan, count, seed, level, published);
    }
}
