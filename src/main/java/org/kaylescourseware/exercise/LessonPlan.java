package org.kaylescourseware.exercise;

import java.util.List;

/**
 * Which exercises fit one lesson: the generators, in the order a set cycles through them.
 *
 * @param lesson     the lesson's identifier, e.g. {@code kayles}
 * @param title      the lesson's title, e.g. {@code Kayles}
 * @param generators one per kind of exercise the lesson asks
 */
public record LessonPlan(String lesson, String title, List<ExerciseGenerator> generators) {

    public LessonPlan {
        generators = List.copyOf(generators);
    }

    /** The kinds this lesson's sets contain. */
    public List<ExerciseKind> kinds() {
        return generators.stream().map(ExerciseGenerator::kind).toList();
    }

    /** This plan with one more generator. */
    public LessonPlan with(ExerciseGenerator generator) {
        List<ExerciseGenerator> more = new java.util.ArrayList<>(generators);
        more.add(generator);
        return new LessonPlan(lesson, title, more);
    }
}
