package org.kaylescourseware.exercise;

import java.util.Map;

/**
 * The names the course gives the results its exercises cite, by the id of the block that states each:
 * {@code pk-theorem-3} is "Theorem 5.24" while Lesson 5 numbers it so. The numbers are the book's, read from
 * the lessons when the course is read, as its cross-references are; a generator asks for a block by id and
 * never writes a number, so a block added to a lesson cannot leave an exercise citing a result it no longer
 * names.
 *
 * @param names "Theorem 5.24" by block id, for every numbered block of the course's lessons
 */
public record CitedResults(Map<String, String> names) {

    /** A course that names no result, e.g. a course of one lesson without the blocks a plan cites. */
    public static final CitedResults NONE = new CitedResults(Map.of());

    public CitedResults {
        names = Map.copyOf(names);
    }

    /**
     * The name of the block {@code id}, e.g. "Theorem 5.24".
     *
     * @throws IllegalArgumentException naming the block when no lesson of the course states it
     */
    public String name(String id) {
        String name = names.get(id);
        if (name == null) {
            throw new IllegalArgumentException("these exercises cite the block {#" + id + "}, and no lesson of the course"
                    + " has a numbered block with that id: restore the block, or leave these exercises out");
        }
        return name;
    }
}
