package org.kaylescourseware.classroom.export;

import java.util.List;
import java.util.Locale;
import org.kaylescourseware.exercise.Exercise;
import org.w3c.dom.Element;

/**
 * Moodle XML (docs.moodle.org, "Moodle XML format"): a {@code <quiz>} of categories and questions. One
 * set is one category named after it; a bank of variants has a category per exercise slot, each with
 * every variant's version, for "random question from category". An exercise is one question:
 * {@code numerical} (tolerance 0), {@code multichoice} (one right choice, or select-all for a list of
 * moves, each right one worth an equal share and each wrong one as much off) or {@code shortanswer},
 * and an exercise of several parts one {@code cloze} question ({@link ClozeQuestion}) worth a mark a
 * part. The right answers get full credit with feedback, a wrong one "Not yet"; the exercise's hint is
 * a Moodle hint (shown after a wrong try in interactive mode) and its worked solution the general
 * feedback. Text is HTML; math is LaTeX between {@code \(} and {@code \)}, which MathJax renders.
 */
final class MoodleXml {

    static final String RIGHT = "Right.";
    static final String NOT_YET = "Not yet: see the worked solution.";

    private MoodleXml() {
    }

    static ExportedFile write(QuestionBank bank, QuestionHtml html, String name) {
        XmlDocument xml = XmlDocument.create(null, "quiz");
        if (!bank.isBank()) {
            category(xml, bank.title());
        }
        for (int slot = 1; slot <= bank.slots(); slot++) {
            if (bank.isBank()) {
                category(xml, bank.category(slot, ""));
            }
            for (List<LmsQuestion> version : bank.slot(slot)) {
                if (version.size() == 1) {
                    question(xml, version.get(0), html);
                } else {
                    cloze(xml, ClozeQuestion.of(version), html);
                }
            }
        }
        return new ExportedFile(name, xml.bytes());
    }

    private static void category(XmlDocument xml, String path) {
        Element category = xml.add(xml.root(), "question", "type", "category");
        xml.text(xml.add(category, "category"), "text", "$course$/top/" + path);
    }

    private static Element head(XmlDocument xml, String type, String name, String text, String id, int points,
            Exercise exercise, QuestionHtml html) {
        Element question = xml.add(xml.root(), "question", "type", type);
        xml.text(xml.add(question, "name"), "text", name);
        xml.text(xml.add(question, "questiontext", "format", "html"), "text", text);
        xml.text(xml.add(question, "generalfeedback", "format", "html"), "text", html.feedback(exercise));
        xml.text(question, "defaultgrade", String.valueOf(points));
        xml.text(question, "penalty", "0.3333333");
        xml.text(question, "hidden", "0");
        xml.text(question, "idnumber", id);
        return question;
    }

    private static void hint(XmlDocument xml, Element question, Exercise exercise) {
        xml.text(xml.add(question, "hint", "format", "html"), "text", "<p>" + escape(exercise.hint().tex()) + "</p>");
    }

    private static void cloze(XmlDocument xml, ClozeQuestion cloze, QuestionHtml html) {
        Element question = head(xml, "cloze", cloze.name(), html.cloze(cloze), cloze.id(), cloze.parts().size(),
                cloze.exercise(), html);
        hint(xml, question, cloze.exercise());
    }

    private static void question(XmlDocument xml, LmsQuestion q, QuestionHtml html) {
        LmsQuestion.Response response = q.response();
        String type = response instanceof LmsQuestion.Numerical ? "numerical"
                : response instanceof LmsQuestion.ShortAnswer ? "shortanswer" : "multichoice";
        Element question = head(xml, type, q.name(), html.question(q), q.id(), 1, q.exercise(), html);
        if (response instanceof LmsQuestion.Numerical n) {
            xml.text(answer(xml, question, "100", String.valueOf(n.value()), RIGHT, "moodle_auto_format"), "tolerance", "0");
            xml.text(answer(xml, question, "0", "*", NOT_YET, "moodle_auto_format"), "tolerance", "0");
        } else if (response instanceof LmsQuestion.Choice c) {
            choices(xml, question, true);
            for (LmsQuestion.Option option : c.options()) {
                boolean right = option.value().equals(c.right());
                answer(xml, question, right ? "100" : "0", html.option(option), right ? RIGHT : NOT_YET, "html");
            }
        } else if (response instanceof LmsQuestion.MultipleAnswers m) {
            choices(xml, question, false);
            String share = share(100.0 / m.right().size());
            for (LmsQuestion.Option option : m.options()) {
                boolean right = m.right().contains(option.value());
                answer(xml, question, right ? share : "-" + share, html.option(option), right ? RIGHT : NOT_YET, "html");
            }
        } else if (response instanceof LmsQuestion.ShortAnswer s) {
            xml.text(question, "usecase", "0");
            s.accepted().forEach(a -> answer(xml, question, "100", a, RIGHT, "moodle_auto_format"));
            answer(xml, question, "0", "*", NOT_YET, "moodle_auto_format");
        }
        hint(xml, question, q.exercise());
    }

    /** A fraction as Moodle writes one: up to 7 decimals, no trailing zeros. */
    static String share(double percent) {
        return String.format(Locale.ROOT, "%.7f", percent).replaceFirst("\\.?0+$", "");
    }

    private static void choices(XmlDocument xml, Element question, boolean single) {
        xml.text(question, "single", String.valueOf(single));
        xml.text(question, "shuffleanswers", "false");
        xml.text(question, "answernumbering", "abc");
        xml.text(xml.add(question, "correctfeedback", "format", "html"), "text", RIGHT);
        xml.text(xml.add(question, "partiallycorrectfeedback", "format", "html"), "text", NOT_YET);
        xml.text(xml.add(question, "incorrectfeedback", "format", "html"), "text", NOT_YET);
    }

    private static Element answer(XmlDocument xml, Element question, String fraction, String text, String feedback,
            String format) {
        Element answer = xml.add(question, "answer", "fraction", fraction, "format", format);
        xml.text(answer, "text", text);
        xml.text(xml.add(answer, "feedback", "format", "html"), "text", feedback);
        return answer;
    }

    /** Text as HTML text: the three characters HTML reserves there escaped. */
    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
