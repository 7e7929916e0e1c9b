package org.kaylescourseware.partizan.milley;

import java.util.List;
import java.util.Optional;
import org.kaylescourseware.partizan.symbolic.SymbolicCheck;

/**
 * A statement of the paper checked by computation: what was claimed, how (symbolically for every
 * k and j, or by search over positions up to a bound), over what (in words), which two independent
 * things were compared, how many cases, and whether it held, with the first counterexample when
 * it did not.
 */
public record TheoremCheck(String name, String statement, Method method, String bound, String compared,
        int casesChecked, boolean holds, Optional<String> counterexample) {

    /** How a statement was checked. */
    public enum Method {
        /** Every step of the general proof as an identity or a finite case analysis; the bound says for which k and j. */
        SYMBOLIC("symbolically, in general"),
        /** Every position (and test position X) up to a bound, by the misère game-tree search. */
        SEARCH("by search, to a bound");

        private final String words;

        Method(String words) {
            this.words = words;
        }

        public String words() {
            return words;
        }
    }

    /** A check by search: {@code compared} names the two independent things compared. */
    public static TheoremCheck of(String name, String statement, String bound, String compared, int casesChecked,
            Optional<String> counterexample) {
        return new TheoremCheck(name, statement, Method.SEARCH, bound, compared, casesChecked, counterexample.isEmpty(),
                counterexample);
    }

    /** A check of a general proof: every symbolic step, the first that fails as the counterexample. */
    public static TheoremCheck symbolic(String name, String statement, String bound, String compared,
            List<SymbolicCheck> steps) {
        Optional<String> failure = steps.stream().filter(s -> !s.holds()).findFirst().map(SymbolicCheck::verdict);
        return new TheoremCheck(name, statement, Method.SYMBOLIC, bound, compared, steps.size(), failure.isEmpty(),
                failure);
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
