package org.kaylescourseware.partizan.milley;

import java.util.List;
import org.kaylescourseware.claim.CheckedClaim;
import org.kaylescourseware.partizan.modular.ReducedSum;

/**
 * A generated proof of Theorem 1 for one strip S_n, in the style of Milley's hand reductions of
 * S3, S4, S5: the options of each player with their already-proved reductions, grouped by i mod 3,
 * dominated groups struck out with the reason, and Lemma 3 to conclude S_n ≡ kS1 + jS2.
 * For n ≤ 2 the strip is already a sum of squares and dominoes ({@code baseCase}).
 */
public record ReductionProof(int n, boolean baseCase, List<OptionLine> leftOptions, List<OptionGroup> leftGroups,
        List<OptionLine> rightOptions, List<OptionGroup> rightGroups, ReducedSum leftOption, ReducedSum rightOption,
        ReducedSum result, List<CheckedClaim> checks) {

    public ReductionProof {
        leftOptions = List.copyOf(leftOptions);
        leftGroups = List.copyOf(leftGroups);
        rightOptions = List.copyOf(rightOptions);
        rightGroups = List.copyOf(rightGroups);
        checks = List.copyOf(checks);
    }

    /** Which case of Theorem 1's proof this strip falls in, e.g. {@code "n = 3k + 2 with k = 1"}. */
    public String theoremCase() {
        String form = switch (n % 3) {
            case 0 -> "3k";
            case 1 -> "3k + 1";
            default -> "3k + 2";
        };
        return "n = " + form + " with k = " + n / 3;
    }

    /** Whether every computed check of this proof held. */
    public boolean verified() {
        return checks.stream().allMatch(CheckedClaim::holds);
    }

    /** The conclusion, e.g. {@code "S5 ≡ {2S2 | S1 + S2} ≡ S1 + 2S2"}. */
    public String conclusion() {
        if (baseCase) {
            return "S" + n + " = " + result;
        }
        return "S" + n + " ≡ {" + leftOption + " | " + rightOption + "} ≡ " + result;
    }
}
