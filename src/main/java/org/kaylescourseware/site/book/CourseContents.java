package org.kaylescourseware.site.book;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The rendered pages' contents, collected while JBake renders them (one page at a time), for the
 * files written after the bake: the knowls' data and the search index.
 */
public final class CourseContents {

    private final List<PageContents> pages = new ArrayList<>();

    public synchronized void add(PageContents page) {
        pages.removeIf(p -> p.uri().equals(page.uri()));
        pages.add(page);
    }

    /** The pages collected, by their place in the site, so that the files written never depend on the order of rendering. */
    public synchronized List<PageContents> pages() {
        List<PageContents> sorted = new ArrayList<>(pages);
        sorted.sort(Comparator.comparing(PageContents::uri));
        return List.copyOf(sorted);
    }
}
