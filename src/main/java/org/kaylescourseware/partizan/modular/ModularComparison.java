package org.kaylescourseware.partizan.modular;

import java.util.Optional;
import org.kaylescourseware.claim.CheckedClaim;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.partizan.GameSum;
import org.kaylescourseware.partizan.KaylesUniverse;
import org.kaylescourseware.partizan.StripNotation;

/**
 * The comparison of G and H modulo K "for all X up to size B": the relation found over the
 * {@code testPositions} positions X of K with total size at most {@code testBound}, and, where an
 * inequality fails, the first (smallest) X that breaks it.
 */
public record ModularComparison(GameSum g, GameSum h, int testBound, int testPositions,
        ModularRelation relation, Optional<Witness> notAtLeast, Optional<Witness> notAtMost) {

    /** A test position X with the misère outcomes o⁻(G+X) and o⁻(H+X) it separates. */
    public record Witness(Position x, OutcomeClass outcomeOfG, OutcomeClass outcomeOfH) {
        @Override
        public String toString() {
            return "X = " + StripNotation.of(x) + ": o⁻(G+X) = " + outcomeOfG + "⁻, o⁻(H+X) = " + outcomeOfH + "⁻";
        }
    }

    public boolean equivalent() {
        return relation == ModularRelation.EQUIVALENT;
    }

    /** G &gt;= H: o(G+X) &gt;= o(H+X) for every test X. */
    public boolean atLeast() {
        return notAtLeast.isEmpty();
    }

    /** G &lt;= H. */
    public boolean atMost() {
        return notAtMost.isEmpty();
    }

    /** An X that shows G and H are not equivalent, if there is one within the bound. */
    public Optional<Witness> distinguishingWitness() {
        return notAtLeast.isPresent() ? notAtLeast : notAtMost;
    }

    /** For example {@code "S2 > S1 + S1 (mod K) for all X of total size ≤ 20 (2714 positions)"}. */
    public String statement() {
        return g + " " + relation.symbol() + " " + h + " " + KaylesUniverse.MODULO + " for all X of total size ≤ " + testBound
                + " (" + testPositions + " test positions)";
    }

    /**
     * The claim G ≡ H, G > H or G < H checked by this comparison: it holds when the relation found is
     * {@code expected}.
     */
    public CheckedClaim check(String claim, ModularRelation expected) {
        return check(claim, relation == expected);
    }

    /**
     * A claim decided by {@code holds} from this comparison (for instance G ≤ H, strict or not), checked
     * against the misère search of G + X and H + X for every test position X. Its evidence is the
     * relation found, with the X that tells G and H apart if there is one; a claim that fails has that
     * evidence as its counterexample.
     */
    public CheckedClaim check(String claim, boolean holds) {
        String evidence = statement() + distinguishingWitness().map(w -> "; " + w).orElse("");
        return new CheckedClaim(claim, claim, CheckedClaim.Method.SEARCH, "every test position X of total size ≤ "
                + testBound, "the claim against the misère search of G + X and H + X for every test position X",
                testPositions, 0, holds, evidence, holds ? Optional.empty() : Optional.of(evidence));
    }
}
