/**
 * The course's bibliography: {@code content/references.bib} read into references (authors, title,
 * venue, year and each entry's own BibTeX) for the references page. The file is the one source of
 * every citation; the page publishes it as it is.
 */
package org.kaylescourseware.site.bibliography;
