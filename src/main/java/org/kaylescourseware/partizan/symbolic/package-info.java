/**
 * The general proofs of Milley (2015, INTEGERS 15) for every n, k and j, checked symbolically: strip
 * lengths, option reductions and outcome classes are linear forms in k and j (or classes of the
 * difference k − j), and every displayed equality is verified by comparing coefficients. Pure
 * mathematics; no pages, no search.
 */
package org.kaylescourseware.partizan.symbolic;
