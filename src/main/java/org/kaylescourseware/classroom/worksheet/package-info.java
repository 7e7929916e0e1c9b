/**
 * Printable worksheets and their answer keys, one per variant or one per student of a roster: an
 * exercise set rendered with FreeMarker (used directly, not through JBake) from
 * {@code templates/worksheet/} and typeset with the site layer's KaTeX, written with its stylesheet
 * so the pages work offline. It draws around the exercises the course's pages publish.
 */
package org.kaylescourseware.classroom.worksheet;
