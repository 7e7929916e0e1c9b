package org.kaylescourseware.exercise.kinds;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.exercise.Difficulty;
import org.kaylescourseware.exercise.Draw;
import org.kaylescourseware.exercise.Exercise;
import org.kaylescourseware.exercise.ExerciseGenerator;
import org.kaylescourseware.exercise.ExerciseKind;
import org.kaylescourseware.exercise.IndependentCheck;
import org.kaylescourseware.exercise.Prompt;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.impartial.Periodicity;
import org.kaylescourseware.rules.OctalGame;

/**
 * "Find the period": a table of g(0), g(1), ... of an octal game, long enough for the octal
 * periodicity theorem (Guy and Smith 1956; Winning Ways ch. 4) to certify its period; find the
 * least period and preperiod and use them for a far heap. The games are drawn at random among
 * the octal codes of up to three digits whose certified period suits the difficulty. The answer is checked against a
 * far longer run of the plain mex recurrence: the period holds there, no shorter one does, and the
 * far value is the one computed.
 */
public final class PeriodExercises implements ExerciseGenerator {

    /** How many values are searched for a period when drawing a game. */
    static final int SEARCHED_TO = 400;
    private static final int FAR_HEAP = 1_000;

    @Override
    public ExerciseKind kind() {
        return ExerciseKind.PERIOD;
    }

    /** An octal game whose period the solver certified. */
    private record Candidate(OctalGame rule, GrundySequence sequence, Periodicity periodicity) {
    }

    /**
     * Every code 0.d, 0.dd, 0.ddd with a period certified within {@link #SEARCHED_TO}: a fixed table
     * that depends on no argument, so it is computed once, when the first period exercise is drawn
     * (about 450 codes; seconds), and shared by every generator, lesson and build of the JVM.
     */
    private static final class Candidates {
        static final List<Candidate> ALL = find();

        private static List<Candidate> find() {
            List<Candidate> found = new ArrayList<>();
            for (int length = 1, count = 8; length <= 3; length++, count *= 8) {
                for (int digits = 1; digits < count; digits++) {
                    if (digits % 8 == 0) {
                        continue; // the last digit of a code is not 0
                    }
                    String octal = Integer.toOctalString(digits);
                    OctalGame rule = OctalGame.parse("0." + "0".repeat(length - octal.length()) + octal);
                    GrundySequence sequence = GrundySequence.compute(rule, SEARCHED_TO);
                    sequence.periodicity().ifPresent(p -> found.add(new Candidate(rule, sequence, p)));
                }
            }
            return List.copyOf(found);
        }
    }

    @Override
    public Exercise generate(Draw draw) {
        List<Candidate> suitable = Candidates.ALL.stream()
                .filter(c -> suits(c.periodicity(), draw.difficulty())).toList();
        if (suitable.isEmpty()) {
            throw new IllegalStateException("no octal code of up to three digits has a period suited to "
                    + draw.difficulty().label() + " exercises");
        }
        Candidate c = suitable.get(draw.random().nextInt(suitable.size()));
        return exercise(draw, c.rule(), c.sequence(), c.periodicity());
    }

    private static boolean suits(Periodicity p, Difficulty difficulty) {
        boolean smallEnough = p.period() <= difficulty.maxPeriod() && p.preperiod() <= difficulty.maxPreperiod();
        boolean interesting = switch (difficulty) {
            case EASY -> p.period() >= 2;
            case MEDIUM -> p.period() >= 3 && (p.preperiod() >= 2 || p.period() >= 6);
            case HARD -> p.period() >= 6 && p.preperiod() >= 8;
        };
        return smallEnough && interesting;
    }

