package org.kaylescourseware.site.course;

import java.util.Optional;

/**
 * Which edition of the course a build bakes. The student edition is the public site: exercises with
 * hints and worked solutions folded away. The instructor edition is the same site with every solution
 * open, instructor notes beside the exercises, an answer key page per lesson and a visible marker on
 * every page; none of that instructor material is ever written into the student edition.
 */
public enum Edition {
    STUDENT("site"),
    INSTRUCTOR("site-instructor");

    private final String defaultFolder;

    Edition(String defaultFolder) {
        this.defaultFolder = defaultFolder;
    }

    /** The output folder in the project when none is given: {@code site} or {@code site-instructor}. */
    public String defaultFolder() {
        return defaultFolder;
    }

    public boolean isInstructor() {
        return this == INSTRUCTOR;
    }

    /** The marker the layout shows on every page of this edition; none for students. */
    public Optional<EditionNotice> notice() {
        return isInstructor()
                ? Optional.of(new EditionNotice("Instructor edition",
                        "solutions are open, and each lesson's exercises link to its answer key. Not for students."))
                : Optional.empty();
    }

    /** What {@code partials/edition-marker.ftl} shows: the edition's name and what sets it apart. */
    public record EditionNotice(String name, String description) {
    }
}
