package org.kaylescourseware.site.export;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.kaylescourseware.exercise.ExerciseSet;

/**
 * GIFT, Moodle's text format (docs.moodle.org, "GIFT format"): a {@code $CATEGORY} line, then one
 * question per part, {@code ::name::[html]text{answers####general feedback}}, separated by blank
 * lines. Numerical answers are {@code {#5}}, a choice {@code {=right ~wrong}}, short answers
 * {@code {=a =b}}. The characters GIFT reserves, {@code ~ = # { } :} and the backslash, are escaped
 * with a backslash, so LaTeX such as {@code \(\mathcal{G}(9)\)} arrives intact.
 */
final class Gift {

    private Gift() {
    }

    static ExportedFile write(ExerciseSet set, List<LmsQuestion> questions, QuestionHtml html, String name) {
        StringBuilder out = new StringBuilder();
        out.append("// ").append(Exports.title(set)).append(": ").append(set.difficulty().label()).append(", ")
                .append(set.difficulty().description()).append('\n');
        out.append("$CATEGORY: $course$/top/").append(Exports.title(set)).append("\n\n");
        for (LmsQuestion q : questions) {
            out.append("::").append(escape(q.name())).append("::[html]").append(escape(oneLine(html.question(q))))
                    .append(" {").append(answers(q, html)).append("####").append(escape(oneLine(html.feedback(q.exercise()))))
                    .append("}\n\n");
        }
        return new ExportedFile(name, out.toString().getBytes(StandardCharsets.UTF_8));
    }

    private static String answers(LmsQuestion q, QuestionHtml html) {
        LmsQuestion.Response response = q.response();
        if (response instanceof LmsQuestion.Numerical n) {
            return "#" + n.value() + "#" + MoodleXml.RIGHT;
        }
        StringBuilder out = new StringBuilder();
        if (response instanceof LmsQuestion.Choice c) {
            for (LmsQuestion.Option option : c.options()) {
                boolean right = option.value().equals(c.right());
                out.append(right ? " =" : " ~").append(escape(oneLine(html.option(option))))
                        .append('#').append(right ? MoodleXml.RIGHT : escape(MoodleXml.NOT_YET));
            }
        } else if (response instanceof LmsQuestion.ShortAnswer s) {
            for (String accepted : s.accepted()) {
                out.append(" =").append(escape(accepted)).append('#').append(MoodleXml.RIGHT);
            }
        }
        return out.append(' ').toString();
    }

    /** The text with GIFT's reserved characters escaped. */
    static String escape(String text) {
        StringBuilder out = new StringBuilder();
        for (char c : text.toCharArray()) {
            if ("\\~=#{}:".indexOf(c) >= 0) {
                out.append('\\');
            }
            out.append(c);
        }
        return out.toString();
    }

    /** HTML on one line: a blank line would end the question. */
    private static String oneLine(String html) {
        return html.strip().replaceAll("\\s*\\n\\s*", " ");
    }
}
