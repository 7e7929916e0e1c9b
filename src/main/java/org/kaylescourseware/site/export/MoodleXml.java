package org.kaylescourseware.site.export;

import java.util.List;
import org.kaylescourseware.exercise.ExerciseSet;
import org.w3c.dom.Element;

/**
 * Moodle XML (docs.moodle.org, "Moodle XML format"): a {@code <quiz>} with a category named after the
 * set, then one question per part: {@code numerical} (tolerance 0), {@code multichoice} (one right
 * choice) or {@code shortanswer}, the right answers at full credit (fraction 100) with feedback, and
 * the worked solution as general feedback. Question and feedback text are HTML; math is LaTeX between
 * {@code \(} and {@code \)}, which Moodle's MathJax filter renders.
 */
final class MoodleXml {

    static final String RIGHT = "Right.";
    static final String NOT_YET = "Not yet: see the worked solution.";

    private MoodleXml() {
    }

    static ExportedFile write(ExerciseSet set, List<LmsQuestion> questions, QuestionHtml html, String name) {
        XmlDocument xml = XmlDocument.create(null, "quiz");
        Element category = xml.add(xml.root(), "question", "type", "category");
        xml.text(xml.add(category, "category"), "text", "$course$/top/" + Exports.title(set));
        for (LmsQuestion q : questions) {
            question(xml, q, html);
        }
        return new ExportedFile(name, xml.bytes());
    }

    private static void question(XmlDocument xml, LmsQuestion q, QuestionHtml html) {
        LmsQuestion.Response response = q.response();
        String type = response instanceof LmsQuestion.Numerical ? "numerical"
                : response instanceof LmsQuestion.Choice ? "multichoice" : "shortanswer";
        Element question = xml.add(xml.root(), "question", "type", type);
        xml.text(xml.add(question, "name"), "text", q.name());
        xml.text(xml.add(question, "questiontext", "format", "html"), "text", html.question(q));
        xml.text(xml.add(question, "generalfeedback", "format", "html"), "text", html.feedback(q.exercise()));
        xml.text(question, "defaultgrade", "1");
        xml.text(question, "penalty", "0.3333333");
        xml.text(question, "hidden", "0");
        xml.text(question, "idnumber", q.id());
        if (response instanceof LmsQuestion.Numerical n) {
            xml.text(answer(xml, question, "100", String.valueOf(n.value()), RIGHT, "moodle_auto_format"), "tolerance", "0");
            xml.text(answer(xml, question, "0", "*", NOT_YET, "moodle_auto_format"), "tolerance", "0");
        } else if (response instanceof LmsQuestion.Choice c) {
            choices(xml, question, c, html);
        } else if (response instanceof LmsQuestion.ShortAnswer s) {
            xml.text(question, "usecase", "0");
            s.accepted().forEach(a -> answer(xml, question, "100", a, RIGHT, "moodle_auto_format"));
            answer(xml, question, "0", "*", NOT_YET, "moodle_auto_format");
        }
    }

    private static void choices(XmlDocument xml, Element question, LmsQuestion.Choice c, QuestionHtml html) {
        xml.text(question, "single", "true");
        xml.text(question, "shuffleanswers", "false");
        xml.text(question, "answernumbering", "abc");
        xml.text(xml.add(question, "correctfeedback", "format", "html"), "text", RIGHT);
        xml.text(xml.add(question, "partiallycorrectfeedback", "format", "html"), "text", NOT_YET);
        xml.text(xml.add(question, "incorrectfeedback", "format", "html"), "text", NOT_YET);
        for (LmsQuestion.Option option : c.options()) {
            boolean right = option.value().equals(c.right());
            answer(xml, question, right ? "100" : "0", html.option(option), right ? RIGHT : NOT_YET, "html");
        }
    }

    private static Element answer(XmlDocument xml, Element question, String fraction, String text, String feedback,
            String format) {
        Element answer = xml.add(question, "answer", "fraction", fraction, "format", format);
        xml.text(answer, "text", text);
        xml.text(xml.add(answer, "feedback", "format", "html"), "text", feedback);
        return answer;
    }
}
