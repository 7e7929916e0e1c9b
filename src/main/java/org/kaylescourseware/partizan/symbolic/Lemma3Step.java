package org.kaylescourseware.partizan.symbolic;

import java.util.List;

/**
 * The last step of each case of the proof of Theorem 1: with K and J read off the conclusion
 * KS1 + JS2, the surviving options must be Lemma 3's (K − 1)S1 + JS2 for Left and KS1 + (J − 1)S2
 * for Right, K and J must be at least 1 for every k ≥ 1 (Lemma 3 needs both), and the conclusion
 * must be the theorem's statement for the case.
 */
final class Lemma3Step {

    private Lemma3Step() {
    }

    static List<SymbolicCheck> checks(int r, SymbolicSum left, SymbolicSum right, SymbolicSum result) {
        LinearForm bigK = result.squares();
        LinearForm bigJ = result.dominoes();
        SymbolicSum lemmaLeft = new SymbolicSum(bigK.plus(-1), bigJ);
        SymbolicSum lemmaRight = new SymbolicSum(bigK, bigJ.plus(-1));
        String kj = " with K = " + bigK + " and J = " + bigJ + " from the conclusion " + result;
        boolean kOnly = !bigK.dependsOn(Theorem1Induction.J) && !bigJ.dependsOn(Theorem1Induction.J);
        boolean positive = kOnly && bigK.atLeastFrom(Theorem1Induction.K, Theorem1Induction.FIRST_K, 1)
                && bigJ.atLeastFrom(Theorem1Induction.K, Theorem1Induction.FIRST_K, 1);
        String name = Theorem1Statement.caseName(r);
        return List.of(
                SymbolicCheck.identity(name + ", Lemma 3: Left's option", left, lemmaLeft,
                        "Left's surviving option against Lemma 3's (K − 1)S1 + JS2" + kj),
                SymbolicCheck.identity(name + ", Lemma 3: Right's option", right, lemmaRight,
                        "Right's surviving option against Lemma 3's KS1 + (J − 1)S2" + kj),
                SymbolicCheck.condition(name + ", Lemma 3: K ≥ 1 and J ≥ 1", "K = " + bigK + ", J = " + bigJ,
                        "both ≥ 1 for every k ≥ 1", "K and J against 1, for every k ≥ 1 (Lemma 3 needs k, j ≥ 1)",
                        positive, "K = " + bigK + " or J = " + bigJ + " falls below 1 for some k ≥ 1"),
                SymbolicCheck.identity(name + ": the conclusion is Theorem 1's", result,
                        Theorem1Statement.reduction(r, LinearForm.variable(Theorem1Induction.K)),
                        "the proof's conclusion against the statement of Theorem 1 for " + name));
    }
}
