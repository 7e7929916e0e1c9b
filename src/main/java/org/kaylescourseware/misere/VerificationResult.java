package org.kaylescourseware.misere;

/**
 * The outcome of checking one claim of a paper by computation over every case up to a bound.
 *
 * @param claim            the claim's name in the paper, such as {@code "Theorem 6"}
 * @param statement        what it says
 * @param bound            the cases checked, such as {@code "all Nim positions of total size ≤ 10"}
 * @param method           how each case was decided
 * @param positionsChecked how many positions (or heaps) were checked
 * @param pairsChecked     how many unordered pairs of positions were compared (0 if none)
 * @param classesFound     how many equivalence classes were found (0 when the claim is not about classes)
 * @param holds            whether the claim held in every case
 * @param counterexample   the first case where it failed, or the empty string
 */
public record VerificationResult(String claim, String statement, String bound, String method,
        int positionsChecked, long pairsChecked, int classesFound, boolean holds, String counterexample) {
}
