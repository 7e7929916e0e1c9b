package org.kaylescourseware.partizan.milley;

import java.util.Optional;
import org.kaylescourseware.partizan.modular.ModularComparison;
import org.kaylescourseware.partizan.modular.ModularRelation;

/**
 * One computed check attached to a step of a proof: the claim, whether it held, and the evidence
 * (a comparison modulo K when the claim is one, else a sentence saying what was computed).
 */
public record ProofCheck(String claim, boolean holds, String evidence, Optional<ModularComparison> comparison) {

    /** A claim G ≡ H, G ≻ H or G ≺ H checked by a comparison modulo K. */
    public static ProofCheck of(String claim, ModularRelation expected, ModularComparison comparison) {
        boolean holds = comparison.relation() == expected;
        String evidence = comparison.statement()
                + comparison.distinguishingWitness().map(w -> "; " + w).orElse("");
        return new ProofCheck(claim, holds, evidence, Optional.of(comparison));
    }

    /** A claim checked by a computation that is not a comparison. */
    public static ProofCheck computed(String claim, boolean holds, String evidence) {
        return new ProofCheck(claim, holds, evidence, Optional.empty());
    }
}
