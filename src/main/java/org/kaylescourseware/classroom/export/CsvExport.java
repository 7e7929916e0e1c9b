package org.kaylescourseware.classroom.export;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.kaylescourseware.exercise.MathText;
import org.kaylescourseware.exercise.Prompt;
import org.kaylescourseware.exercise.ValueRow;

/**
 * The set or bank as CSV (RFC 4180, by Apache Commons CSV), UTF-8 with a byte order mark so that
 * spreadsheets read it as UTF-8: one row per question of the export, with its variant, the
 * exercise's prompt, the given values (a line a row, {@code 10: 2 6 4 1} for g(10), g(11), ...), what
 * the part asks, its type, its choices (a line each, {@code P: ...}), every answer that counts as right
 * (separated by " | "), the answer written out and the worked solution (steps on lines of their own).
 * Texts keep their LaTeX between {@code \(} and {@code \)}.
 */
final class CsvExport {

    static final List<String> HEADER = List.of("id", "variant", "exercise", "part", "kind", "game", "position", "question",
            "given values", "asks", "type", "choices", "right answers", "answer", "solution");
    /** The byte order mark, which tells a spreadsheet the file is UTF-8. */
    static final String BOM = "\uFEFF";

    private CsvExport() {
    }

    static ExportedFile write(QuestionBank bank, String name) {
        StringWriter out = new StringWriter();
        out.write(BOM);
        try (CSVPrinter csv = CSVFormat.RFC4180.builder().setHeader(HEADER.toArray(String[]::new)).get().print(out)) {
            for (var set : bank.sets()) {
                for (LmsQuestion q : LmsQuestions.of(set)) {
                    var e = q.exercise();
                    csv.printRecord(q.id(), set.seed(), e.number(), q.part(), e.kind().slug(), e.prompt().game(),
                            e.prompt().shownPosition(), e.prompt().question().tex(), given(e.prompt()), q.ask().tex(),
                            type(q.response()), String.join("\n", choices(q)), String.join(" | ", right(q)),
                            e.shownAnswer().tex(), String.join("\n", e.solution().stream().map(MathText::tex).toList()));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write CSV in memory", e);
        }
        return new ExportedFile(name, out.toString().getBytes(StandardCharsets.UTF_8));
    }

    private static String given(Prompt prompt) {
        return String.join("\n", prompt.givenValues().stream().map(CsvExport::row).toList());
    }

    private static String row(ValueRow row) {
        return row.from() + ": " + String.join(" ", row.values().stream().map(String::valueOf).toList());
    }

    private static String type(LmsQuestion.Response response) {
        return response instanceof LmsQuestion.Numerical ? "number"
                : response instanceof LmsQuestion.Choice ? "choice"
                : response instanceof LmsQuestion.MultipleAnswers ? "choices" : "text";
    }

    /** The choices, {@code value: label} each; none for a number or a text. */
    private static List<String> choices(LmsQuestion q) {
        List<LmsQuestion.Option> options = q.response() instanceof LmsQuestion.Choice c ? c.options()
                : q.response() instanceof LmsQuestion.MultipleAnswers m ? m.options() : List.of();
        return options.stream().map(o -> o.value() + ": " + o.label().tex()).toList();
    }

    /** The right answers: the number, the right choice's value, every right choice, or every accepted text. */
    static List<String> right(LmsQuestion q) {
        LmsQuestion.Response response = q.response();
        if (response instanceof LmsQuestion.Numerical n) {
            return List.of(String.valueOf(n.value()));
        }
        if (response instanceof LmsQuestion.Choice c) {
            return List.of(c.right());
        }
        if (response instanceof LmsQuestion.MultipleAnswers m) {
            return m.right();
        }
        return ((LmsQuestion.ShortAnswer) response).accepted();
    }
}
