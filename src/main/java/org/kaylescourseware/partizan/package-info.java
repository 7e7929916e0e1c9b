/**
 * Partizan Kayles (Left places squares, Right places dominoes on strips S_n) under misère and normal
 * play: positions as strips, moves and the memoized outcome search. Comparison modulo the universe
 * K lives in {@code partizan.modular}, Milley's (2015, INTEGERS 15) lemmas, proofs and errata in
 * {@code partizan.milley}. Pure mathematics; no pages.
 */
package org.kaylescourseware.partizan;
