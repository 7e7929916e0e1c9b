package org.kaylescourseware.exercise;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.SplittableRandom;
import org.kaylescourseware.game.Position;

/**
 * The exercises of one lesson drawn from one seed: the kinds of the lesson in turn (a kind asked once per set
 * skipped after its first exercise), each exercise
 * from a random source split off one made from the seed and the plan's variant key, so the same
 * (lesson, count, seed, difficulty) always gives the same set, another seed gives another variant,
 * and two lessons never share their positions by sharing a seed.
 */
public record ExerciseSet(String lesson, String title, long seed, Difficulty difficulty, List<Exercise> exercises) {

    /** The most exercises one set may hold. */
    public static final int MAX_COUNT = 24;
    /**
     * How often a draw is repeated when it repeats an earlier prompt of the set: misère Kayles has six classes of
     * positions that need its quotient at the medium difficulty, and a set of six asks each once.
     */
    private static final int REDRAWS = 100;

    public ExerciseSet {
        Objects.requireNonNull(difficulty, "difficulty");
        exercises = List.copyOf(exercises);
    }

    /**
     * Draws {@code count} exercises for the plan.
     *
     * @throws IllegalArgumentException when count is outside 1..{@value #MAX_COUNT}
     */
    public static ExerciseSet generate(LessonPlan plan, int count, long seed, Difficulty difficulty) {
        return generate(plan, count, seed, difficulty, Set.of());
    }

    /**
     * Draws {@code count} exercises for the plan, redrawing one whose question is among {@code avoided}
     * (the questions pages publish with their solutions) as an exercise repeating an earlier one is.
     *
     * @throws IllegalArgumentException when count is outside 1..{@value #MAX_COUNT}
     */
    public static ExerciseSet generate(LessonPlan plan, int count, long seed, Difficulty difficulty,
            Set<MathText> avoided) {
        return generate(plan, count, seed, difficulty, avoided, PrintedPositions.NONE);
    }

    /**
     * Draws {@code count} exercises for the page that prints {@code printed} before them: no exercise asks about a position
     * the page prints (issue 29), as none asks what an earlier one asks.
     *
     * @throws IllegalArgumentException when count is outside 1..{@value #MAX_COUNT}
     */
    public static ExerciseSet generate(LessonPlan plan, int count, long seed, Difficulty difficulty, Set<MathText> avoided,
            PrintedPositions printed) {
        if (count < 1 || count > MAX_COUNT) {
            throw new IllegalArgumentException("exercise count " + count + " is out of range: ask for 1 to "
                    + MAX_COUNT + " exercises");
        }
        SplittableRandom seeds = new SplittableRandom(Seeds.mix(plan.variantKey(), Long.toString(seed)));
        List<Exercise> exercises = new ArrayList<>();
        List<ExerciseGenerator> generators = plan.generators();
        Map<Integer, Integer> rounds = new HashMap<>();
        int turn = 0;
        for (int number = 1; number <= count; number++) {
            int index = turn++ % generators.size();
            while (generators.get(index).oncePerSet() && rounds.containsKey(index) && anotherKindLeft(generators, rounds)) {
                index = turn++ % generators.size();
            }
            int round = rounds.merge(index, 1, Integer::sum) - 1;
            exercises.add(drawFresh(generators.get(index), new Draw(number, difficulty, seeds.split(), round, printed),
                    exercises, avoided));
        }
        return new ExerciseSet(plan.lesson(), plan.title(), seed, difficulty, exercises);
    }

    /** The same set, each result its exercises name linked to where it is stated ({@link Exercise#linking}). */
    public ExerciseSet linking(Map<String, String> links) {
        return new ExerciseSet(lesson, title, seed, difficulty, exercises.stream().map(e -> e.linking(links)).toList());
    }

    /** Whether some generator may still be asked: one not asked once per set, or one not asked yet. */
    private static boolean anotherKindLeft(List<ExerciseGenerator> generators, Map<Integer, Integer> rounds) {
        for (int i = 0; i < generators.size(); i++) {
            if (!generators.get(i).oncePerSet() || !rounds.containsKey(i)) {
                return true;
            }
        }
        return false;
    }

    /**
     * A draw that asks what no earlier exercise of the set asks (its prompt, its main question), is not avoided and asks
     * about no position its page prints, when a few redraws can find one.
     */
    private static Exercise drawFresh(ExerciseGenerator generator, Draw draw, List<Exercise> earlier,
            Set<MathText> avoided) {
        Exercise exercise = generator.generate(draw);
        // when every draw asks as much as an earlier one (a class of a misère quotient asked again), one on another position
        Exercise elsewhere = null;
        for (int i = 0; i < REDRAWS && (repeats(exercise, earlier) || avoided.contains(exercise.prompt().question())
                || draw.printed().prints(exercise.prompt())); i++) {
            if (elsewhere == null && !asksThePositionAgain(exercise, earlier) && !avoided.contains(exercise.prompt().question())
                    && !draw.printed().prints(exercise.prompt())) {
                elsewhere = exercise;
            }
            exercise = generator.generate(draw);
        }
        boolean fresh = !repeats(exercise, earlier) && !avoided.contains(exercise.prompt().question())
                && !draw.printed().prints(exercise.prompt());
        return fresh || elsewhere == null ? exercise : elsewhere;
    }

    /** Whether {@code exercise} has the prompt or asks about the position of an earlier one. */
    private static boolean asksThePositionAgain(Exercise exercise, List<Exercise> earlier) {
        Position position = exercise.prompt().position();
        return earlier.stream().anyMatch(e -> e.prompt().equals(exercise.prompt())
                || !position.isEmpty() && position.equals(e.prompt().position()));
    }

    /**
     * Whether {@code exercise} asks again what an earlier one asks: the same prompt, an answer that one gives, or a question
     * about the same position (every winning move of a position answers which class it is in, and its misère winning
     * moves are the half of comparing them with normal play's, issue 29).
     */
    private static boolean repeats(Exercise exercise, List<Exercise> earlier) {
        Position position = exercise.prompt().position();
        return earlier.stream().anyMatch(e -> e.prompt().equals(exercise.prompt()) || exercise.answer().asksAsMuchAs(e.answer())
                || !position.isEmpty() && position.equals(e.prompt().position()));
    }
}
