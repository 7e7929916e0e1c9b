package org.kaylescourseware.exercise;

import java.util.List;
import java.util.Objects;

/**
 * One exercise, ready to display: numbered within its set, with a prompt, a hint, a worked
 * solution as steps, the answer written out, and the fields a student answers it in.
 *
 * @param number      1, 2, ... within its set
 * @param anchor      the fragment that links to it, {@code exercise-<number>}
 * @param kind        what is asked
 * @param difficulty  how large the positions are
 * @param prompt      what the student sees
 * @param hint        a nudge towards the method, never the answer
 * @param solution    the worked solution, one step per line
 * @param answer      the answer, checkable
 * @param shownAnswer the answer written out ({@code answer.shown()})
 * @param fields      the answer fields ({@code answer.fields()})
 */
public record Exercise(int number, String anchor, ExerciseKind kind, Difficulty difficulty, Prompt prompt,
        MathText hint, List<MathText> solution, Answer answer, MathText shownAnswer, List<AnswerField> fields) {

    public Exercise {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(prompt, "prompt");
        Objects.requireNonNull(answer, "answer");
        solution = List.copyOf(solution);
        fields = List.copyOf(fields);
        if (number < 1) {
            throw new IllegalArgumentException("exercise numbers start at 1, got " + number);
        }
        if (fields.isEmpty()) {
            throw new IllegalArgumentException("exercise " + number + " has no answer field");
        }
    }

    /** Builds the exercise a generator drew, numbered as the draw says. */
    public static Exercise of(Draw draw, ExerciseKind kind, Prompt prompt, String hint, List<String> solution,
            Answer answer) {
        return new Exercise(draw.number(), "exercise-" + draw.number(), kind, draw.difficulty(), prompt,
                MathText.of(hint), solution.stream().map(MathText::of).toList(), answer, MathText.of(answer.shown()),
                answer.fields());
    }

    /**
     * The same exercise, each result its texts name linked to where it is stated ({@link MathText#linking}): what a page
     * shows; its TeX, which worksheets and exports write, is the same.
     */
    public Exercise linking(java.util.Map<String, String> links) {
        Prompt linkedPrompt = new Prompt(prompt.game(), prompt.rule(), prompt.ruleInWords(), prompt.rows(), prompt.position(),
                prompt.shownPosition(), prompt.givenValues(), prompt.question().linking(links));
        return new Exercise(number, anchor, kind, difficulty, linkedPrompt, hint.linking(links),
                solution.stream().map(step -> step.linking(links)).toList(), answer, shownAnswer.linking(links), fields);
    }

    /** Whether every field accepts the matching input (by field name); a missing input is wrong. */
    public boolean accepts(java.util.Map<String, String> inputs) {
        return fields.stream().allMatch(f -> f.accepts(inputs.getOrDefault(f.name(), "")));
    }
}
