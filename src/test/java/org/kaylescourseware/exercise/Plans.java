package org.kaylescourseware.exercise;

import org.kaylescourseware.site.markdown.CourseBlocks;
import org.kaylescourseware.site.project.CourseProject;

/** The exercise plans of the course's own rule files (the course built into the program), for tests. */
public final class Plans {

    private Plans() {
    }

    /** The plan of a lesson, a game of the course or an octal code. */
    public static LessonPlan lesson(String id) {
        return CourseProject.bundled().lessonPlan(id);
    }

    /** The names the course's lessons give the results exercises cite. */
    public static CitedResults cited() {
        return CourseBlocks.lessonResults(CourseProject.bundled().layout().content());
    }

    /** A game of the course, as the exercise generators take it. */
    public static ImpartialGame game(String id) {
        return CourseProject.bundled().games().exerciseGames().apply(id).orElseThrow();
    }
}
