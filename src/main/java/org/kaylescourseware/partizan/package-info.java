/**
 * Partizan Kayles (Left places squares, Right places dominoes on strips S_n) under misère and normal
 * play: memoized outcome search, comparison modulo the universe K, generated reduction proofs, and
 * every claim of Milley (2015, INTEGERS 15) checked by computation, with the errata it exposes.
 * Pure mathematics; no pages.
 */
package org.kaylescourseware.partizan;
