package org.kaylescourseware.exercise;

import org.kaylescourseware.site.markdown.CourseBlocks;
import org.kaylescourseware.site.project.CourseProject;

/** The exercise plans of the course's own rule files (the course built into the program), for tests. */
public final class Plans {

    private Plans() {
    }

    /**
     * The names the bundled lessons give the results exercises cite, read once: the lessons do not change
     * while the tests run, and reading them (every block of five lessons) for each of the hundreds of sets a
     * test draws took a quarter of the suite's slowest class.
     */
    private static final class BundledCitations {
        static final CitedResults CITED = CourseBlocks.lessonResults(CourseProject.bundled().layout().content());
    }

    /** The plan of a lesson, a game of the course or an octal code: new generators each time, as a build makes them. */
    public static LessonPlan lesson(String id) {
        return CourseProject.bundled().games().lessonPlan(id, cited());
    }

    /** The names the course's lessons give the results exercises cite. */
    public static CitedResults cited() {
        return BundledCitations.CITED;
    }

    /** A game of the course, as the exercise generators take it. */
    public static ImpartialGame game(String id) {
        return CourseProject.bundled().games().exerciseGames().apply(id).orElseThrow();
    }
}
