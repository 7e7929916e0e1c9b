package org.kaylescourseware.impartial;

/**
 * A winning move of a normal-play sum, with the arithmetic that shows why: the heap's value
 * {@code heapValue} is replaced by {@code leavesValue} = heapValue ⊕ nimSum, so that the nim-sum
 * of the position left is 0.
 */
public record WinningMove(HeapMove move, int heapValue, int leavesValue, int nimSumBefore) {
}
