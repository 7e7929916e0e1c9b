package org.kaylescourseware.partizan.milley;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.claim.CheckedClaim;
import org.kaylescourseware.partizan.KaylesUniverse;
import org.kaylescourseware.partizan.symbolic.DifferenceIdentities;
import org.kaylescourseware.partizan.symbolic.OutcomeInduction;
import org.kaylescourseware.partizan.symbolic.OutcomeStep;
import org.kaylescourseware.partizan.symbolic.StrategyInduction;
import org.kaylescourseware.partizan.symbolic.SymbolicCheck;
import org.kaylescourseware.partizan.symbolic.Theorem2Statement;

/**
 * The general proofs of Theorems 2–4 and Corollaries 4 and 5 of Milley (2015), each summed up as
 * one symbolic check for the table of results: every step holds for every k and j, or the first
 * step that fails is named. (Theorem 1's three cases are checked where the lesson writes them.)
 */
final class GeneralProofChecks {

    private GeneralProofChecks() {
    }

    static List<CheckedClaim> all() {
        return List.of(theorem2(), corollary4(), corollary5(), theorem3(), theorem4());
    }

    static CheckedClaim theorem2() {
        List<SymbolicCheck> steps = new ArrayList<>(List.of(Theorem2Statement.residueIdentity()));
        steps.addAll(OutcomeInduction.shiftChecks());
        OutcomeInduction.theorem2().stream().map(OutcomeStep::check).forEach(steps::add);
        return symbolic("Theorem 2", "kS1 + jS2 is in N⁻ if k = j or (k < j and k + 2j ≡ 0), in R⁻ if"
                + " k > j or (k < j and k + 2j ≡ 1), in P⁻ if k < j and k + 2j ≡ 2 (mod 3), for all k, j ≥ 0.",
                "every k, j ≥ 0: " + OutcomeInduction.theorem2().size() + " families of positions in "
                        + OutcomeInduction.REGIONS.size() + " regions", "each family's stated outcome against the"
                        + " outcome its options' stated outcomes give by the misère rule (induction on k + 2j)",
                steps);
    }

    static CheckedClaim theorem3() {
        List<SymbolicCheck> steps = new ArrayList<>(DifferenceIdentities.theorem3());
        return symbolic("Theorem 3", "The outcome of a position depends on x − y only, as Theorem 2's on"
                + " k − j.", "every strip length 3a + r and every x, y", "each residue's contribution to k − j against"
                + " Theorem 1's reduction, for every a; x + 2y against x − y mod 3", steps);
    }

    static CheckedClaim theorem4() {
        List<SymbolicCheck> steps = new ArrayList<>(StrategyInduction.shiftChecks());
        StrategyInduction.theorem4().stream().map(StrategyInduction.Step::check).forEach(steps::add);
        return symbolic("Theorem 4 (completed)", "Each named move (and each completion) wins whenever its"
                + " player can win and its condition holds.", "every position: " + StrategyInduction.theorem4().size()
                + " pairs of a move and a class of k − j", "the outcome after the move, by Theorem 2, against a win"
                + " for the mover moving second", steps);
    }

    static CheckedClaim corollary4() {
        return symbolic("Corollary 4", "S1 + S2 ≡ 0 " + KaylesUniverse.MODULO + ".", "every X ≡ kS1 + jS2", "k − j and the"
                + " cells mod 3 of X + S1 + S2 against those of X", DifferenceIdentities.corollary4());
    }

    static CheckedClaim corollary5() {
        return symbolic("Corollary 5", "If n ≡ 0 (mod 3) then S_n ≡ 0 " + KaylesUniverse.MODULO + ".", "every k ≥ 0",
                "k(S1 + S2) against Theorem 1's reduction of S_{3k}", DifferenceIdentities.corollary5());
    }

    /** A general proof checked in {@code steps}: the first step that fails, if any, is the counterexample. */
    private static CheckedClaim symbolic(String name, String statement, String bound, String compared,
            List<SymbolicCheck> steps) {
        return CheckedClaim.symbolic(name, statement, bound, compared, steps.size(),
                steps.stream().filter(s -> !s.holds()).findFirst().map(SymbolicCheck::verdict));
    }
}
