package org.kaylescourseware.site.book;

import java.nio.file.Path;

/**
 * A page of the book as its blocks see it.
 *
 * @param source    the file its Markdown comes from (a lesson, or a game's rule file)
 * @param uri       where it is published, relative to the site root ({@code lessons/kayles.html})
 * @param title     the page title
 * @param numbering the first part of its blocks' numbers: the lesson's order ("2" gives Theorem 2.4),
 *                  a game page's letter ("B" gives Example B.1), or "" (blocks numbered 1, 2, ...)
 */
public record BookPage(Path source, String uri, String title, String numbering) {

    /** The number of the {@code k}-th numbered block of this page (from 1). */
    public String number(int k) {
        return numbering.isEmpty() ? Integer.toString(k) : numbering + "." + k;
    }

    /** The way from this page back to the site root: {@code ""} or {@code "../"}, and so on. */
    public String rootPath() {
        return "../".repeat((int) uri.chars().filter(c -> c == '/').count());
    }

    /** A link from this page to {@code fragment} on {@code target}: just the fragment when it is this page. */
    public String linkTo(BookPage target, String fragment) {
        return (target.uri().equals(uri) ? "" : rootPath() + target.uri()) + "#" + fragment;
    }
}
