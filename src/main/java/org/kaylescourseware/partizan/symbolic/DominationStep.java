package org.kaylescourseware.partizan.symbolic;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.kaylescourseware.game.Player;
import org.kaylescourseware.partizan.KaylesUniverse;

/**
 * The step of the proof of Theorem 1 that collects a player's distinct options and strikes out the
 * dominated one. Left's two options must be G0 + 2S1 and G0 + S2 for one G0 of K: since
 * S2 ≥ 2S1 (mod K) (Corollary 3) and G0 is in K, G0 + S2 ≥ G0 + 2S1 (mod K), so Left's G0 + 2S1 is
 * dominated; for Right, who prefers what is smaller, G0 + S2 is. G0 must have no negative number of
 * copies wherever the dominated option exists, and the surviving option must exist for every k ≥ 1.
 */
final class DominationStep {

    private DominationStep() {
    }

    static Theorem1Case.Side side(Player player, List<Theorem1Case.Subcase> subcases, Optional<SymbolicSum> common) {
        Map<SymbolicSum, List<Integer>> byForm = new LinkedHashMap<>();
        Map<SymbolicSum, Integer> fromK = new LinkedHashMap<>();
        for (Theorem1Case.Subcase sub : subcases) {
            byForm.computeIfAbsent(sub.option(), f -> new ArrayList<>()).add(sub.s());
            fromK.merge(sub.option(), sub.fromK(), Math::min);
        }
        List<SymbolicSum> forms = new ArrayList<>(byForm.keySet());
        List<SymbolicCheck> checks = new ArrayList<>();
        String name = player.title() + "'s options";
        SymbolicSum survivor = forms.get(0);
        SymbolicSum dominated = null;
        if (forms.size() == 2) {
            SymbolicSum[] pair = strike(player, forms, common, checks, name, fromK);
            survivor = pair[0];
            dominated = pair[1];
        } else if (forms.size() > 2 || common.isPresent()) {
            checks.add(SymbolicCheck.condition(name, (forms.size() == 1 ? "one distinct option" : forms.size()
                    + " distinct options") + (common.isPresent() ? " and a common part G0" : ""), forms.toString(),
                    "the number of distinct options against what Corollary 3 can settle (one, or two with G0)", false,
                    forms.size() > 2 ? "Corollary 3 strikes out one of two options, not " + (forms.size() - 1)
                            : "a common part G0 is given but nothing is dominated"));
        }
        checks.add(present(name, survivor, fromK.get(survivor)));
        List<Theorem1Case.DistinctOption> distinct = new ArrayList<>();
        for (SymbolicSum form : forms) {
            distinct.add(new Theorem1Case.DistinctOption(form, byForm.get(form), form.equals(dominated)));
        }
        return new Theorem1Case.Side(player, subcases, distinct, common, survivor, checks);
    }

    /**
     * Which of two options survives: they must differ by S2 − 2S1 as an identity (Corollary 3 compares
     * nothing else); Left keeps the one with the domino, Right the one with the two squares. Their common
     * part G0 follows, and the proof's G0 is checked against it. Returns {survivor, dominated}.
     */
    private static SymbolicSum[] strike(Player player, List<SymbolicSum> forms, Optional<SymbolicSum> common,
            List<SymbolicCheck> checks, String name, Map<SymbolicSum, Integer> fromK) {
        SymbolicSum trade = SymbolicSum.DOMINO.minus(SymbolicSum.SQUARE).minus(SymbolicSum.SQUARE);
        SymbolicSum difference = forms.get(1).minus(forms.get(0));
        boolean secondHasDomino = difference.equals(trade);
        checks.add(SymbolicCheck.identity(name + ": the two options differ by S2 − 2S1", secondHasDomino ? trade
                : trade.minus(trade).minus(trade), difference, "the difference of the two distinct options against"
                        + " S2 − 2S1 (or its negative), the trade Corollary 3 compares"));
        int domino = secondHasDomino ? 1 : 0;
        SymbolicSum survivor = forms.get(player == Player.LEFT ? domino : 1 - domino);
        SymbolicSum dominated = forms.get(player == Player.LEFT ? 1 - domino : domino);
        SymbolicSum g0 = player == Player.LEFT ? survivor.minus(SymbolicSum.DOMINO)
                : survivor.minus(SymbolicSum.SQUARE).minus(SymbolicSum.SQUARE);
        if (common.isEmpty()) {
            checks.add(SymbolicCheck.condition(name + ": the common part G0", "none given", "G0 = " + g0,
                    "the proof's G0 against the one its two options determine", false,
                    "two distinct options but no common part G0 written"));
        } else {
            checks.add(SymbolicCheck.identity(name + ": the common part G0", common.get(), g0, "the proof's G0"
                    + " against the one its two options determine (" + (player == Player.LEFT ? "G0 + S2" : "G0 + 2S1")
                    + " is the option " + player.title() + " keeps)"));
        }
        checks.add(inUniverse(name, g0, fromK.get(dominated)));
        return new SymbolicSum[] {survivor, dominated};
    }

    /** G0 has no negative number of copies for any k where the dominated option exists. */
    private static SymbolicCheck inUniverse(String name, SymbolicSum g0, int fromK) {
        boolean kOnly = !g0.squares().dependsOn(Theorem1Induction.J) && !g0.dominoes().dependsOn(Theorem1Induction.J);
        boolean holds = kOnly && g0.squares().atLeastFrom(Theorem1Induction.K, fromK, 0)
                && g0.dominoes().atLeastFrom(Theorem1Induction.K, fromK, 0);
        return SymbolicCheck.condition(name + ": G0 is a position of " + KaylesUniverse.SYMBOL, "G0 = " + g0, "copies ≥ 0 for k ≥ " + fromK,
                "the numbers of copies in G0 against 0, for every k from the first with a dominated option", holds,
                "G0 = " + g0 + " has a negative number of copies for some k ≥ " + fromK);
    }

    /** The surviving option exists for every k ≥ 1: a player keeps a move to it. */
    private static SymbolicCheck present(String name, SymbolicSum survivor, int fromK) {
        return SymbolicCheck.condition(name + ": the surviving option exists", survivor.toString(),
                "an option for every k ≥ " + Theorem1Induction.FIRST_K,
                "the first k with a sub-case giving this option against k = 1", fromK == Theorem1Induction.FIRST_K,
                "it exists only from k = " + fromK);
    }
}
