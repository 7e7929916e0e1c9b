/**
 * The site build: the only layer that knows pages. Its entry is {@link org.kaylescourseware.site.SiteBuilder}, whose
 * recipe reads the course ({@code site.project}, {@code site.source}, {@code site.games}, {@code site.course}), bakes its
 * pages with the course's Markdown engine and solver directives ({@code site.directive}, listed once by
 * {@link org.kaylescourseware.site.CourseDirectives}), writes the course's own pages ({@code site.pages}) and the PDF
 * ({@code site.pdf}), and replaces the published folder atomically ({@code site.publish}); it tells what it published
 * with a {@link org.kaylescourseware.site.BuildSummary}. The preview server ({@code site.preview}) stands beside it.
 */
package org.kaylescourseware.site;
