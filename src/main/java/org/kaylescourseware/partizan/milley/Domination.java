package org.kaylescourseware.partizan.milley;

import org.kaylescourseware.claim.CheckedClaim;
import org.kaylescourseware.partizan.modular.ReducedSum;

/**
 * Why one option is dominated: {@code dominated} = G0 + 2d·S1 and {@code dominating} = G0 + d·S2
 * for Left (the other way round for Right), so by Corollary 3 (S2 ≥ 2S1 modulo K, applied d times
 * and added to G0) the player prefers {@code dominating}. {@code check} compares the two modulo K.
 */
public record Domination(ReducedSum dominated, ReducedSum dominating, ReducedSum commonPart, int copies,
        String reason, CheckedClaim check) {
}
