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
 * @param pages the address of the page that states each block, {@code lessons/partizan-kayles.html}, by block id
 */
public record CitedResults(Map<String, String> names, Map<String, String> pages) {

    /** A course that names no result, e.g. a course of one lesson without the blocks a plan cites. */
    public static final CitedResults NONE = new CitedResults(Map.of(), Map.of());

    public CitedResults {
        names = Map.copyOf(names);
        pages = Map.copyOf(pages);
    }

    /**
     * Where each result named in an exercise's text is stated, by its name: {@code ../lessons/partizan-kayles.html#pk-theorem-3}
     * for "Theorem 5.24", a link from any page one folder below the site's root (a lesson, a game's page, an answer key).
     */
    public Map<String, String> links() {
        Map<String, String> links = new java.util.HashMap<>();
        names.forEach((id, name) -> {
            String page = pages.get(id);
            if (page != null) {
                links.put(name, "../" + page + "#" + id);
            }
        });
        return links;
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
