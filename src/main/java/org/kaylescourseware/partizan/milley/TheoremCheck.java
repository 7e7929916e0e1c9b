package org.kaylescourseware.partizan.milley;

import java.util.Optional;

/**
 * A statement of the paper checked by computation: what was claimed, over which positions (the
 * bound, in words), how many cases were checked, and whether it held, with the first
 * counterexample when it did not.
 */
public record TheoremCheck(String name, String statement, String bound, int casesChecked, boolean holds,
        Optional<String> counterexample) {

    public static TheoremCheck of(String name, String statement, String bound, int casesChecked,
            Optional<String> counterexample) {
        return new TheoremCheck(name, statement, bound, casesChecked, counterexample.isEmpty(), counterexample);
    }

    /**
     * For example {@code "Lemma 1, checked for every position of total size ≤ 20 (2714 cases): holds"},
     * or {@code "…: fails; counterexample: …"}.
     */
    public String verdict() {
        return name + ", checked for " + bound + " (" + casesChecked + " cases): "
                + counterexample.map(c -> "fails; counterexample: " + c).orElse("holds");
    }
}
