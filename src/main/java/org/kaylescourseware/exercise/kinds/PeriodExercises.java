package org.kaylescourseware.exercise.kinds;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.kaylescourseware.exercise.Difficulty;
import org.kaylescourseware.exercise.Draw;
import org.kaylescourseware.exercise.Exercise;
import org.kaylescourseware.exercise.ExerciseGenerator;
import org.kaylescourseware.exercise.ExerciseKind;
import org.kaylescourseware.exercise.ImpartialGame;
import org.kaylescourseware.exercise.IndependentCheck;
import org.kaylescourseware.exercise.MathText;
import org.kaylescourseware.exercise.Notation;
import org.kaylescourseware.exercise.Prompt;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.impartial.GrundyValues;
import org.kaylescourseware.impartial.Periodicity;
import org.kaylescourseware.rules.ImpartialRule;

/**
 * "Find the period" of the lesson's own game: a table of 𝒢(0), 𝒢(1), ... long enough for the octal
 * periodicity theorem (Guy and Smith 1956; Winning Ways ch. 4) to certify the period; find the least
 * period and preperiod (at the easy level the period is given) and use them for a far heap. Only
 * for a game whose period the solver certifies within {@value #SEARCHED_TO} values. The answer is
 * checked against a far longer run of the plain mex recurrence: the period holds there, no shorter
 * one does, and the far value is the one computed.
 */
public final class PeriodExercises implements ExerciseGenerator {

    /** How many values are searched for a certified period. */
    static final int SEARCHED_TO = 400;
    /** The table always shows g(0..LEAST_SHOWN) at least, so that the period is something to find. */
    static final int LEAST_SHOWN = 29;
    /** The plain recurrence's run: past every far heap asked about. */
    static final int LONG_RUN_TO = 3_000;

    private final ImpartialGame game;
    private final ImpartialRule rule;
    private final GrundySequence sequence;
    private final Periodicity periodicity;
    private int[] longRun;

    private PeriodExercises(ImpartialGame game, ImpartialRule rule, GrundySequence sequence, Periodicity periodicity) {
        this.game = game;
        this.rule = rule;
        this.sequence = sequence;
        this.periodicity = periodicity;
    }

    /**
     * The period exercises of {@code game}, when its moves remove at most t tokens (so that the octal
     * periodicity theorem applies) and the solver certifies a period.
     */
    public static Optional<ExerciseGenerator> of(ImpartialGame game) {
        ImpartialRule rule = game.rule();
        if (rule.removalBound().isEmpty()) {
            return Optional.empty();
        }
        GrundySequence sequence = GrundySequence.compute(rule, SEARCHED_TO);
        return sequence.periodicity().filter(p -> p.period() > 1 || p.preperiod() > 0)
                .map(p -> new PeriodExercises(game, rule, sequence, p));
    }

    @Override
    public ExerciseKind kind() {
        return ExerciseKind.PERIOD;
    }

    @Override
    public Exercise generate(Draw draw) {
        Periodicity p = periodicity;
        int shownTo = Math.max(p.certifiedTo() - 1 + p.period(), Math.max(p.preperiod() + 3 * p.period(), LEAST_SHOWN));
        int farHeap = draw.between(farHeaps(draw.difficulty()));
        int farValue = sequence.value(p.preperiod() + Math.floorMod(farHeap - p.preperiod(), p.period()));
        PeriodAnswer answer = new PeriodAnswer(p.period(), p.preperiod(), farHeap, farValue,
                draw.difficulty().givesPeriod());
        checkAgainstLongRun(answer);
        String find = answer.periodGiven()
                ? "Its values are periodic with period " + MathText.math("p = " + p.period()) + " from some point on."
                + " Find the least preperiod " + MathText.math("n_0")
                : "Find its least period " + MathText.math("p") + " and least preperiod " + MathText.math("n_0");
        Prompt prompt = Prompt.withValues(game, GrundyValueExercises.givenValues(sequence, shownTo + 1), "Here are "
                + Notation.value(0) + " to " + Notation.value(shownTo) + " of " + game.name() + ". " + find + " ("
                + MathText.math("\\mathcal{G}(n + p) = \\mathcal{G}(n)") + " for every " + MathText.math("n \\ge n_0")
                + "), then " + Notation.value(farHeap) + ".");
        String hint = (answer.periodGiven() ? "" : "Try " + MathText.math("p = 1, 2, 3, \\ldots") + ": for each, ")
                + "walk back from the end of the table to the last " + MathText.math("n") + " where "
                + MathText.math("\\mathcal{G}(n)") + " and " + MathText.math("\\mathcal{G}(n + p)") + " differ. Then"
                + " reduce " + farHeap + " by multiples of " + MathText.math("p") + " into the table.";
        return Exercise.of(draw, kind(), prompt, hint, solution(answer), answer);
    }

