/**
 * Milley's study of partizan Kayles ("Partizan Kayles and misère invertibility", INTEGERS 15,
 * 2015): each lemma and theorem checked by computation, the reduction proofs generated strip by
 * strip, the misère monoid, Theorem 4's strategy, and the errata the checks expose.
 */
package org.kaylescourseware.partizan.milley;
