package org.kaylescourseware.classroom.worksheet;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.kaylescourseware.exercise.AnswerField;
import org.kaylescourseware.exercise.Exercise;
import org.kaylescourseware.exercise.FieldType;
import org.kaylescourseware.exercise.MathText;
import org.kaylescourseware.exercise.RowNotation;
import org.kaylescourseware.game.Position;

/**
 * A roster's answers on one page, to grade a pile of worksheets: a row per student (name, id, variant),
 * a column per exercise, each cell the answer of that student's variant, its fields in order separated
 * by a dot. A field with several right answers shows one and how many more count (every answer is in
 * the student's key). A column is headed by the exercise's number, what it asks and its fields' names.
 *
 * @param lessonTitle the lesson's title
 * @param columns     the exercises, in order
 * @param rows        the students, in the roster's order
 * @param stylesheet  the stylesheet's file name
 */
public record GradingGrid(String lessonTitle, List<Column> columns, List<Row> rows, String stylesheet) {

    /** An exercise: its number, and what it asks and its fields' names when every variant asks the same, else empty. */
    public record Column(int number, String title, String fields) {
    }

    /** A student's answers: one cell per exercise. */
    public record Row(String name, String id, long variant, List<MathText> cells) {
        public Row {
            cells = List.copyOf(cells);
        }
    }

    public GradingGrid {
        columns = List.copyOf(columns);
        rows = List.copyOf(rows);
    }

    /** The grid of {@code book}'s worksheets. */
    public static GradingGrid of(RosterBook book) {
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < book.worksheets().size(); i++) {
            Worksheet sheet = book.worksheets().get(i);
            RosterBook.StudentFiles student = book.files().get(i);
            rows.add(new Row(student.name(), student.id(), student.variant(),
                    sheet.exercises().stream().map(GradingGrid::answer).toList()));
        }
        List<Column> columns = new ArrayList<>();
        List<Exercise> first = book.worksheets().get(0).exercises();
        for (int n = 0; n < first.size(); n++) {
            int slot = n;
            boolean alike = book.worksheets().stream().allMatch(w -> w.exercises().get(slot).kind() == first.get(slot).kind());
            columns.add(alike ? new Column(n + 1, first.get(n).kind().title(), String.join(" · ",
                    first.get(n).fields().stream().map(AnswerField::name).toList())) : new Column(n + 1, "", ""));
        }
        return new GradingGrid(book.lessonTitle(), columns, rows, book.stylesheet());
    }

    /**
     * An exercise's answer, short: its fields' right answers in order, a position written as the exercise writes its rows
     * ({@code K_{9} + K_{5}}, as the key does; it was written as typed, {@code 9+5}, issue 29).
     */
    static MathText answer(Exercise exercise) {
        RowNotation rows = exercise.prompt().rows();
        return MathText.of(String.join(" · ", exercise.fields().stream().map(f -> answer(f, rows)).toList()));
    }

    private static String answer(AnswerField field, RowNotation rows) {
        List<String> accepted = field.type() == FieldType.POSITION || field.type() == FieldType.POSITIONS
                ? field.accepted().stream().map(a -> positions(a, rows)).toList() : field.accepted();
        String first = accepted.get(0);
        if (field.type() == FieldType.CHOICE) {
            return field.choices().stream().filter(c -> c.value().equals(first)).findFirst()
                    .map(c -> c.label().parts().get(0)).filter(MathText.Part::math).map(p -> MathText.math(p.text())).orElse(first);
        }
        if (field.type() == FieldType.POSITIONS) {
            return first;
        }
        if (accepted.size() == 2) {
            return first + " or " + accepted.get(1);
        }
        return accepted.size() > 2 ? first + " (or " + (accepted.size() - 1) + " more)" : first;
    }

    /** Positions as a field accepts them ({@code 9+5;3+3}, or {@code none}), each as its rows in inline math. */
    private static String positions(String accepted, RowNotation rows) {
        if (accepted.equals(FieldType.NONE)) {
            return accepted;
        }
        // a grid cell is narrow: the rows' plus signs are set without the space TeX gives a binary operator
        return String.join("; ", Arrays.stream(accepted.split(";"))
                .map(p -> MathText.math(rows.tex(Position.parse(p)).replace(" + ", "{+}"))).toList());
    }
}
