package org.kaylescourseware.partizan.milley;

import org.kaylescourseware.game.Position;
import org.kaylescourseware.partizan.modular.ReducedSum;

/**
 * One option S_i + S_rest of a strip in a reduction proof, with the already-proved reductions of
 * its two parts and of their sum. {@code residue} is i mod 3, the paper's grouping.
 */
public record OptionLine(int i, int rest, Position option, ReducedSum reductionOfI, ReducedSum reductionOfRest,
        ReducedSum reduction) {

    public int residue() {
        return i % 3;
    }

    /** For example {@code "S1 + S3 ≡ S1 + (S1 + S2) = 2S1 + S2"}. */
    public String derivation() {
        return "S" + i + " + S" + rest + " ≡ (" + reductionOfI + ") + (" + reductionOfRest + ") = " + reduction;
    }
}
