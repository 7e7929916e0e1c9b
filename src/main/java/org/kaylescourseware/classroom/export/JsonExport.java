package org.kaylescourseware.classroom.export;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.kaylescourseware.exercise.AnswerField;
import org.kaylescourseware.exercise.Exercise;
import org.kaylescourseware.exercise.ExerciseSet;
import org.kaylescourseware.exercise.MathText;
import org.kaylescourseware.exercise.ValueRow;

/**
 * The set as JSON, for any other system: each exercise with its prompt, given values, hint, answer
 * fields (type, choices and every accepted answer in canonical form), the answer written out and the
 * worked solution. Texts keep their LaTeX between {@code \(} and {@code \)}. {@code formatVersion} 1:
 * one set as that object; a bank of variants as {@code formatVersion}, {@code title} and
 * {@code variants}, a list of such objects.
 */
final class JsonExport {

    @JsonPropertyOrder({"formatVersion", "lesson", "title", "seed", "difficulty", "difficultyDescription", "exercises"})
    record SetJson(int formatVersion, String lesson, String title, long seed, String difficulty,
            String difficultyDescription, List<ExerciseJson> exercises) {
    }

    @JsonPropertyOrder({"number", "kind", "title", "game", "rule", "ruleInWords", "position", "question",
        "givenValues", "hint", "fields", "answer", "solution"})
    record ExerciseJson(int number, String kind, String title, String game, String rule, String ruleInWords,
            String position, String question, List<ValueRow> givenValues, String hint, List<FieldJson> fields,
            String answer, List<String> solution) {
    }

    @JsonPropertyOrder({"name", "label", "type", "choices", "accepted"})
    record FieldJson(String name, String label, String type, List<ChoiceJson> choices, List<String> accepted) {
    }

    record ChoiceJson(String value, String label) {
    }

    @JsonPropertyOrder({"formatVersion", "title", "variants"})
    record BankJson(int formatVersion, String title, List<SetJson> variants) {
    }

    private JsonExport() {
    }

    static ExportedFile write(QuestionBank bank, String name) {
        List<SetJson> sets = bank.sets().stream().map(JsonExport::set).toList();
        Object json = bank.isBank() ? new BankJson(1, bank.title(), sets) : sets.get(0);
        try {
            String text = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(json);
            return new ExportedFile(name, (text + "\n").getBytes(StandardCharsets.UTF_8));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the exercise records are plain data that Jackson writes", e);
        }
    }

    private static SetJson set(ExerciseSet set) {
        return new SetJson(1, set.lesson(), set.title(), set.seed(), set.difficulty().label(),
                set.difficulty().description(), set.exercises().stream().map(JsonExport::exercise).toList());
    }

    private static ExerciseJson exercise(Exercise e) {
        return new ExerciseJson(e.number(), e.kind().slug(), e.kind().title(), e.prompt().game(), e.prompt().rule(),
                e.prompt().ruleInWords(), e.prompt().shownPosition(), e.prompt().question().tex(),
                e.prompt().givenValues(), e.hint().tex(), e.fields().stream().map(JsonExport::field).toList(),
                e.shownAnswer().tex(), e.solution().stream().map(MathText::tex).toList());
    }

    private static FieldJson field(AnswerField f) {
        return new FieldJson(f.name(), f.label().tex(), f.type().name().toLowerCase(java.util.Locale.ROOT),
                f.choices().stream().map(c -> new ChoiceJson(c.value(), c.label().tex())).toList(), f.accepted());
    }
}
