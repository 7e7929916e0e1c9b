package org.kaylescourseware.classroom.worksheet;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.exercise.AnswerField;
import org.kaylescourseware.exercise.Exercise;
import org.kaylescourseware.exercise.FieldType;
import org.kaylescourseware.exercise.MathText;

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

    /** An exercise's answer, short: its fields' right answers in order. */
    static MathText answer(Exercise exercise) {
        return MathText.of(String.join(" · ", exercise.fields().stream().map(GradingGrid::answer).toList()));
    }

    private static String answer(AnswerField field) {
        List<String> accepted = field.accepted();
        String first = accepted.get(0);
        if (field.type() == FieldType.CHOICE) {
            return field.choices().stream().filter(c -> c.value().equals(first)).findFirst()
                    .map(c -> c.label().parts().get(0)).filter(MathText.Part::math).map(p -> MathText.math(p.text())).orElse(first);
        }
        if (field.type() == FieldType.POSITIONS) {
            return first.replace(";", "; ");
        }
        if (accepted.size() == 2) {
            return first + " or " + accepted.get(1);
        }
        return accepted.size() > 2 ? first + " (or " + (accepted.size() - 1) + " more)" : first;
    }
}
