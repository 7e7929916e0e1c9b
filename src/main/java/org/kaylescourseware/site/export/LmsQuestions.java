package org.kaylescourseware.site.export;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.kaylescourseware.exercise.AnswerField;
import org.kaylescourseware.exercise.Exercise;
import org.kaylescourseware.exercise.ExerciseSet;
import org.kaylescourseware.exercise.FieldType;
import org.kaylescourseware.exercise.MathText;

/**
 * Turns an exercise set into the questions of an export: one per answer field. A position is asked
 * as a short answer; since systems compare short answers as text, each right position is listed in
 * every order of its heaps (both orders past {@value #MOST_ORDERS}) with each separator the course's
 * pages accept ({@code +}, {@code " + "}, {@code ,}, {@code ", "}, a space), bare or in parentheses
 * after a comma. A list of moves is a select-all question over every position a move leaves.
 */
public final class LmsQuestions {

    static final String POSITION_FORMAT = " Write the position as its heaps joined by +, e.g. 5+3+1;"
            + " write none if there is none.";
    /** The most orders of a position's heaps listed (the orders of 4 heaps). */
    static final int MOST_ORDERS = 24;
    private static final List<String> SEPARATORS = List.of("+", " + ", ",", ", ", " ");
    private static final LmsQuestion.Option NO_MOVE = new LmsQuestion.Option(FieldType.NONE,
            MathText.of("none: no move wins"));

    private LmsQuestions() {
    }

    public static List<LmsQuestion> of(ExerciseSet set) {
        List<LmsQuestion> questions = new ArrayList<>();
        for (Exercise e : set.exercises()) {
            List<AnswerField> fields = e.fields();
            for (int i = 0; i < fields.size(); i++) {
                String part = fields.size() == 1 ? "" : String.valueOf((char) ('a' + i));
                String id = set.lesson() + "-" + set.seed() + "-" + e.number() + part;
                String name = set.title() + " " + e.number() + (part.isEmpty() ? "" : "(" + part + ")");
                AnswerField f = fields.get(i);
                questions.add(new LmsQuestion(id, name, e, part, f.name(), ask(f), response(f)));
            }
        }
        return questions;
    }

    private static MathText ask(AnswerField f) {
        return f.type() == FieldType.POSITION ? MathText.of(f.label().tex() + "." + POSITION_FORMAT) : f.label();
    }

    private static LmsQuestion.Response response(AnswerField f) {
        return switch (f.type()) {
            case NUMBER -> new LmsQuestion.Numerical(Integer.parseInt(f.accepted().get(0)));
            case CHOICE -> new LmsQuestion.Choice(options(f), f.accepted().get(0));
            case POSITION -> new LmsQuestion.ShortAnswer(written(f.accepted()));
            case POSITIONS -> {
                List<LmsQuestion.Option> options = new ArrayList<>(options(f));
                options.add(NO_MOVE);
                yield new LmsQuestion.MultipleAnswers(options, List.of(f.accepted().get(0).split(";")));
            }
        };
    }

    private static List<LmsQuestion.Option> options(AnswerField f) {
        return f.choices().stream().map(c -> new LmsQuestion.Option(c.value(), c.label())).toList();
    }

    /** Each canonical position as a student may write it: its heaps in every order, each separator, maybe in parentheses. */
    static List<String> written(List<String> canonical) {
        Set<String> out = new LinkedHashSet<>();
        for (String position : canonical) {
            if (position.equals(FieldType.NONE)) {
                out.add(position);
                continue;
            }
            for (List<String> order : orders(List.of(position.split("\\+")))) {
                for (String separator : SEPARATORS) {
                    out.add(String.join(separator, order));
                }
                if (order.size() > 1) {
                    out.add("(" + String.join(", ", order) + ")");
                    out.add("(" + String.join(",", order) + ")");
                }
            }
        }
        return List.copyOf(out);
    }

    /** The distinct orders of the heaps, largest first first; only largest and smallest first when there are too many. */
    private static List<List<String>> orders(List<String> heaps) {
        Set<List<String>> all = new LinkedHashSet<>();
        permute(new ArrayList<>(heaps), 0, all);
        if (all.size() <= MOST_ORDERS) {
            return List.copyOf(all);
        }
        List<String> ascending = new ArrayList<>(heaps);
        Collections.reverse(ascending);
        return List.of(heaps, ascending);
    }

    private static void permute(List<String> heaps, int from, Set<List<String>> out) {
        if (out.size() > MOST_ORDERS) {
            return;
        }
        if (from == heaps.size()) {
            out.add(List.copyOf(heaps));
            return;
        }
        for (int i = from; i < heaps.size(); i++) {
            Collections.swap(heaps, from, i);
            permute(heaps, from + 1, out);
            Collections.swap(heaps, from, i);
        }
    }
}
