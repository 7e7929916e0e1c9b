/**
 * Partizan Kayles: outcome classes of sums of strips, comparison modulo a universe, reduction proofs.
 * Pure mathematics; no pages.
 */
package org.kaylescourseware.partizan;
