package org.kaylescourseware.site.course;

/** A link to a page of the course, as seen from the page that shows it. */
public record Link(String title, String href, String summary, int order, boolean current) {
}
