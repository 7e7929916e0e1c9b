package org.kaylescourseware.classroom.export;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.exercise.ExerciseSet;

/**
 * What one export holds: one set (a quiz), or several variants of a lesson's set (a question bank:
 * for every exercise slot, a category or group with each variant's version of it, from which Moodle's
 * "random question from category" and Canvas's question groups give each student one).
 *
 * @param name  the files' name before the format's suffix, e.g. {@code kayles-7} or {@code kayles-7-variants-30}
 * @param title what the systems call it, e.g. {@code Kayles, variant 7}
 * @param sets  the variants, all of one lesson with as many exercises
 */
public record QuestionBank(String name, String title, List<ExerciseSet> sets) {

    public QuestionBank {
        sets = List.copyOf(sets);
        if (sets.isEmpty()) {
            throw new IllegalArgumentException("a question bank holds at least one set");
        }
    }

    /** One set. */
    public static QuestionBank of(ExerciseSet set) {
        return new QuestionBank(set.lesson() + "-" + set.seed(), set.title() + ", variant " + set.seed(), List.of(set));
    }

    /** The variants {@code sets}, drawn from consecutive seeds. */
    public static QuestionBank variants(List<ExerciseSet> sets) {
        ExerciseSet first = sets.get(0);
        ExerciseSet last = sets.get(sets.size() - 1);
        return new QuestionBank(first.lesson() + "-" + first.seed() + "-variants-" + sets.size(),
                first.title() + ", variants " + first.seed() + " to " + last.seed(), sets);
    }

    /** One variant per student of a roster, derived from {@code seed} and their ids. */
    public static QuestionBank roster(List<ExerciseSet> sets, long seed) {
        ExerciseSet first = sets.get(0);
        return new QuestionBank(first.lesson() + "-" + seed + "-roster", first.title() + ", a variant per student (seed "
                + seed + ")", sets);
    }

    /** Whether the export is a bank of variants rather than one quiz. */
    public boolean isBank() {
        return sets.size() > 1;
    }

    /** How many exercise slots each set has. */
    public int slots() {
        return sets.get(0).exercises().size();
    }

    /** The questions of slot {@code number} (1, 2, ...) in every variant, variant by variant. */
    public List<List<LmsQuestion>> slot(int number) {
        List<List<LmsQuestion>> versions = new ArrayList<>();
        for (ExerciseSet set : sets) {
            versions.add(LmsQuestions.of(set).stream().filter(q -> q.exercise().number() == number).toList());
        }
        return versions;
    }

    /** Every question, set by set. */
    public List<LmsQuestion> questions() {
        return sets.stream().flatMap(s -> LmsQuestions.of(s).stream()).toList();
    }

    /** The category of slot {@code number} (and of one part, when not empty) under the bank's own. */
    public String category(int number, String part) {
        return title + "/Exercise " + number + (part.isEmpty() ? "" : "(" + part + ")");
    }
}
