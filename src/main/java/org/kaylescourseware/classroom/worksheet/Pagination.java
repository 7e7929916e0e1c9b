package org.kaylescourseware.classroom.worksheet;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.kaylescourseware.exercise.Exercise;
import org.kaylescourseware.exercise.MathText;

/**
 * Lays a worksheet's exercises out in sheets that each print as one page of A4 or Letter: as few sheets
 * as hold them, then the exercises shared out so that the fullest sheet is as empty as it can be (a
 * partition of the sequence minimising its largest part), since the room left on a sheet goes to its
 * work boxes. Heights are estimates in CSS pixels (1/96 inch) of the print stylesheet
 * ({@code worksheet.css}: 10 pt type, line height 1.3, a sheet 255 mm high, text 186 mm wide on A4);
 * each is rounded up, and the browser test prints whole rosters to PDF and counts the pages.
 */
final class Pagination {

    /** A sheet's height: 255 mm. */
    static final double SHEET = 255 / 25.4 * 96;
    /** The least room to work an exercise gets: 1 inch. */
    static final double WORK_SPACE = 96;
    /** A line of 10 pt text at line height 1.3, and of 9 pt, each a little more for the formulas that raise a line. */
    private static final double LINE = 13.34 * 1.3 + 1;
    private static final double SMALL_LINE = 0.9 * 13.34 * 1.3 + 1;
    private static final double TABLE_LINE = 0.8 * 13.34 * 1.15 + 1.5;
    /** Characters of a line of text 186 mm wide, and beside a table of given values (a little fewer than fit). */
    private static final int CHARACTERS = 92;
    private static final int CHARACTERS_BESIDE_TABLE = 50;
    /** A table's caption, in lines of its width. */
    private static final int CAPTION_LINES = 3;
    /** The title, name and date line and the variant's line. */
    private static final double HEADER = 48;
    /** The rule above an exercise, its margin and padding and its heading. */
    private static final double EXERCISE_FRAME = 40;
    private static final double PARAGRAPH = 7;

    private final boolean hints;
    private final boolean rulePerExercise;

    /**
     * @param hints           whether hints are printed
     * @param rulePerExercise whether each exercise states its game's rule (its sheet's head does when all share one)
     */
    Pagination(boolean hints, boolean rulePerExercise) {
        this.hints = hints;
        this.rulePerExercise = rulePerExercise;
    }

    /** The sheets of {@code exercises}, in order. */
    List<WorksheetPage> pages(List<Exercise> exercises) {
        double room = room(exercises);
        double[] heights = exercises.stream().mapToDouble(this::height).toArray();
        int sheets = fewestSheets(heights, room);
        List<WorksheetPage> pages = new ArrayList<>();
        int from = 0;
        for (int end : balancedBreaks(heights, sheets)) {
            pages.add(new WorksheetPage(pages.size() + 1, exercises.subList(from, end)));
            from = end;
        }
        return pages;
    }

    /** The height a sheet has for exercises below its head. */
    double room(List<Exercise> exercises) {
        return SHEET - header(exercises);
    }

    /** The head of a sheet: title, name and date, variant and page, and the game's rule when all share it. */
    private double header(List<Exercise> exercises) {
        if (rulePerExercise) {
            return HEADER;
        }
        Exercise first = exercises.get(0);
        return HEADER + LINE * lines(MathText.of(first.prompt().game() + ". " + first.prompt().ruleInWords()), CHARACTERS);
    }

    /** An exercise's height with its least work box: its heading, then its text and work box beside its table. */
    double height(Exercise exercise) {
        int rows = exercise.prompt().givenValues().size();
        int characters = rows > 0 ? CHARACTERS_BESIDE_TABLE : CHARACTERS;
        double text = PARAGRAPH + LINE * lines(exercise.prompt().question(), characters);
        if (rulePerExercise) {
            text += PARAGRAPH + LINE * lines(MathText.of(exercise.prompt().game() + ". " + exercise.prompt().ruleInWords()), characters);
        }
        if (hints) {
            text += PARAGRAPH + SMALL_LINE * lines(MathText.of("Hint. " + exercise.hint().tex()), characters + characters / 10);
        }
        double table = rows > 0 ? PARAGRAPH + (CAPTION_LINES + rows + 1) * TABLE_LINE : 0;
        return EXERCISE_FRAME + Math.max(text + WORK_SPACE, table);
    }

    /** The lines {@code text} takes, a formula counted as a little more than the characters it prints (a command as one). */
    private static int lines(MathText text, int perLine) {
        double length = 0;
        for (MathText.Part part : text.parts()) {
            length += part.math() ? 1.2 * part.text().replaceAll("\\\\[A-Za-z]+", "x").replaceAll("[{}^_ ]", "").length() : part.text().length();
        }
        return Math.max(1, (int) Math.ceil(length / perLine));
    }

    /** How many sheets hold the exercises in order, each filled as far as it goes (the least number). */
    private static int fewestSheets(double[] heights, double room) {
        int sheets = 1;
        double used = 0;
        for (double h : heights) {
            if (used > 0 && used + h > room) {
                sheets++;
                used = 0;
            }
            used += h;
        }
        return sheets;
    }

    /**
     * Where each of {@code sheets} sheets ends (an exercise index, exclusive), so that the tallest sheet is
     * as short as it can be: dynamic programming over the prefixes, best[s][i] the least tallest sheet
     * when the first i exercises fill s sheets.
     */
    private static List<Integer> balancedBreaks(double[] heights, int sheets) {
        int n = heights.length;
        double[] prefix = new double[n + 1];
        for (int i = 0; i < n; i++) {
            prefix[i + 1] = prefix[i] + heights[i];
        }
        double[][] best = new double[sheets + 1][n + 1];
        int[][] cut = new int[sheets + 1][n + 1];
        for (double[] row : best) {
            Arrays.fill(row, Double.POSITIVE_INFINITY);
        }
        best[0][0] = 0;
        for (int s = 1; s <= sheets; s++) {
            for (int i = s; i <= n; i++) {
                for (int j = s - 1; j < i; j++) {
                    double tallest = Math.max(best[s - 1][j], prefix[i] - prefix[j]);
                    if (tallest < best[s][i]) {
                        best[s][i] = tallest;
                        cut[s][i] = j;
                    }
                }
            }
        }
        List<Integer> ends = new ArrayList<>();
        for (int s = sheets, i = n; s > 0; i = cut[s][i], s--) {
            ends.add(0, i);
        }
        return ends;
    }
}
