package org.kaylescourseware.misere.quotient;

/**
 * A finite commutative monoid on the elements 0 … size − 1, 0 the identity: what the enumeration
 * of words needs from the quotient so far and from the trial monoids built around it.
 */
interface FiniteMonoid {

    int size();

    int product(int a, int b);
}
