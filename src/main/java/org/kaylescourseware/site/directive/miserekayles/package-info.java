/**
 * Directives and facts of the misère Kayles lesson: misère against normal play, misère P-rows,
 * the Sibert–Conway check, the misère quotient with its examples and a worked game.
 */
package org.kaylescourseware.site.directive.miserekayles;
