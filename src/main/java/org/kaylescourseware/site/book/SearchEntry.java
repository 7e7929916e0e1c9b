package org.kaylescourseware.site.book;

/**
 * One thing the search box can find.
 *
 * @param id      a number, unique in the index
 * @param kind    what it is, as the result list shows it: "Lesson 2", "Section", "Theorem 2.4", "Term"
 * @param title   its words: a lesson's or section's title, a block's title, a term
 * @param context where it is: the page title (a lesson's summary)
 * @param href    the link to it, relative to the site root
 * @param terms   the terms a definition defines, searched with a boost
 * @param text    its text, searched too
 */
public record SearchEntry(int id, String kind, String title, String context, String href, String terms, String text) {
}
