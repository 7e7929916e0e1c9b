package org.kaylescourseware.partizan.symbolic;

import java.util.List;
import java.util.Optional;

/**
 * What one case n = 3k + r of the proof of Theorem 1 claims, as the proof writes it: for each
 * player and each sub-case i = 3j, 3j + 1, 3j + 2, the length of the other strip (such as
 * {@code 3(k − j − 1) + 2}) and the option's reduction (such as {@code (k − 1)S1 + kS2}); for a
 * player with two distinct options, their common part G0; and the conclusion kS1 + jS2.
 */
public record Theorem1Claims(int residue, List<Subcase> left, List<Subcase> right, Optional<SymbolicSum> leftCommon,
        Optional<SymbolicSum> rightCommon, SymbolicSum result) {

    /** One sub-case: the other strip's length and the option's reduction. */
    public record Subcase(LinearForm rest, SymbolicSum option) {
        public static Subcase parse(String rest, String option) {
            return new Subcase(LinearForm.parse(rest), SymbolicSum.parse(option));
        }
    }

    public Theorem1Claims {
        if (residue < 0 || residue > 2) {
            throw new IllegalArgumentException("a case of Theorem 1 is n = 3k, 3k + 1 or 3k + 2 (residue 0, 1 or 2),"
                    + " got residue " + residue);
        }
        if (left.size() != 3 || right.size() != 3) {
            throw new IllegalArgumentException("each player has three sub-cases, i = 3j, 3j + 1, 3j + 2; got "
                    + left.size() + " for Left and " + right.size() + " for Right");
        }
        left = List.copyOf(left);
        right = List.copyOf(right);
    }
}
