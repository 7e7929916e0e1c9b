/**
 * Directives that check what a source claims (printed values, bounds, periods, mex lines,
 * positions, moves) against the solver: a check box when the source is right, an erratum when not.
 */
package org.kaylescourseware.site.directive.claims;
