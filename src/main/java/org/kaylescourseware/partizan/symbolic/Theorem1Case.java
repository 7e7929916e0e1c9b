package org.kaylescourseware.partizan.symbolic;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.kaylescourseware.game.Player;

/**
 * One case n = 3k + r of the general proof of Theorem 1, checked: every sub-case of both players,
 * the distinct options, the domination that strikes one out, Lemma 3's conclusion, the boundary
 * values of k where a sub-case has no option, and every symbolic check made on the way.
 */
public record Theorem1Case(int residue, Side left, Side right, SymbolicSum result, List<SymbolicCheck> checks,
        List<String> boundaries) {

    public Theorem1Case {
        checks = List.copyOf(checks);
        boundaries = List.copyOf(boundaries);
    }

    /**
     * A sub-case i = 3j + s of one player: the other strip has length {@code rest} = 3q + r' with
     * 0 ≤ j ≤ (the j where q = 0), so there are options exactly when k ≥ {@code fromK}; the induction
     * hypothesis reduces S_i and S_rest, and the option is their sum.
     */
    public record Subcase(int s, LinearForm index, LinearForm rest, int restResidue, LinearForm restQuotient,
            LinearForm largestJ, int fromK, SymbolicSum reductionOfI, SymbolicSum reductionOfRest, SymbolicSum option,
            List<SymbolicCheck> checks) {
        public Subcase {
            checks = List.copyOf(checks);
        }
    }

    /** A distinct option, the sub-cases (values of s) that give it, and whether it is struck out. */
    public record DistinctOption(SymbolicSum form, List<Integer> residues, boolean dominated) {
        public DistinctOption {
            residues = List.copyOf(residues);
        }
    }

    /** One player's options, their distinct values, the common part G0 when one is dominated, and the survivor. */
    public record Side(Player player, List<Subcase> subcases, List<DistinctOption> distinct, Optional<SymbolicSum> common,
            SymbolicSum survivor, List<SymbolicCheck> checks) {
        public Side {
            subcases = List.copyOf(subcases);
            distinct = List.copyOf(distinct);
            checks = List.copyOf(checks);
        }
    }

    /** The name of the case: {@code n = 3k + 1}. */
    public String name() {
        return Theorem1Statement.caseName(residue);
    }

    /** Every check of the case, sub-cases first. */
    public List<SymbolicCheck> allChecks() {
        List<SymbolicCheck> all = new ArrayList<>();
        for (Side side : List.of(left, right)) {
            side.subcases().forEach(s -> all.addAll(s.checks()));
            all.addAll(side.checks());
        }
        all.addAll(checks);
        return all;
    }

    public boolean verified() {
        return allChecks().stream().allMatch(SymbolicCheck::holds);
    }
}
