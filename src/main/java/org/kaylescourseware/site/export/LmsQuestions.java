package org.kaylescourseware.site.export;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.kaylescourseware.exercise.AnswerField;
import org.kaylescourseware.exercise.Exercise;
import org.kaylescourseware.exercise.ExerciseSet;
import org.kaylescourseware.exercise.FieldType;
import org.kaylescourseware.exercise.MathText;

/**
 * Turns an exercise set into the questions of an export: one per answer field, two for a list of
 * moves. A position is written as its heaps joined by {@code +}; since systems compare short answers
 * as text, each accepted position is listed largest heap first and smallest first, with and without
 * spaces.
 */
public final class LmsQuestions {

    static final String POSITION_FORMAT = " Write the position as its heaps joined by +, largest first, e.g. 5+3+1;"
            + " write none if there is none.";

    private LmsQuestions() {
    }

    public static List<LmsQuestion> of(ExerciseSet set) {
        List<LmsQuestion> questions = new ArrayList<>();
        for (Exercise e : set.exercises()) {
            List<Part> parts = new ArrayList<>();
            for (AnswerField field : e.fields()) {
                parts.addAll(parts(field));
            }
            for (int i = 0; i < parts.size(); i++) {
                String part = parts.size() == 1 ? "" : String.valueOf((char) ('a' + i));
                String id = set.lesson() + "-" + set.seed() + "-" + e.number() + part;
                String name = set.title() + " " + e.number() + (part.isEmpty() ? "" : "(" + part + ")");
                Part p = parts.get(i);
                questions.add(new LmsQuestion(id, name, e, part, p.field(), p.ask(), p.response()));
            }
        }
        return questions;
    }

    private record Part(String field, MathText ask, LmsQuestion.Response response) {
    }

    private static List<Part> parts(AnswerField f) {
        return switch (f.type()) {
            case NUMBER -> List.of(new Part(f.name(), f.label(),
                    new LmsQuestion.Numerical(Integer.parseInt(f.accepted().get(0)))));
            case CHOICE -> List.of(new Part(f.name(), f.label(), new LmsQuestion.Choice(f.choices().stream()
                    .map(c -> new LmsQuestion.Option(c.value(), c.label())).toList(), f.accepted().get(0))));
            case POSITION -> List.of(new Part(f.name(), MathText.of(f.label().tex() + "." + POSITION_FORMAT),
                    new LmsQuestion.ShortAnswer(written(f.accepted()))));
            case POSITIONS -> {
                List<String> all = f.accepted().get(0).equals(FieldType.NONE) ? List.of()
                        : List.of(f.accepted().get(0).split(";"));
                yield List.of(new Part(f.name() + "-count", MathText.of("How many winning moves are there?"),
                                new LmsQuestion.Numerical(all.size())),
                        new Part(f.name() + "-one", MathText.of("Give one of them, as the position it leaves."
                                + POSITION_FORMAT), new LmsQuestion.ShortAnswer(written(all.isEmpty()
                                ? List.of(FieldType.NONE) : all))));
            }
        };
    }

    /** Each canonical position as a student may write it: largest or smallest heap first, with or without spaces. */
    static List<String> written(List<String> canonical) {
        Set<String> out = new LinkedHashSet<>();
        for (String position : canonical) {
            List<String> heaps = List.of(position.split("\\+"));
            List<String> ascending = new ArrayList<>(heaps);
            java.util.Collections.reverse(ascending);
            out.add(position);
            out.add(String.join(" + ", heaps));
            out.add(String.join("+", ascending));
            out.add(String.join(" + ", ascending));
        }
        return List.copyOf(out);
    }
}
