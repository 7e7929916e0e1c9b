package org.kaylescourseware.classroom.worksheet;

import java.util.List;
import org.kaylescourseware.exercise.Exercise;
import org.kaylescourseware.exercise.ExerciseSet;

/**
 * What the worksheet and answer-key templates display: the set's lesson, variant (its seed),
 * difficulty and what it asks, the student it is for (if any), and its exercises, all of them for the
 * key and laid out for the worksheet in sheets that each print as one page of A4 or Letter
 * ({@link Pagination}), the name and variant at the head of every sheet.
 *
 * @param key                   what the HTML ids of this variant start with (empty alone, unique in a file of many)
 * @param lesson                the lesson's identifier
 * @param lessonTitle           the lesson's title
 * @param variant               the seed, printed so a key can be matched with its worksheet
 * @param difficulty            easy, medium or hard
 * @param difficultyDescription what the level asks, in words
 * @param studentName           the student the variant is for; empty for a worksheet of no roster
 * @param studentId             that student's id; empty likewise
 * @param game                  the game of every exercise, stated once at the head of each sheet; empty when they differ
 * @param ruleInWords           that game's rule in words; empty likewise
 * @param hints                 whether the worksheet prints each exercise's hint
 * @param exercises             every exercise, for the key
 * @param pages                 the worksheet's sheets, in order
 * @param pageCount             how many sheets
 * @param stylesheet            the stylesheet's file name, next to the page
 */
public record Worksheet(String key, String lesson, String lessonTitle, long variant, String difficulty,
        String difficultyDescription, String studentName, String studentId, String game, String ruleInWords,
        boolean hints, List<Exercise> exercises, List<WorksheetPage> pages, int pageCount, String stylesheet) {

    public static final String STYLESHEET = "worksheet.css";

    public Worksheet {
        exercises = List.copyOf(exercises);
        pages = List.copyOf(pages);
    }

    /** The worksheet of {@code set} with its hints, for no one in particular. */
    public static Worksheet of(ExerciseSet set) {
        return of(set, "", "", "", true);
    }

    /** The worksheet of {@code set} for a student; {@code key} starts its HTML ids; hints printed or not. */
    public static Worksheet of(ExerciseSet set, String key, String studentName, String studentId, boolean hints) {
        List<Exercise> exercises = set.exercises();
        boolean oneGame = exercises.stream().map(e -> e.prompt().game() + "\n" + e.prompt().ruleInWords()).distinct().count() == 1;
        String game = oneGame ? exercises.get(0).prompt().game() : "";
        String rule = oneGame ? exercises.get(0).prompt().ruleInWords() : "";
        List<WorksheetPage> pages = new Pagination(hints, !oneGame).pages(exercises);
        return new Worksheet(key, set.lesson(), set.title(), set.seed(), set.difficulty().label(),
                set.difficulty().description(), studentName, studentId, game, rule, hints, exercises, pages, pages.size(),
                STYLESHEET);
    }
}
