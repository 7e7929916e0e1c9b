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
import org.kaylescourseware.exercise.RuleInWords;
import org.kaylescourseware.exercise.ValueRow;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.impartial.GrundyValues;
import org.kaylescourseware.impartial.Periodicity;
import org.kaylescourseware.rules.ImpartialRule;

/**
 * "Apply the period": the lesson states the period of its own game (the octal periodicity theorem of Guy and
 * Smith 1956, Winning Ways ch. 4, certifies it), so an exercise that asked for it would have the student copy
 * it off the theorem (issue 29, the referee). This one gives the period and the preperiod with one period of
 * values, 𝒢(s) to 𝒢(s + p − 1), and asks what the theorem does not hand over: the values of two heaps far past
 * any table, and the outcome of their sum. The window starts past every heap the set's other exercises ask
 * about at the difficulty, so that it never shows another exercise's answer. Only for a game whose period the
 * solver certifies within {@value #SEARCHED_TO} values. The answer is checked against a far longer run of the
 * plain mex recurrence: the period holds there, the preperiod is least, and the far values are the ones computed.
 */
public final class PeriodExercises implements ExerciseGenerator {

    /** How many values are searched for a certified period. */
    static final int SEARCHED_TO = 400;
    /** The plain recurrence's run: past every far heap asked about. */
    static final int LONG_RUN_TO = Difficulty.HARD.farHeap().max();

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
        int start = firstShown(draw.difficulty());
        Difficulty.Range far = draw.difficulty().farHeap();
        int first = draw.between(far);
        int second = draw.between(far);
        // the second exercise of a pair asks a sum whose two values agree, a P-position, when a few draws find one
        for (int i = 0; i < 40 && draw.secondOfAPair() && farValue(first) != farValue(second); i++) {
            second = draw.between(far);
        }
        PeriodAnswer answer = new PeriodAnswer(p.period(), p.preperiod(), first, farValue(first), second, farValue(second),
                game.rows());
        checkAgainstLongRun(answer);
        Position sum = answer.sum();
        String given = "The nim-values of " + game.name() + " are periodic with period " + MathText.math("p = " + p.period())
                + " from " + MathText.math("n_0 = " + p.preperiod()) + ": " + MathText.math("\\mathcal{G}(n + " + p.period()
                + ") = \\mathcal{G}(n)") + " for every " + MathText.math("n \\ge " + p.preperiod()) + ". Here is one period, "
                + Notation.value(start) + " to " + Notation.value(start + p.period() - 1) + ".";
        Prompt prompt = new Prompt(game.name(), rule.code(), RuleInWords.of(rule), game.rows(), sum, game.rows().math(sum),
                values(start, start + p.period()), MathText.of(given + " Compute " + Notation.value(first) + " and "
                + Notation.value(second) + "; then say whether " + game.rows().math(sum) + " is a P-position (the player"
                + " to move loses) or an N-position (the player to move wins) under normal play."));
        // rows, not heaps, in Kayles and Dawson's Kayles (seventh referee, point 10)
        String row = game.rows().noun();
        String hint = "Subtract multiples of " + MathText.math("p") + " from the length of each " + row + " until it lies in the"
                + " period shown; the value does not change. A sum of two " + row + "s is a P-position exactly when their"
                + " values are equal (their nim-sum is 0).";
        return Exercise.of(draw, kind(), prompt, hint, solution(answer, start), answer);
    }

    /** The first value shown: the least n ≥ n₀ past every heap the set's other exercises ask about at {@code d}. */
    private int firstShown(Difficulty d) {
        return Math.max(periodicity.preperiod(), Math.max(d.singleHeap().max(), d.heapInSum().max()) + 1);
    }

    /** 𝒢(from) to 𝒢(to − 1) in rows of ten, labelled by their first heap. */
    private List<ValueRow> values(int from, int to) {
        List<ValueRow> rows = new ArrayList<>();
        for (int row = from; row < to; row += 10) {
            List<Integer> values = new ArrayList<>();
            for (int n = row; n < Math.min(to, row + 10); n++) {
                values.add(sequence.value(n));
            }
            rows.add(new ValueRow(row, values));
        }
        return rows;
    }

    /** 𝒢(n) for n past the table, by the period: n reduced into the first period from n₀. */
    private int farValue(int n) {
        return sequence.value(reduced(n, periodicity.preperiod()));
    }

    /** {@code n} less a multiple of p, into s..s + p − 1. */
    private int reduced(int n, int s) {
        return s + Math.floorMod(n - s, periodicity.period());
    }

    private List<String> solution(PeriodAnswer a, int start) {
        List<String> steps = new ArrayList<>();
        for (int n : List.of(a.first(), a.second())) {
            int in = reduced(n, start);
            steps.add(MathText.math(n + " - " + in + " = " + (n - in) + " = " + (n - in) / periodicity.period() + " \\cdot "
                    + periodicity.period()) + " and " + MathText.math(in + " \\ge " + periodicity.preperiod()) + ", so "
                    + MathText.math(Notation.valueTex(String.valueOf(n)) + " = " + Notation.valueTex(String.valueOf(in))
                    + " = " + sequence.value(in)) + ", read off the period shown.");
        }
        steps.add("By the Sprague–Grundy theorem, for " + MathText.math(Notation.POSITION + " = " + a.rows().tex(a.sum())) + ", "
                + MathText.math(Notation.valueTex(Notation.POSITION) + " = " + a.firstValue() + " \\oplus " + a.secondValue()
                + " = " + (a.firstValue() ^ a.secondValue())) + (a.outcome() == OutcomeClass.P
                ? ": a P-position, the player to move loses." : ": an N-position, the player to move wins."));
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
        IndependentCheck.agree(answer.firstValue(), g[answer.first()], "g(" + answer.first() + ") of " + code);
        IndependentCheck.agree(answer.secondValue(), g[answer.second()], "g(" + answer.second() + ") of " + code);
    }
}
