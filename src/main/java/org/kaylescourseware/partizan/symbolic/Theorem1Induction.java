package org.kaylescourseware.partizan.symbolic;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.kaylescourseware.game.Player;

/**
 * Checks one case of the general proof of Theorem 1 (Milley 2015, Section 3) for every k ≥ 1 at
 * once. Each option S_i + S_{n−w−i} (w = 1 for Left's square, 2 for Right's domino) is taken in its
 * sub-case i = 3j + s; the other strip's length is derived from n = 3k + r and compared with the
 * proof's; the induction hypothesis (Theorem 1 for shorter strips, and S0, S1, S2 themselves)
 * reduces both strips, and their sum is compared with the proof's reduction, coefficient by
 * coefficient. The distinct options are collected, the dominated one is matched against
 * G0 + 2S1 or G0 + S2 (Corollary 3), and Lemma 3's shape and the theorem's statement are checked.
 */
public final class Theorem1Induction {

    static final String K = "k";
    static final String J = "j";
    /** Every case starts at k = 1: the theorem is for n ≥ 3, and n = 3k + r with r ≤ 2. */
    public static final int FIRST_K = 1;

    private Theorem1Induction() {
    }

    /** The checked case. Never throws on a wrong claim: the failing checks say what is wrong. */
    public static Theorem1Case check(Theorem1Claims claims) {
        int r = claims.residue();
        Theorem1Case.Side left = side(r, Player.LEFT, claims.left(), claims.leftCommon());
        Theorem1Case.Side right = side(r, Player.RIGHT, claims.right(), claims.rightCommon());
        List<SymbolicCheck> checks = Lemma3Step.checks(r, left.survivor(), right.survivor(), claims.result());
        List<String> boundaries = new ArrayList<>();
        boundaries(r, left, boundaries);
        boundaries(r, right, boundaries);
        return new Theorem1Case(r, left, right, claims.result(), checks, boundaries);
    }

    private static Theorem1Case.Side side(int r, Player player, List<Theorem1Claims.Subcase> claims,
            Optional<SymbolicSum> common) {
        List<Theorem1Case.Subcase> subcases = new ArrayList<>();
        for (int s = 0; s < 3; s++) {
            subcases.add(subcase(r, player, s, claims.get(s)));
        }
        return DominationStep.side(player, subcases, common);
    }

    static String subcaseName(Player player, int s) {
        return player.title() + ", i = " + Theorem1Statement.length(s, LinearForm.variable(J));
    }

    private static Theorem1Case.Subcase subcase(int r, Player player, int s, Theorem1Claims.Subcase claim) {
        String name = Theorem1Statement.caseName(r) + ", " + subcaseName(player, s);
        int width = player == Player.LEFT ? 1 : 2;
        LinearForm index = Theorem1Statement.length(s, LinearForm.variable(J));
        LinearForm rest = Theorem1Statement.length(r, LinearForm.variable(K)).plus(-width).minus(index);
        List<SymbolicCheck> checks = new ArrayList<>();
        checks.add(SymbolicCheck.identity(name + ": the length n − " + width + " − i", claim.rest(), rest,
                "the proof's length of the other strip against n − " + width + " − i computed from "
                        + Theorem1Statement.caseName(r) + " and i = " + index));
        int restResidue = Math.floorMod(rest.constant(), 3);
        LinearForm quotient = rest.plus(-restResidue).dividedBy(3);
        LinearForm largestJ = quotient.plus(LinearForm.variable(J));
        boolean shape = quotient.coefficient(K) == 1 && quotient.coefficient(J) == -1;
        checks.add(SymbolicCheck.condition(name + ": the range of j", "0 ≤ j ≤ " + largestJ, "q = " + quotient + " ≥ 0",
                "the quotient q of the other strip's length 3q + " + restResidue + " must not be negative", shape,
                "q = " + quotient + " does not fall by one as j grows by one"));
        int fromK = Math.max(FIRST_K, -largestJ.constant());
        SymbolicSum ofI = Theorem1Statement.reduction(s, LinearForm.variable(J));
        SymbolicSum ofRest = Theorem1Statement.reduction(restResidue, quotient);
        SymbolicSum option = ofI.plus(ofRest);
        checks.add(SymbolicCheck.identity(name + ": the option's reduction", claim.option(), option,
                "the proof's reduction against the induction hypothesis: Theorem 1's form of S_i plus that of the"
                        + " other strip"));
        boolean free = !option.squares().dependsOn(J) && !option.dominoes().dependsOn(J);
        checks.add(SymbolicCheck.condition(name + ": independent of j", option.toString(), "no j in it",
                "the sum of the two reductions against the same sum for every other j", free,
                option + " depends on j"));
        return new Theorem1Case.Subcase(s, index, rest, restResidue, quotient, largestJ, fromK, ofI, ofRest,
                claim.option(), checks);
    }

    private static void boundaries(int r, Theorem1Case.Side side, List<String> boundaries) {
        for (Theorem1Case.Subcase sub : side.subcases()) {
            for (int k = FIRST_K; k < sub.fromK(); k++) {
                int n = 3 * k + r;
                boundaries.add("k = " + k + " (n = " + n + "): " + side.player().title() + " has no option with i = "
                        + sub.index() + ", which needs 0 ≤ j ≤ " + sub.largestJ());
            }
        }
    }
}
