package org.kaylescourseware.classroom.export;

import java.util.List;
import org.kaylescourseware.exercise.Exercise;
import org.kaylescourseware.exercise.MathText;

/**
 * One gradable question of an export: one answer field of an exercise, asked after the exercise's
 * prompt. A list of moves is a select-all question: every position a move leaves, the winning ones right.
 *
 * @param id       stable and unique within the export, e.g. {@code kayles-1-3b}
 * @param name     what the system lists, e.g. {@code Kayles 3(b)}
 * @param exercise the exercise it is part of
 * @param part     {@code a}, {@code b}, ... within the exercise; empty when the exercise has one question
 * @param field    the answer field it grades
 * @param ask      what this part asks, with how to write the answer
 * @param response how it is graded
 */
public record LmsQuestion(String id, String name, Exercise exercise, String part, String field, MathText ask,
        Response response) {

    /** How a question is graded: the full-credit answers. */
    public sealed interface Response permits Numerical, Choice, ShortAnswer, MultipleAnswers {
    }

    /** A whole number, exactly. */
    public record Numerical(int value) implements Response {
    }

    /** One of the choices; {@code right} is the value of the right one. */
    public record Choice(List<Option> options, String right) implements Response {
        public Choice {
            options = List.copyOf(options);
        }
    }

    /** A choice: its value and what the student reads. */
    public record Option(String value, MathText label) {
    }

    /** Several choices, all of {@code right} (values of options) and nothing else. */
    public record MultipleAnswers(List<Option> options, List<String> right) implements Response {
        public MultipleAnswers {
            options = List.copyOf(options);
            right = List.copyOf(right);
        }
    }

    /** A short text, right when it is one of {@code accepted} (as the student may write it). */
    public record ShortAnswer(List<String> accepted) implements Response {
        public ShortAnswer {
            accepted = List.copyOf(accepted);
        }
    }
}
