package org.kaylescourseware.site.worksheet;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.exercise.ExerciseSet;

/**
 * What the worksheet and answer-key templates display: the set's lesson, variant (its seed) and
 * difficulty, and its exercises laid out {@value #EXERCISES_PER_PAGE} to a printed page.
 *
 * @param lesson      the lesson's identifier
 * @param lessonTitle the lesson's title
 * @param variant     the seed, printed so a key can be matched with its worksheet
 * @param difficulty  easy, medium or hard
 * @param pages       the pages, in order
 * @param pageCount   how many pages
 * @param stylesheet  the stylesheet's file name, next to the page
 */
public record Worksheet(String lesson, String lessonTitle, long variant, String difficulty,
        List<WorksheetPage> pages, int pageCount, String stylesheet) {

    /** How many exercises fit on one printed A4 or Letter page with room to work. */
    public static final int EXERCISES_PER_PAGE = 3;
    public static final String STYLESHEET = "worksheet.css";

    public Worksheet {
        pages = List.copyOf(pages);
    }

    public static Worksheet of(ExerciseSet set) {
        List<WorksheetPage> pages = new ArrayList<>();
        for (int from = 0; from < set.exercises().size(); from += EXERCISES_PER_PAGE) {
            int to = Math.min(set.exercises().size(), from + EXERCISES_PER_PAGE);
            pages.add(new WorksheetPage(pages.size() + 1, set.exercises().subList(from, to)));
        }
        return new Worksheet(set.lesson(), set.title(), set.seed(), set.difficulty().label(), pages, pages.size(),
                STYLESHEET);
    }
}
