package org.kaylescourseware.partizan.milley;

import java.util.Optional;
import org.kaylescourseware.partizan.modular.ModularComparison;
import org.kaylescourseware.partizan.modular.ModularRelation;

/**
 * One computed check attached to a step of a proof: the claim, whether it held, the evidence (a
 * comparison modulo K when the claim is one, else a sentence saying what was computed) and which two
 * independent things were compared.
 */
public record ProofCheck(String claim, boolean holds, String evidence, String compared,
        Optional<ModularComparison> comparison) {

    /**
     * A claim G ≡ H, G ≻ H or G ≺ H checked by a comparison modulo K: the claim against the misère
     * search of G + X and H + X for every test position X.
     */
    public static ProofCheck of(String claim, ModularRelation expected, ModularComparison comparison) {
        return of(claim, comparison.relation() == expected, comparison);
    }

    /** A claim decided by {@code holds} from a comparison modulo K (for instance G ≤ H, strict or not). */
    public static ProofCheck of(String claim, boolean holds, ModularComparison comparison) {
        String evidence = comparison.statement()
                + comparison.distinguishingWitness().map(w -> "; " + w).orElse("");
        return new ProofCheck(claim, holds, evidence, "the claim against the misère search of G + X and H + X for"
                + " every test position X", Optional.of(comparison));
    }

    /** A claim checked by a computation that is not a comparison; {@code compared} says what against what. */
    public static ProofCheck computed(String claim, boolean holds, String evidence, String compared) {
        return new ProofCheck(claim, holds, evidence, compared, Optional.empty());
    }
}
