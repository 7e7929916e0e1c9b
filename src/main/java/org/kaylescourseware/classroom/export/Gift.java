package org.kaylescourseware.classroom.export;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.kaylescourseware.exercise.ExerciseSet;

/**
 * GIFT, Moodle's text format (docs.moodle.org, "GIFT format"): a {@code $CATEGORY} line, then one
 * question per part, {@code ::name::[html]text{answers####general feedback}}, separated by blank
 * lines; a bank of variants has a category per exercise slot (and part, since GIFT has no question of
 * several parts). A number is {@code {#=5#Right.}} (the documented form with feedback), a choice
 * {@code {=right#Right. ~wrong#Not yet...}}, a list of moves {@code {~%50%a#Right. ~%-50%b#Not yet...}}
 * (each right one an equal share, each wrong one as much off), short answers {@code {=a#Right. =b#Right.}}.
 * The characters GIFT reserves, {@code ~ = # { } :} and the backslash, are escaped with a backslash,
 * so LaTeX such as {@code \(\mathcal{G}(9)\)} arrives intact.
 */
final class Gift {

    private Gift() {
    }

    static ExportedFile write(QuestionBank bank, QuestionHtml html, String name) {
        ExerciseSet first = bank.sets().get(0);
        StringBuilder out = new StringBuilder();
        out.append("// ").append(bank.title()).append(": ").append(first.difficulty().label()).append(", ")
                .append(first.difficulty().description()).append('\n');
        if (!bank.isBank()) {
            out.append("$CATEGORY: $course$/top/").append(bank.title()).append("\n\n");
            bank.questions().forEach(q -> question(out, q, html));
        } else {
            for (int slot = 1; slot <= bank.slots(); slot++) {
                List<List<LmsQuestion>> versions = bank.slot(slot);
                for (int part = 0; part < versions.get(0).size(); part++) {
                    out.append("$CATEGORY: $course$/top/").append(bank.category(slot, versions.get(0).get(part).part()))
                            .append("\n\n");
                    for (List<LmsQuestion> version : versions) {
                        question(out, version.get(part), html);
                    }
                }
            }
        }
        return new ExportedFile(name, out.toString().getBytes(StandardCharsets.UTF_8));
    }

    private static void question(StringBuilder out, LmsQuestion q, QuestionHtml html) {
        out.append("::").append(escape(q.name())).append("::[html]").append(escape(oneLine(html.question(q))))
                .append(" {").append(answers(q, html)).append("####").append(escape(oneLine(html.feedback(q.exercise()))))
                .append("}\n\n");
    }

    private static String answers(LmsQuestion q, QuestionHtml html) {
        LmsQuestion.Response response = q.response();
        if (response instanceof LmsQuestion.Numerical n) {
            return "#=" + n.value() + "#" + escape(MoodleXml.RIGHT);
        }
        StringBuilder out = new StringBuilder();
        if (response instanceof LmsQuestion.Choice c) {
            for (LmsQuestion.Option option : c.options()) {
                boolean right = option.value().equals(c.right());
                out.append(right ? " =" : " ~").append(escape(oneLine(html.option(option))))
                        .append('#').append(escape(right ? MoodleXml.RIGHT : MoodleXml.NOT_YET));
            }
        } else if (response instanceof LmsQuestion.MultipleAnswers m) {
            String share = MoodleXml.share(100.0 / m.right().size());
            for (LmsQuestion.Option option : m.options()) {
                boolean right = m.right().contains(option.value());
                out.append(" ~%").append(right ? share : "-" + share).append('%').append(escape(oneLine(html.option(option))))
                        .append('#').append(escape(right ? MoodleXml.RIGHT : MoodleXml.NOT_YET));
            }
        } else if (response instanceof LmsQuestion.ShortAnswer s) {
            for (String accepted : s.accepted()) {
                out.append(" =").append(escape(accepted)).append('#').append(escape(MoodleXml.RIGHT));
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
