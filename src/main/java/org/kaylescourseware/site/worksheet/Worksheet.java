package org.kaylescourseware.site.worksheet;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.exercise.Exercise;
import org.kaylescourseware.exercise.ExerciseSet;

/**
 * What the worksheet and answer-key templates display: the set's lesson, variant (its seed),
 * difficulty and what it asks, the student it is for (if any), and its exercises, all of them for the
 * key and laid out for the worksheet in pages that each fit one printed A4 or Letter page: at most
 * {@value #MAX_EXERCISES_PER_PAGE} exercises, fewer when their tables are long. The fit is an
 * estimate in printed lines of the print stylesheet ({@code worksheet.css}); the browser test prints
 * worksheets to PDF and checks it.
 *
 * @param key                   what the HTML ids of this variant start with (empty alone, unique in a file of many)
 * @param lesson                the lesson's identifier
 * @param lessonTitle           the lesson's title
 * @param variant               the seed, printed so a key can be matched with its worksheet
 * @param difficulty            easy, medium or hard
 * @param difficultyDescription what the level asks, in words
 * @param studentName           the student the variant is for; empty for a worksheet of no roster
 * @param studentId             that student's id; empty likewise
 * @param exercises             every exercise, for the key
 * @param pages                 the worksheet's pages, in order
 * @param pageCount             how many pages
 * @param stylesheet            the stylesheet's file name, next to the page
 */
public record Worksheet(String key, String lesson, String lessonTitle, long variant, String difficulty,
        String difficultyDescription, String studentName, String studentId, List<Exercise> exercises,
        List<WorksheetPage> pages, int pageCount, String stylesheet) {

    /** The most exercises on one printed page. */
    public static final int MAX_EXERCISES_PER_PAGE = 4;
    /** Printed lines (10 pt type) a Letter page holds below the page header, with a margin for error. */
    static final int LINES_PER_PAGE = 44;
    public static final String STYLESHEET = "worksheet.css";

    public Worksheet {
        exercises = List.copyOf(exercises);
        pages = List.copyOf(pages);
    }

    /** The worksheet of {@code set}, for no one in particular. */
    public static Worksheet of(ExerciseSet set) {
        return of(set, "", "", "");
    }

    /** The worksheet of {@code set} for a student; {@code key} starts its HTML ids. */
    public static Worksheet of(ExerciseSet set, String key, String studentName, String studentId) {
        List<WorksheetPage> pages = new ArrayList<>();
        List<Exercise> page = new ArrayList<>();
        int lines = 0;
        for (Exercise exercise : set.exercises()) {
            int size = printedLines(exercise);
            if (!page.isEmpty() && (lines + size > LINES_PER_PAGE || page.size() == MAX_EXERCISES_PER_PAGE)) {
                pages.add(new WorksheetPage(pages.size() + 1, page));
                page = new ArrayList<>();
                lines = 0;
            }
            page.add(exercise);
            lines += size;
        }
        pages.add(new WorksheetPage(pages.size() + 1, page));
        return new Worksheet(key, set.lesson(), set.title(), set.seed(), set.difficulty().label(),
                set.difficulty().description(), studentName, studentId, set.exercises(), pages, pages.size(),
                STYLESHEET);
    }

    /**
     * About how many printed lines an exercise takes on the worksheet: heading, game and rule,
     * question and hint (about 95 characters a line), the table of given values, and the room to work.
     */
    static int printedLines(Exercise exercise) {
        int lines = 4 + wrapped(exercise.prompt().question().plain(), 95) + wrapped(exercise.hint().plain(), 105) + 5;
        if (!exercise.prompt().givenValues().isEmpty()) {
            lines += 2 + exercise.prompt().givenValues().size();
        }
        return lines;
    }

    private static int wrapped(String text, int perLine) {
        return (text.length() + perLine - 1) / perLine;
    }
}
