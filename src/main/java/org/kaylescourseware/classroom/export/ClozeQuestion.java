package org.kaylescourseware.classroom.export;

import java.util.List;
import org.kaylescourseware.exercise.Exercise;
import org.kaylescourseware.exercise.MathText;

/**
 * A multi-part exercise as one Moodle question of type Cloze ("Embedded answers", docs.moodle.org):
 * the prompt once, then each part with its answer box written in Cloze's syntax, {@code
 * {1:NUMERICAL:=2:0#Right.}}, {@code {1:MULTICHOICE_V:=P: ...#Right.~N: ...#Not yet.}} or {@code
 * {1:SHORTANSWER:=5+3+1#Right.~...}}. Each part weighs 1, so the question is worth its parts.
 *
 * @param id       the first part's question id without its letter, e.g. {@code kayles-7-1}
 * @param name     what Moodle lists, e.g. {@code Kayles 1}
 * @param exercise the exercise
 * @param parts    its parts, in order
 */
public record ClozeQuestion(String id, String name, Exercise exercise, List<Part> parts) {

    /** One part: its letter, what it asks and its embedded answer box. */
    public record Part(String part, MathText ask, String code) {
    }

    public ClozeQuestion {
        parts = List.copyOf(parts);
    }

    /** The exercise's questions (one per part) as one Cloze question. */
    static ClozeQuestion of(List<LmsQuestion> questions) {
        LmsQuestion first = questions.get(0);
        String id = first.id().substring(0, first.id().length() - first.part().length());
        String name = first.name().replaceFirst("\\(" + first.part() + "\\)$", "");
        return new ClozeQuestion(id, name, first.exercise(), questions.stream()
                .map(q -> new Part(q.part(), q.ask(), code(q))).toList());
    }

    /** The part's answer box in Cloze's syntax, weight 1, with feedback on each answer. */
    static String code(LmsQuestion q) {
        LmsQuestion.Response response = q.response();
        if (response instanceof LmsQuestion.Numerical n) {
            return "{1:NUMERICAL:=" + n.value() + ":0#" + MoodleXml.RIGHT + "}";
        }
        if (response instanceof LmsQuestion.Choice c) {
            return "{1:MULTICHOICE_V:" + String.join("~", c.options().stream().map(o -> (o.value().equals(c.right())
                    ? "=" + escape(plain(o.label())) + "#" + MoodleXml.RIGHT
                    : escape(plain(o.label())) + "#" + escape(MoodleXml.NOT_YET))).toList()) + "}";
        }
        if (response instanceof LmsQuestion.ShortAnswer s) {
            return "{1:SHORTANSWER:" + String.join("~", s.accepted().stream()
                    .map(a -> "=" + escape(a) + "#" + MoodleXml.RIGHT).toList()) + "}";
        }
        throw new IllegalArgumentException(q.id() + ": a list of choices is its own question, never a Cloze part");
    }

    /**
     * A choice's words without LaTeX, since a Cloze menu shows plain text: {@code \mathcal{P}} is P,
     * other commands are dropped.
     */
    static String plain(MathText text) {
        StringBuilder out = new StringBuilder();
        for (MathText.Part part : text.parts()) {
            out.append(part.math() ? part.text().replaceAll("\\\\[A-Za-z]+\\{([^{}]*)\\}", "$1")
                    .replaceAll("\\\\[A-Za-z]+", "").replaceAll("[{}]", "") : part.text());
        }
        return out.toString().strip();
    }

    /** Cloze's reserved characters, } # ~ / " and the backslash, escaped with a backslash. */
    static String escape(String text) {
        return text.replaceAll("([}#~/\"\\\\])", "\\\\$1");
    }
}
