/**
 * Directives and facts of the partizan Kayles lesson: Milley's checks and errata, the reduction
 * proofs, the outcome chart, the misère monoid, a worked game and the contrast of conventions.
 */
package org.kaylescourseware.site.directive.partizan;
