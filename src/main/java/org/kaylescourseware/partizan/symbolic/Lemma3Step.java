package org.kaylescourseware.partizan.symbolic;

import java.util.List;

/**
 * The last step of each case of the proof of Theorem 1: with a and b read off the conclusion
 * aS1 + bS2 (letters apart from the universe K), the surviving options must be Lemma 3's (a − 1)S1 + bS2
 * for Left and aS1 + (b − 1)S2 for Right, a and b must be at least 1 for every k ≥ 1 (Lemma 3 needs both), and the conclusion
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
        String kj = " with a = " + bigK + " and b = " + bigJ + " from the conclusion " + result;
        boolean kOnly = !bigK.dependsOn(Theorem1Induction.J) && !bigJ.dependsOn(Theorem1Induction.J);
        boolean positive = kOnly && bigK.atLeastFrom(Theorem1Induction.K, Theorem1Induction.FIRST_K, 1)
                && bigJ.atLeastFrom(Theorem1Induction.K, Theorem1Induction.FIRST_K, 1);
        String name = Theorem1Statement.caseName(r);
        return List.of(
                SymbolicCheck.identity(name + ", Lemma 3: Left's option", left, lemmaLeft,
                        "Left's surviving option against Lemma 3's (a − 1)S1 + bS2" + kj),
                SymbolicCheck.identity(name + ", Lemma 3: Right's option", right, lemmaRight,
                        "Right's surviving option against Lemma 3's aS1 + (b − 1)S2" + kj),
                SymbolicCheck.condition(name + ", Lemma 3: a ≥ 1 and b ≥ 1", "a = " + bigK + ", b = " + bigJ,
                        "both ≥ 1 for every k ≥ 1", "a and b against 1, for every k ≥ 1 (Lemma 3 needs both ≥ 1)",
                        positive, "a = " + bigK + " or b = " + bigJ + " falls below 1 for some k ≥ 1"),
                SymbolicCheck.identity(name + ": the conclusion is Theorem 1's", result,
                        Theorem1Statement.reduction(r, LinearForm.variable(Theorem1Induction.K)),
                        "the proof's conclusion against the statement of Theorem 1 for " + name));
    }
}
