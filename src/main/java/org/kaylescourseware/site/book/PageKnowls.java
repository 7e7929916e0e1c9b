package org.kaylescourseware.site.book;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The knowls a page needs: the blocks its links open in place, and the blocks their links open in
 * turn (a knowl shown in a knowl), and nothing else. A page loads these on its first knowl, so a
 * reader downloads the blocks of one page, not of the whole course.
 */
public final class PageKnowls {

    /** A link that opens a block in place, as {@code partials/lib/xref.ftl} writes it. */
    private static final Pattern KNOWL_LINK = Pattern.compile("data-knowl=\"([^\"]+)\"");

    private PageKnowls() {
    }

    /**
     * The knowls of {@code page} (its HTML) among {@code all} (each block's HTML by id), by id; a link
     * to an id that has no knowl is left out (the link then leads to its block like a plain link).
     */
    public static Map<String, String> of(String page, Map<String, String> all) {
        Map<String, String> needed = new TreeMap<>();
        Deque<String> pending = new ArrayDeque<>();
        links(page, pending);
        while (!pending.isEmpty()) {
            String id = pending.pop();
            String knowl = all.get(id);
            if (knowl != null && needed.putIfAbsent(id, knowl) == null) {
                links(knowl, pending);
            }
        }
        return needed;
    }

    private static void links(String html, Deque<String> into) {
        Matcher link = KNOWL_LINK.matcher(html);
        while (link.find()) {
            into.push(link.group(1));
        }
    }
}
