package org.kaylescourseware.misere.nim;

import org.kaylescourseware.misere.HeapSequence;

/**
 * One application of a rule of Definition 5: the heaps before and after, and why the rule applies
 * and keeps the impartial equivalence class.
 */
public record ReductionStep(ReductionRule rule, HeapSequence before, HeapSequence after, String reason) {
}
