/**
 * Misère quotients of octal games (Plambeck and Siegel, "Misère quotients for impartial games",
 * JCTA 115, 2008): the quotient computed heap by heap, its presentation by generators and relations,
 * the pretending function and its period, and the Sibert–Conway forms of misère Kayles proved for every position
 * with it.
 */
package org.kaylescourseware.misere.quotient;
