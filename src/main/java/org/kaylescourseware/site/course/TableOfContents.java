package org.kaylescourseware.site.course;

import java.util.List;

/** The sections of one page: its level-2 headings, each with its level-3 headings. */
public record TableOfContents(List<Entry> entries) {

    public record Entry(String id, String text, List<Entry> children) {
        public Entry {
            children = List.copyOf(children);
        }
    }

    public TableOfContents {
        entries = List.copyOf(entries);
    }

    public boolean isEmpty() {
        return entries.isEmpty();
    }
}
