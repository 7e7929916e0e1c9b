package org.kaylescourseware.site.book;

import java.util.List;

/**
 * What one rendered page holds for the book's search and knowls: its sections with their text,
 * and its blocks as a knowl shows them.
 *
 * @param uri      where the page is published, relative to the site root
 * @param title    the page title
 * @param kind     what the search shows for the page: "Lesson 2", "Game"
 * @param summary  its summary sentence, or ""
 * @param intro    the text before its first section
 * @param sections its sections (h2 and h3 with an id), in order
 * @param blocks   its blocks, in order
 */
public record PageContents(String uri, String title, String kind, String summary, String intro, List<Section> sections,
        List<BlockContents> blocks) {

    public PageContents {
        sections = List.copyOf(sections);
        blocks = List.copyOf(blocks);
    }

    /** A section: its heading's id and words, and its text up to the next heading (without math or tables). */
    public record Section(String id, String heading, String text) {
    }

    /**
     * A block as rendered: the HTML a knowl shows (without ids, so that it can be shown on any
     * page) and its text for search.
     */
    public record BlockContents(String id, String knowl, String text) {
    }
}