    private static Difficulty.Range farHeaps(Difficulty difficulty) {
        return switch (difficulty) {
            case EASY -> new Difficulty.Range(200, 999);
            case MEDIUM -> new Difficulty.Range(1_000, 1_999);
            case HARD -> new Difficulty.Range(2_000, LONG_RUN_TO);
        };
    }

    private List<String> solution(PeriodAnswer a) {
        Periodicity p = periodicity;
        List<String> steps = new ArrayList<>();
        if (!a.periodGiven()) {
            steps.add("No shorter period works: for every " + MathText.math("p < " + p.period()) + " some pair "
                    + MathText.math("\\mathcal{G}(n), \\mathcal{G}(n + p)") + " near the end of the table differs.");
        }
        steps.add("With " + MathText.math("p = " + p.period()) + ", " + MathText.math("\\mathcal{G}(n + " + p.period()
                + ") = \\mathcal{G}(n)") + " for every " + MathText.math("n") + " from " + p.preperiod()
                + " to the end of the table.");
        int last = p.preperiod() - 1;
        steps.add(p.preperiod() == 0 ? "It holds from " + MathText.math("n = 0") + ": there is no exception, "
                + MathText.math("n_0 = 0") + "." : "It fails at " + MathText.math("n = " + last) + ": "
                + Notation.valueIs(last, sequence.value(last)) + " but " + Notation.valueIs(last + p.period(),
                sequence.value(last + p.period())) + ", so " + MathText.math("n_0 = " + p.preperiod()) + ".");
        steps.add("Certified by the octal periodicity theorem: with " + MathText.math("t = " + rule.removalBound().getAsInt())
                + " tokens the most a move removes, it is enough to check " + MathText.math("n_0 \\le n < 2 \\cdot "
                + p.boundPreperiod() + " + " + p.period() + " + " + rule.removalBound().getAsInt() + " = " + p.certifiedTo())
                + ", and the table reaches " + Notation.value(p.certifiedTo() - 1 + p.period()) + ".");
        int reduced = p.preperiod() + Math.floorMod(a.farHeap() - p.preperiod(), p.period());
        steps.add(MathText.math(Notation.valueTex(String.valueOf(a.farHeap())) + " = "
                + Notation.valueTex(String.valueOf(reduced))) + " because " + MathText.math(a.farHeap() + " - "
                + reduced + " = " + (a.farHeap() - reduced)) + " is a multiple of " + p.period() + ", and "
                + Notation.valueIs(reduced, a.farValue()) + ".");
        return steps;
    }

    /** The independent route: the plain recurrence run far past the table and the far heap. */
    private void checkAgainstLongRun(PeriodAnswer answer) {
        if (longRun == null) {
            longRun = GrundyValues.byMexRecurrence(rule, LONG_RUN_TO);
        }
        checkAgainstLongRun(rule.code(), longRun, answer);
    }

    static void checkAgainstLongRun(String code, int[] g, PeriodAnswer answer) {
        int to = g.length - 1;
        int p = answer.period();
        int n0 = answer.preperiod();
        for (int n = n0; n + p <= to; n++) {
            IndependentCheck.agree(g[n + p], g[n], "g(" + (n + p) + ") = g(" + n + ") in " + code);
        }
        if (n0 > 0) {
            IndependentCheck.agree(true, g[n0 - 1] != g[n0 - 1 + p], "the preperiod " + n0 + " of " + code);
        }
        for (int shorter = 1; shorter < p; shorter++) {
            boolean broken = false;
            for (int n = to / 2; n + shorter <= to && !broken; n++) {
                broken = g[n] != g[n + shorter];
            }
            IndependentCheck.agree(true, broken, "no period " + shorter + " shorter than " + p + " in " + code);
        }
        IndependentCheck.agree(answer.farValue(), g[answer.farHeap()], "g(" + answer.farHeap() + ") of " + code);
    }
}
