/**
 * Positions of heap games as plain immutable values: a position is a multiset of heap sizes.
 * Nothing here knows rules, solvers or pages.
 */
package org.kaylescourseware.game;
