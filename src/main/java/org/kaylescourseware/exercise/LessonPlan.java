package org.kaylescourseware.exercise;

import java.util.List;

/**
 * Which exercises fit one lesson or game page: the generators, in the order a set cycles through
 * them.
 *
 * @param lesson     the lesson's or game's identifier, e.g. {@code kayles}
 * @param title      its title, e.g. {@code Kayles}
 * @param variantKey what a seed is mixed with to choose the variant: the lesson's id for a lesson,
 *                   {@code games/<id>} for a game's page, so that a lesson and a game page with the
 *                   same seed never draw the same positions
 * @param generators one per kind of exercise asked
 */
public record LessonPlan(String lesson, String title, String variantKey, List<ExerciseGenerator> generators) {

    /** What a classroom plan's variant key begins with. */
    public static final String CLASSROOM = "classroom/";

    public LessonPlan {
        generators = List.copyOf(generators);
        if (generators.isEmpty()) {
            throw new IllegalArgumentException("the plan of '" + lesson + "' has no kind of exercise");
        }
    }

    /**
     * The plan as worksheets, rosters and exports draw from it: the same exercises, with seeds mixed
     * with {@code classroom/} before the key, so that no seed given there draws the set a lesson or
     * game page publishes with its solutions folded under each exercise (pages draw with the plan as
     * it is).
     */
    public LessonPlan forClassroom() {
        return new LessonPlan(lesson, title, CLASSROOM + variantKey, generators);
    }

    /** The names of the course's results its exercises cite, e.g. "Theorem 5.24". */
    public List<String> citations() {
        return generators.stream().flatMap(g -> g.cites().stream()).toList();
    }

    /** The kinds this plan's sets contain. */
    public List<ExerciseKind> kinds() {
        return generators.stream().map(ExerciseGenerator::kind).toList();
    }
}
