/**
 * Normal-play impartial theory: Grundy values (plain mex and sparse space), periodicity
 * certificates, nim-sums and winning moves in sums of heaps.
 */
package org.kaylescourseware.impartial;
