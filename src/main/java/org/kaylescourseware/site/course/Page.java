package org.kaylescourseware.site.course;

import java.nio.file.Path;

/**
 * A page of the course as its JBake header declares it.
 *
 * @param source     the Markdown file
 * @param uri        where it is published, relative to the site root ({@code lessons/kayles.html})
 * @param title      the page title
 * @param type       {@code home} or {@code lesson}
 * @param order      the lesson's place in the course (1, 2, ...); 0 for the home page
 * @param summary    one sentence for the home page's list, may be empty
 * @param bodyLine   the line of the source where the Markdown body starts
 */
public record Page(Path source, String uri, String title, String type, int order, String summary, int bodyLine) {

    public boolean isLesson() {
        return type.equals(CourseOutline.LESSON);
    }

    /** The way from this page back to the site root: {@code ""} or {@code "../"}, and so on. */
    public String rootPath() {
        return "../".repeat((int) uri.chars().filter(c -> c == '/').count());
    }
}
