/**
 * Positions of heap games as plain immutable values (a position is a multiset of heap sizes), and
 * finite game trees {@code {G^L | G^R}} with a bounded cache that builds Nim heaps, heap games and
 * disjunctive sums. Nothing here knows solvers or pages.
 */
package org.kaylescourseware.game;
