package org.kaylescourseware.site.course;

import java.util.List;

/**
 * What a page shows to move around the course: the course title and home link, every lesson in
 * order (the current one marked), the pages after the lessons (such as the references, and the
 * glossary last), every game's page by name, the previous and next lessons (null at the ends), and
 * the way back to the site root ({@code ""}, {@code "../"}) for the search box's files.
 */
public record Navigation(String courseTitle, Link home, List<Link> lessons, List<Link> backMatter, List<Link> games,
        Link previous, Link next, String root) {

    public Navigation {
        lessons = List.copyOf(lessons);
        backMatter = List.copyOf(backMatter);
        games = List.copyOf(games);
    }
}
