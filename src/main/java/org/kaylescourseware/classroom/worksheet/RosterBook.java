package org.kaylescourseware.classroom.worksheet;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.LongFunction;
import org.kaylescourseware.exercise.Exercise;
import org.kaylescourseware.exercise.ExerciseSet;
import org.kaylescourseware.exercise.MathText;
import org.kaylescourseware.exercise.Seeds;

/**
 * The worksheets of a whole roster: each student's variant derived from their id and the course's
 * seed (so the same roster and seed always give the same files, and another seed, say next term's,
 * other ones), no two students with the same exercises, and the names of the files written.
 *
 * @param lessonTitle   the lesson's title
 * @param worksheets    one per student, in the roster's order
 * @param files         the files of each student
 * @param stylesheet    the stylesheet's file name
 * @param allWorksheets the file with every worksheet
 * @param allAnswerKeys the file with every answer key
 * @param gradingGrid   the file with every student's answers on one page
 */
public record RosterBook(String lessonTitle, List<Worksheet> worksheets, List<StudentFiles> files, String stylesheet,
        String allWorksheets, String allAnswerKeys, String gradingGrid) {

    public static final String ALL_WORKSHEETS = "worksheets.html";
    public static final String ALL_ANSWER_KEYS = "answer-keys.html";
    public static final String GRADING_GRID = "grading-grid.html";
    public static final String INDEX = "index.html";
    /** Variants are printed as numbers below this, so that {@code worksheet --seed} can ask for one again. */
    static final long VARIANTS = 1_000_000_000L;

    /** One student's line of the index: name, id, variant and files. */
    public record StudentFiles(String name, String id, long variant, String worksheet, String answerKey) {
    }

    public RosterBook {
        worksheets = List.copyOf(worksheets);
        files = List.copyOf(files);
    }

    /**
     * Draws a variant for every student of {@code roster}: {@code draw} gives the set of a seed.
     *
     * @param courseSeed mixed into every student's variant
     * @param hints      whether the worksheets print the hints
     */
    public static RosterBook of(Roster roster, long courseSeed, LongFunction<ExerciseSet> draw, boolean hints) {
        List<Worksheet> worksheets = new ArrayList<>();
        List<StudentFiles> files = new ArrayList<>();
        Set<List<MathText>> drawn = new HashSet<>();
        Set<String> names = new HashSet<>();
        String title = "";
        for (Roster.Student student : roster.students()) {
            ExerciseSet set = null;
            for (int attempt = 0; set == null || !drawn.add(prompts(set)); attempt++) {
                set = draw.apply(variant(courseSeed, student.id(), attempt));
            }
            title = set.title();
            String file = fileName(student.id(), names);
            worksheets.add(Worksheet.of(set, "s-" + file + "-", student.name(), student.id(), hints));
            files.add(new StudentFiles(student.name(), student.id(), set.seed(), "worksheet-" + file + ".html",
                    "answer-key-" + file + ".html"));
        }
        return new RosterBook(title, worksheets, files, Worksheet.STYLESHEET, ALL_WORKSHEETS, ALL_ANSWER_KEYS,
                GRADING_GRID);
    }

    /** A student's variant: from the course seed and the id, and another when two students would share one. */
    static long variant(long courseSeed, String id, int attempt) {
        return Math.floorMod(Seeds.mix("student", Long.toString(courseSeed), id, Integer.toString(attempt)), VARIANTS);
    }

    private static List<MathText> prompts(ExerciseSet set) {
        return set.exercises().stream().map(Exercise::prompt).map(p -> p.question()).toList();
    }

    /** The id made safe for a file name (letters, digits, - and _), unique even where case is not, by a number. */
    private static String fileName(String id, Set<String> taken) {
        String base = id.replaceAll("[^A-Za-z0-9_-]", "_");
        String name = base;
        for (int n = 2; !taken.add(name.toLowerCase(java.util.Locale.ROOT)); n++) {
            name = base + "-" + n;
        }
        return name;
    }
}
