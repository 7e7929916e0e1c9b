package org.kaylescourseware.site.export;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.kaylescourseware.exercise.ExerciseSet;
import org.kaylescourseware.exercise.MathText;

/**
 * The set as CSV (RFC 4180, by Apache Commons CSV): one row per question of the export, with the
 * exercise's prompt, what the part asks, its type, every answer that counts as right (separated by
 * " | "), the answer written out and the worked solution (steps on lines of their own). Texts keep
 * their LaTeX between {@code \(} and {@code \)}.
 */
final class CsvExport {

    static final List<String> HEADER = List.of("id", "exercise", "part", "kind", "game", "position", "question", "asks",
            "type", "right answers", "answer", "solution");

    private CsvExport() {
    }

    static ExportedFile write(List<LmsQuestion> questions, String name) {
        StringWriter out = new StringWriter();
        try (CSVPrinter csv = CSVFormat.RFC4180.builder().setHeader(HEADER.toArray(String[]::new)).get().print(out)) {
            for (LmsQuestion q : questions) {
                var e = q.exercise();
                csv.printRecord(q.id(), e.number(), q.part(), e.kind().slug(), e.prompt().game(), e.prompt().shownPosition(),
                        e.prompt().question().tex(), q.ask().tex(), type(q.response()), String.join(" | ", right(q)),
                        e.shownAnswer().tex(), String.join("\n", e.solution().stream().map(MathText::tex).toList()));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write CSV in memory", e);
        }
        return new ExportedFile(name, out.toString().getBytes(StandardCharsets.UTF_8));
    }

    private static String type(LmsQuestion.Response response) {
        return response instanceof LmsQuestion.Numerical ? "number"
                : response instanceof LmsQuestion.Choice ? "choice" : "text";
    }

    /** The right answers: the number, the right choice's value, or every accepted text. */
    static List<String> right(LmsQuestion q) {
        LmsQuestion.Response response = q.response();
        if (response instanceof LmsQuestion.Numerical n) {
            return List.of(String.valueOf(n.value()));
        }
        if (response instanceof LmsQuestion.Choice c) {
            return List.of(c.right());
        }
        return ((LmsQuestion.ShortAnswer) response).accepted();
    }
}
