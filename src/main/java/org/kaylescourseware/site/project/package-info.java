/**
 * The course project on disk: where it keeps its parts ({@code content/}, {@code templates/}, the published
 * {@code site/}: {@code SiteLayout}) and which course a command works on ({@code CourseProject}: the folder given, the
 * current one, or the course inside the jar).
 */
package org.kaylescourseware.site.project;
