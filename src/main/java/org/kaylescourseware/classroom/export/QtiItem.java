package org.kaylescourseware.classroom.export;

import java.util.List;
import org.w3c.dom.Element;

/** One QTI 1.2 item of a {@link QtiPackage}: metadata, presentation, response processing and feedback. */
final class QtiItem {

    private static final String RESPONSE = "response1";

    private QtiItem() {
    }

    static void write(XmlDocument xml, Element section, LmsQuestion q, QuestionHtml html) {
        Element item = xml.add(section, "item", "ident", q.id(), "title", q.name());
        LmsQuestion.Response response = q.response();
        String type = response instanceof LmsQuestion.Numerical ? "numerical_question"
                : response instanceof LmsQuestion.Choice ? "multiple_choice_question"
                : response instanceof LmsQuestion.MultipleAnswers ? "multiple_answers_question" : "short_answer_question";
        Element metadata = xml.add(xml.add(item, "itemmetadata"), "qtimetadata");
        field(xml, metadata, "question_type", type);
        field(xml, metadata, "points_possible", "1.0");
        Element presentation = xml.add(item, "presentation");
        xml.text(xml.add(presentation, "material"), "mattext", html.question(q), "texttype", "text/html");
        Element processing = xml.add(item, "resprocessing");
        xml.add(xml.add(processing, "outcomes"), "decvar", "maxvalue", "100", "minvalue", "0", "varname", "SCORE",
                "vartype", "Decimal");
        Element feedback = xml.add(processing, "respcondition", "continue", "Yes");
        xml.add(xml.add(feedback, "conditionvar"), "other");
        xml.add(feedback, "displayfeedback", "feedbacktype", "Response", "linkrefid", "general_fb");
        Element right = xml.add(processing, "respcondition", "continue", "No");
        Element condition = xml.add(right, "conditionvar");
        if (response instanceof LmsQuestion.Numerical n) {
            Element str = xml.add(presentation, "response_str", "ident", RESPONSE, "rcardinality", "Single");
            xml.add(xml.add(str, "render_fib", "fibtype", "Decimal"), "response_label", "ident", "answer1");
            exactly(xml, condition, String.valueOf(n.value()));
        } else if (response instanceof LmsQuestion.Choice c) {
            choices(xml, presentation, q, c.options(), "Single", html);
            xml.text(condition, "varequal", ident(q, c.right()), "respident", RESPONSE);
        } else if (response instanceof LmsQuestion.MultipleAnswers m) {
            choices(xml, presentation, q, m.options(), "Multiple", html);
            Element all = xml.add(condition, "and");
            for (LmsQuestion.Option option : m.options()) {
                Element parent = m.right().contains(option.value()) ? all : xml.add(all, "not");
                xml.text(parent, "varequal", ident(q, option.value()), "respident", RESPONSE);
            }
        } else if (response instanceof LmsQuestion.ShortAnswer s) {
            Element str = xml.add(presentation, "response_str", "ident", RESPONSE, "rcardinality", "Single");
            xml.add(xml.add(str, "render_fib"), "response_label", "ident", "answer1", "rshuffle", "No");
            s.accepted().forEach(a -> xml.text(condition, "varequal", a, "respident", RESPONSE));
        }
        xml.text(right, "setvar", "100", "action", "Set", "varname", "SCORE");
        Element general = xml.add(xml.add(xml.add(item, "itemfeedback", "ident", "general_fb"), "flow_mat"), "material");
        xml.text(general, "mattext", html.feedback(q.exercise()), "texttype", "text/html");
    }

    /**
     * A number compared as Canvas reads one: {@code <or>} of the value and the range from it to itself
     * ({@code <and>} of {@code vargte} and {@code varlte}), the form text2qti writes. Canvas's QTI route
     * turns a fill-in response into a string, so a bare {@code varequal} becomes a string match, which
     * its numeric import ({@code NumericInteraction#get_canvas_answers}) does not read: the item would
     * arrive with no right answer.
     */
    private static void exactly(XmlDocument xml, Element condition, String value) {
        Element or = xml.add(condition, "or");
        xml.text(or, "varequal", value, "respident", RESPONSE);
        Element range = xml.add(or, "and");
        xml.text(range, "vargte", value, "respident", RESPONSE);
        xml.text(range, "varlte", value, "respident", RESPONSE);
    }

    /** The choices, each a response_label whose ident is the question's id and the choice's value. */
    private static void choices(XmlDocument xml, Element presentation, LmsQuestion q, List<LmsQuestion.Option> options,
            String cardinality, QuestionHtml html) {
        Element lid = xml.add(presentation, "response_lid", "ident", RESPONSE, "rcardinality", cardinality);
        Element render = xml.add(lid, "render_choice");
        for (LmsQuestion.Option option : options) {
            Element label = xml.add(render, "response_label", "ident", ident(q, option.value()));
            xml.text(xml.add(label, "material"), "mattext", html.option(option), "texttype", "text/html");
        }
    }

    /** A choice's identifier: the question's id and the value, with + (not allowed in an identifier) as p. */
    static String ident(LmsQuestion q, String value) {
        return q.id() + "-" + value.replace('+', 'p');
    }

    private static void field(XmlDocument xml, Element metadata, String label, String entry) {
        Element field = xml.add(metadata, "qtimetadatafield");
        xml.text(field, "fieldlabel", label);
        xml.text(field, "fieldentry", entry);
    }
}
