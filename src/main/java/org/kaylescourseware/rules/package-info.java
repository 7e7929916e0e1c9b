/**
 * Rule sets as data: octal codes such as {@code 0.77} and Nim, parsed and validated here. A rule
 * answers what a single heap may become in one move, in the terms of take-and-break games (the
 * digit of removing k tokens, the bound on k), so that no caller asks which class a rule is.
 */
package org.kaylescourseware.rules;
