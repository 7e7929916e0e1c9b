/**
 * Printable worksheets and their answer keys: an exercise set rendered with FreeMarker (used
 * directly, not through JBake) from {@code templates/worksheet/}, written with its stylesheet so the
 * pages work offline. Also the model of a lesson's Exercises section ({@code partials/exercises.ftl}).
 */
package org.kaylescourseware.site.worksheet;
