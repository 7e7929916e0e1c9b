/**
 * Solver directives: how a lesson asks for a computed artifact ({@code grundy-table game=kayles
 * to=83}) or a computed fact in prose ({@code {{fact period game=kayles expect=12}}}). Each kind is
 * a small class that checks its arguments and returns a record model; a FreeMarker partial named
 * after the kind displays it.
 */
package org.kaylescourseware.site.directive;
