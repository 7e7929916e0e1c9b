package org.kaylescourseware.rules;

/**
 * One move on a row of tokens, as a player sees it: the tokens {@code first} .. {@code first +
 * count − 1} (counted from 1) are removed, leaving {@code left} tokens before them and
 * {@code right} after them, either possibly 0. Several removals can be the same
 * {@link HeapOption} (removing tokens 1–2 or 3–4 of a row of 4 both leave 2); sources that derive
 * a value "for k = 1, 2, …, n − 1" list each removal.
 */
public record TokenRemoval(int first, int count, int left, int right) {
}