    private Exercise exercise(Draw draw, OctalGame rule, GrundySequence sequence, Periodicity p) {
        int shownTo = p.certifiedTo() - 1 + p.period();
        int farHeap = FAR_HEAP + draw.random().nextInt(0, 100);
        int farValue = sequence.value(p.preperiod() + Math.floorMod(farHeap - p.preperiod(), p.period()));
        PeriodAnswer answer = new PeriodAnswer(p.period(), p.preperiod(), farHeap, farValue);
        checkAgainstLongRun(rule, answer);
        String game = "the octal game " + rule.code();
        Prompt prompt = new Prompt("Octal game", rule.code(), Position.of(), "",
                GrundyValueExercises.givenValues(sequence, shownTo + 1), "Here are g(0) to g(" + shownTo + ") of " + game
                + ". Find its least period p and least preperiod n₀ (g(n + p) = g(n) for every n ≥ n₀), then g("
                + farHeap + ").");
        String hint = "Try p = 1, 2, 3, … : for each, walk back from the end of the table to the last n where g(n)"
                + " and g(n + p) differ. The octal periodicity theorem says the period is certain once it holds"
                + " from n₀ to 2n₀ + p + t, where t = " + rule.maxRemoval() + " is the most tokens a move removes.";
        return Exercise.of(draw, kind(), prompt, hint, solution(rule, sequence, p, answer), answer);
    }

    private static List<String> solution(OctalGame rule, GrundySequence sequence, Periodicity p, PeriodAnswer a) {
        List<String> steps = new ArrayList<>();
        steps.add("No shorter p works: for every p < " + p.period() + " some pair g(n), g(n + p) near the end of the"
                + " table differs.");
        steps.add("With p = " + p.period() + ", g(n + " + p.period() + ") = g(n) for every n from " + p.preperiod()
                + " to the end of the table.");
        steps.add(p.preperiod() == 0 ? "It holds from n = 0: there is no exception, n₀ = 0."
                : "It fails at n = " + (p.preperiod() - 1) + ": g(" + (p.preperiod() - 1) + ") = "
                + sequence.value(p.preperiod() - 1) + " but g(" + (p.preperiod() - 1 + p.period()) + ") = "
                + sequence.value(p.preperiod() - 1 + p.period()) + ", so n₀ = " + p.preperiod() + ".");
        steps.add("Certified by the octal periodicity theorem: with t = " + rule.maxRemoval() + ", it is enough to check"
                + " n₀ ≤ n < 2·" + p.boundPreperiod() + " + " + p.period() + " + " + rule.maxRemoval() + " = " + p.certifiedTo()
                + ", and the table reaches g(" + (p.certifiedTo() - 1 + p.period()) + ").");
        int reduced = p.preperiod() + Math.floorMod(a.farHeap() - p.preperiod(), p.period());
        steps.add("g(" + a.farHeap() + ") = g(" + reduced + ") because " + a.farHeap() + " − " + reduced + " = "
                + (a.farHeap() - reduced) + " is a multiple of " + p.period() + ", and g(" + reduced + ") = "
                + a.farValue() + ".");
        return steps;
    }

    /** The independent route: the plain recurrence run far past the table and the far heap. */
    static void checkAgainstLongRun(OctalGame rule, PeriodAnswer answer) {
        int to = Math.max(answer.farHeap(), 3 * SEARCHED_TO);
        int[] g = org.kaylescourseware.impartial.GrundyValues.byMexRecurrence(rule, to);
        int p = answer.period();
        int n0 = answer.preperiod();
        for (int n = n0; n + p <= to; n++) {
            IndependentCheck.agree(g[n + p], g[n], "g(" + (n + p) + ") = g(" + n + ") in " + rule.code());
        }
        if (n0 > 0) {
            IndependentCheck.agree(true, g[n0 - 1] != g[n0 - 1 + p], "the preperiod " + n0 + " of " + rule.code());
        }
        for (int shorter = 1; shorter < p; shorter++) {
            boolean broken = false;
            for (int n = to / 2; n + shorter <= to && !broken; n++) {
                broken = g[n] != g[n + shorter];
            }
            IndependentCheck.agree(true, broken, "no period " + shorter + " shorter than " + p + " in " + rule.code());
        }
        IndependentCheck.agree(answer.farValue(), g[answer.farHeap()], "g(" + answer.farHeap() + ") of " + rule.code());
    }
}
