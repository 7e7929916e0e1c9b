/**
 * Misère play: outcome search on multisets of heaps ({@link org.kaylescourseware.misere.MisereSearch})
 * and the equivalence of game trees (recursive tests, brute-force distinguishing). Misère Nim lives
 * in {@code misere.nim}, misère quotients after Plambeck and Siegel in {@code misere.quotient}.
 * Pure mathematics; no pages.
 */
package org.kaylescourseware.misere;
