/**
 * Misère play: outcome search on multisets of heaps, misère Nim, misère quotients, and the
 * equivalence of game trees (recursive tests, brute-force distinguishing, reduced forms of Nim
 * positions). Pure mathematics; no pages.
 */
package org.kaylescourseware.misere;
