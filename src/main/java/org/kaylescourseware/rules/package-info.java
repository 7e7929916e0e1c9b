/**
 * Rule sets as data: octal codes such as {@code 0.77} and Nim, parsed and validated here.
 * A rule set answers one question, what a single heap may become in one move.
 */
package org.kaylescourseware.rules;
