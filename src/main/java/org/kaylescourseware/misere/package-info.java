/**
 * Misère play: outcome search on multisets of heaps ({@link org.kaylescourseware.misere.MisereSearch}),
 * misère Nim by Bouton's rule, misère quotients after Plambeck and Siegel
 * ({@link org.kaylescourseware.misere.MisereQuotientSolver}), the Sibert–Conway forms of misère
 * Kayles checked against computation, and the equivalence of game trees (recursive tests,
 * brute-force distinguishing, reduced forms of Nim positions). Pure mathematics; no pages.
 */
package org.kaylescourseware.misere;
