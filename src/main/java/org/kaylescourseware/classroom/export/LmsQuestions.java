package org.kaylescourseware.classroom.export;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.kaylescourseware.exercise.AnswerField;
import org.kaylescourseware.exercise.Exercise;
import org.kaylescourseware.exercise.ExerciseSet;
import org.kaylescourseware.exercise.FieldType;
import org.kaylescourseware.exercise.MathText;
import org.kaylescourseware.exercise.RowNotation;

/**
 * Turns an exercise set into the questions of an export: one per answer field. A position is asked
 * as a short answer; since systems compare short answers as text, each right position is listed in
 * every order of its heaps (both orders past {@value #MOST_ORDERS}) with each separator the course's
 * pages accept ({@code +}, {@code " + "}, {@code ,}, {@code ", "}, a space), bare or in parentheses
 * after a comma, and, where the game writes rows with a letter ({@link RowNotation}), as rows too
 * ({@code K5+K3}, {@code K_5 + K_3}). A list of moves is a select-all question over every position a move leaves.
 */
public final class LmsQuestions {

    /** How a position is typed, for a question about a game of {@code rows}: {@code " Write the position as ..."}. */
    static String positionFormat(RowNotation rows) {
        return " Write the position as its " + rows.noun() + "s joined by +, e.g. " + rows.typed(List.of(5, 3, 1))
                + "; write none if there is none.";
    }

    /** The most orders of a position's heaps listed (the orders of 4 heaps). */
    static final int MOST_ORDERS = 24;
    private static final List<String> SEPARATORS = List.of("+", " + ", ",", ", ", " ");
    private static final List<String> ROW_SEPARATORS = List.of("+", " + ");
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
                RowNotation rows = e.prompt().rows();
                questions.add(new LmsQuestion(id, name, e, part, f.name(), ask(f, rows), response(f, rows)));
            }
        }
        return questions;
    }

    private static MathText ask(AnswerField f, RowNotation rows) {
        return f.type() == FieldType.POSITION ? MathText.of(f.label().tex() + "." + positionFormat(rows)) : f.label();
    }

    private static LmsQuestion.Response response(AnswerField f, RowNotation rows) {
        return switch (f.type()) {
            case NUMBER -> new LmsQuestion.Numerical(Integer.parseInt(f.accepted().get(0)));
            case CHOICE -> new LmsQuestion.Choice(options(f), f.accepted().get(0));
            case POSITION -> new LmsQuestion.ShortAnswer(written(f.accepted(), rows));
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

    /**
     * Each canonical position as a student may write it: its heaps in every order, each separator, maybe in
     * parentheses; and for a game that writes rows with a letter, its rows in every order ({@code K5+K3},
     * {@code K_5 + K_3}).
     */
    static List<String> written(List<String> canonical, RowNotation rows) {
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
                if (!rows.numerals() && !position.equals("0")) {
                    for (String prefix : List.of(rows.letter(), rows.letter() + "_")) {
                        List<String> lettered = order.stream().map(h -> prefix + h).toList();
                        ROW_SEPARATORS.forEach(separator -> out.add(String.join(separator, lettered)));
                    }
                }
            }
        }
        return List.copyOf(out);
    }

    /**
     * The distinct orders of the heaps, the given (largest first) order first; only largest and smallest first
     * when there are more than {@value #MOST_ORDERS}. Orders are stepped through as the next permutation of the
     * heaps' ranks, which visits each distinct order once: a position of many equal heaps (twenty 1s) has one
     * order, not twenty factorial visits of it.
     */
    private static List<List<String>> orders(List<String> heaps) {
        List<String> distinct = heaps.stream().distinct().toList();
        int[] ranks = heaps.stream().mapToInt(distinct::indexOf).sorted().toArray();
        Set<List<String>> all = new LinkedHashSet<>();
        all.add(heaps);
        do {
            all.add(Arrays.stream(ranks).mapToObj(distinct::get).toList());
        } while (all.size() <= MOST_ORDERS && nextPermutation(ranks));
        if (all.size() <= MOST_ORDERS) {
            return List.copyOf(all);
        }
        List<String> ascending = new ArrayList<>(heaps);
        Collections.reverse(ascending);
        return List.of(heaps, ascending);
    }

    /** Steps {@code a} to its next permutation in lexicographic order; false (and {@code a} unchanged) at the last. */
    private static boolean nextPermutation(int[] a) {
        int i = a.length - 2;
        while (i >= 0 && a[i] >= a[i + 1]) {
            i--;
        }
        if (i < 0) {
            return false;
        }
        int j = a.length - 1;
        while (a[j] <= a[i]) {
            j--;
        }
        swap(a, i, j);
        for (int lo = i + 1, hi = a.length - 1; lo < hi; lo++, hi--) {
            swap(a, lo, hi);
        }
        return true;
    }

    private static void swap(int[] a, int i, int j) {
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}
