package org.kaylescourseware.site.exercisebook;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import org.kaylescourseware.exercise.Exercise;
import org.kaylescourseware.exercise.FieldType;
import org.kaylescourseware.exercise.MathText;

/**
 * The answer form of one exercise on a student page: its fields, and for each the salted SHA-256
 * of every right answer, so that the page can say "right" or "not yet" offline without holding
 * the answer as text. The page script ({@code exercises.js}) puts the student's input in canonical
 * form ({@link org.kaylescourseware.exercise.FieldType#canonical}), hashes
 * {@code salt|field|canonical} and compares. A hash hides an answer from a reader of the source,
 * not from a student who hashes every small number in the console: it is a check, not an exam.
 *
 * @param id     the form's HTML id, {@code <anchor>-check}
 * @param salt   random-looking and fixed: derived from the page, the set and the exercise
 * @param fields the fields, in the order the exercise asks
 */
public record AnswerForm(String id, String salt, List<Field> fields) {

    /**
     * One field of the form.
     *
     * @param name    the field's name within the exercise
     * @param inputId the HTML id of its input, {@code <anchor>-<name>}
     * @param label   what it asks for
     * @param type    {@code number}, {@code choice}, {@code position} or {@code positions}
     * @param choices the choices of a choice field
     * @param example how an answer is written, for the placeholder
     * @param hashes  the hashes of the right answers, space-separated
     * @param spoken  the label in words, for screen readers ({@link MathText#spoken})
     */
    public record Field(String name, String inputId, MathText label, String type, List<Choice> choices,
            String example, String hashes, String spoken) {
    }

    /** One choice: what the form sends, what the student reads, and what a screen reader says. */
    public record Choice(String value, MathText label, String spoken) {
    }

    public AnswerForm {
        fields = List.copyOf(fields);
    }

    /** The form of {@code exercise} on the page whose exercises are identified by {@code context}. */
    public static AnswerForm of(Exercise exercise, String context) {
        String salt = sha256(context + "|" + exercise.number() + "|" + exercise.prompt().question().tex())
                .substring(0, 32);
        List<Field> fields = exercise.fields().stream().map(f -> new Field(f.name(), exercise.anchor() + "-" + f.name(),
                f.label(), f.type().name().toLowerCase(Locale.ROOT), f.type() == FieldType.CHOICE ? f.choices().stream()
                        .map(c -> new Choice(c.value(), c.label(), c.label().spoken())).toList() : List.of(), f.example(),
                String.join(" ", f.accepted().stream().map(a -> hash(salt, f.name(), a)).toList()),
                f.label().spoken())).toList();
        return new AnswerForm(exercise.anchor() + "-check", salt, fields);
    }

    /** The hash the page compares: SHA-256 of {@code salt|field|canonical answer}, in hex. */
    public static String hash(String salt, String field, String canonical) {
        return sha256(salt + "|" + field + "|" + canonical);
    }

    private static String sha256(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
