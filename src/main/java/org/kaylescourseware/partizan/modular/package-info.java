/**
 * Comparison of partizan Kayles positions modulo the universe K (Milley 2015): G ≡ H, G ≻ H or
 * G ≺ H when o⁻(G + X) and o⁻(H + X) agree, or are ordered, for every X up to a bound, with the
 * distinguishing X when they are not.
 */
package org.kaylescourseware.partizan.modular;
