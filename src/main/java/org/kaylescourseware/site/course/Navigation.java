package org.kaylescourseware.site.course;

import java.util.List;

/**
 * What a page shows to move around the course: the course title and home link, every lesson in
 * order and every game's page by name (the current one marked), and the previous and next lessons
 * (null at the ends).
 */
public record Navigation(String courseTitle, Link home, List<Link> lessons, List<Link> games, Link previous, Link next) {

    public Navigation {
        lessons = List.copyOf(lessons);
        games = List.copyOf(games);
    }
}
