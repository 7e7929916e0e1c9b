package org.kaylescourseware.classroom.worksheet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.exercise.Difficulty;
import org.kaylescourseware.exercise.Exercise;
import org.kaylescourseware.exercise.ExerciseSet;
import org.kaylescourseware.exercise.Plans;

/**
 * Pagination against a search of every way to cut the exercises, in order, into sheets: the fewest
 * sheets that hold them (a sheet over its room only when one exercise alone fills it), and of those the
 * cut whose fullest sheet is least full. The printed page counts are WorksheetPrintTest's.
 */
class PaginationTest {

    @Test
    void sheetsAreTheFewestThatHoldTheExercisesAndTheFullestIsAsEmptyAsItCanBe() {
        for (String lesson : List.of("kayles", "dawsons-kayles", "misere-nim", "partizan-kayles")) {
            for (Difficulty difficulty : Difficulty.values()) {
                for (boolean hints : List.of(true, false)) {
                    ExerciseSet set = ExerciseSet.generate(Plans.lesson(lesson), 9, 3, difficulty);
                    check(set.exercises(), new Pagination(hints, true), lesson + " " + difficulty + " hints " + hints);
                }
            }
        }
    }

    private static void check(List<Exercise> exercises, Pagination pagination, String what) {
        List<WorksheetPage> pages = pagination.pages(exercises);
        List<Exercise> inOrder = new ArrayList<>();
        pages.forEach(p -> inOrder.addAll(p.exercises()));
        assertEquals(exercises, inOrder, what + ": every exercise once, in order");
        double room = pagination.room(exercises);
        int fewest = Integer.MAX_VALUE;
        double least = Double.POSITIVE_INFINITY;
        int n = exercises.size();
        for (int cuts = 0; cuts < 1 << (n - 1); cuts++) {
            List<Double> sheets = sheets(exercises, pagination, cuts);
            boolean fits = true;
            for (int s = 0; s < sheets.size(); s++) {
                fits &= sheets.get(s) <= room || alone(cuts, n, s);
            }
            double fullest = sheets.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
            if (fits && (sheets.size() < fewest || sheets.size() == fewest && fullest < least)) {
                fewest = sheets.size();
                least = fullest;
            }
        }
        assertEquals(fewest, pages.size(), what + ": the fewest sheets");
        double fullest = pages.stream().mapToDouble(p -> p.exercises().stream().mapToDouble(pagination::height).sum()).max().orElseThrow();
        assertEquals(least, fullest, 1e-9, what + ": the fullest sheet");
        assertTrue(pages.stream().allMatch(p -> p.number() == pages.indexOf(p) + 1), what + ": numbered from 1");
    }

    /** The sheets' heights when a cut follows exercise i for each bit i of {@code cuts}. */
    private static List<Double> sheets(List<Exercise> exercises, Pagination pagination, int cuts) {
        List<Double> sheets = new ArrayList<>();
        double sheet = 0;
        for (int i = 0; i < exercises.size(); i++) {
            sheet += pagination.height(exercises.get(i));
            if (i == exercises.size() - 1 || (cuts >> i & 1) == 1) {
                sheets.add(sheet);
                sheet = 0;
            }
        }
        return sheets;
    }

    /** Whether sheet {@code s} holds one exercise. */
    private static boolean alone(int cuts, int n, int s) {
        List<Integer> sizes = new ArrayList<>();
        int size = 0;
        for (int i = 0; i < n; i++) {
            size++;
            if (i == n - 1 || (cuts >> i & 1) == 1) {
                sizes.add(size);
                size = 0;
            }
        }
        return sizes.get(s) == 1;
    }
}
