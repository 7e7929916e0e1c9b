/**
 * Directives and facts of the misère Nim lesson: play by Bouton's rule, reduced forms, equivalence
 * tests and classes, the quasi-lexicographic order, and the paper's claims checked.
 */
package org.kaylescourseware.site.directive.miserenim;
