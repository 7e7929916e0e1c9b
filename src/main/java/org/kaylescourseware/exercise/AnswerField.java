package org.kaylescourseware.exercise;

import java.util.List;
import java.util.Objects;
import java.util.TreeSet;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;

/**
 * One box a student fills in to answer an exercise, with every answer that counts as right, in
 * canonical form ({@link FieldType#canonical}): one for a value, several where any winning move
 * will do.
 *
 * @param name     a short identifier, unique within the exercise: {@code value}, {@code outcome}, ...
 * @param label    what the box asks for
 * @param type     what is typed into it
 * @param choices  the choices of a {@link FieldType#CHOICE} field, the candidate positions of a
 *                 {@link FieldType#POSITIONS} field; empty otherwise
 * @param accepted the right answers, canonical; at least one
 * @param example  how an answer is written, e.g. {@code 5+3+1}; empty for choices
 */
public record AnswerField(String name, MathText label, FieldType type, List<Choice> choices, List<String> accepted,
        String example) {

    /** One choice of a {@link FieldType#CHOICE} field: what the form sends, and what the student reads. */
    public record Choice(String value, MathText label) {
    }

    public AnswerField {
        Objects.requireNonNull(name, "name");
        choices = List.copyOf(choices);
        accepted = List.copyOf(accepted);
        if (accepted.isEmpty()) {
            throw new IllegalArgumentException("field " + name + " accepts no answer");
        }
        for (String answer : accepted) {
            if (!type.canonical(answer).orElse("").equals(answer)) {
                throw new IllegalArgumentException("field " + name + ": '" + answer + "' is not a canonical " + type);
            }
            if (type == FieldType.CHOICE && choices.stream().noneMatch(c -> c.value().equals(answer))) {
                throw new IllegalArgumentException("field " + name + ": '" + answer + "' is not one of its choices");
            }
        }
    }

    /** A whole-number field. */
    public static AnswerField number(String name, String label, int value) {
        return new AnswerField(name, MathText.of(label), FieldType.NUMBER, List.of(), List.of(String.valueOf(value)), "");
    }

    /** A field of choices, one of them right. */
    public static AnswerField choice(String name, String label, List<Choice> choices, String right) {
        return new AnswerField(name, MathText.of(label), FieldType.CHOICE, choices, List.of(right), "");
    }

    /** The outcome class of a position, one of {@code classes} (misère classes in misère play). */
    public static AnswerField outcome(String name, String label, List<OutcomeClass> classes, boolean misere,
            OutcomeClass right) {
        List<Choice> choices = classes.stream().map(c -> new Choice(c.name(),
                MathText.of(Notation.outcome(c, misere) + ": " + c.meaning()))).toList();
        return choice(name, label, choices, right.name());
    }

    /**
     * A move, written as the position it leaves: any of {@code winning}, or {@code none} when it is empty. The
     * placeholder shows a position as {@code rows} writes it, {@code K5+K3+K1}.
     */
    public static AnswerField move(String name, String label, List<Position> winning, RowNotation rows) {
        List<String> accepted = winning.isEmpty() ? List.of(FieldType.NONE)
                : winning.stream().map(Position::toString).distinct().toList();
        return new AnswerField(name, MathText.of(label), FieldType.POSITION, List.of(), accepted,
                rows.typed(List.of(5, 3, 1)) + ", or none");
    }

    /**
     * Every one of {@code all}, as the positions they are, separated by semicolons; {@code none} when
     * empty. The choices are {@code candidates}, every position a move leaves (a system that grades
     * by ticking boxes shows them), in order, once each, written as {@code rows} writes them.
     */
    public static AnswerField positions(String name, String label, List<Position> all, List<Position> candidates,
            RowNotation rows) {
        TreeSet<String> sorted = new TreeSet<>(all.stream().map(Position::toString).toList());
        String accepted = sorted.isEmpty() ? FieldType.NONE : String.join(";", sorted);
        List<Choice> choices = candidates.stream().distinct()
                .map(p -> new Choice(p.toString(), MathText.of(rows.math(p)))).toList();
        return new AnswerField(name, MathText.of(label), FieldType.POSITIONS, choices, List.of(accepted),
                rows.typed(List.of(5, 2)) + "; " + rows.typed(List.of(3, 3, 1)));
    }

    /** One position, heaps in any order. */
    public static AnswerField position(String name, String label, Position right, String example) {
        return new AnswerField(name, MathText.of(label), FieldType.POSITION, List.of(), List.of(right.toString()),
                example);
    }

    /** Whether {@code input} is a right answer. */
    public boolean accepts(String input) {
        return type.canonical(input).map(accepted::contains).orElse(false);
    }
}
