package org.kaylescourseware.partizan.symbolic;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Player;

/**
 * The proof of Theorem 2 (Milley 2015, Section 4) for every k, j ≥ 0, checked symbolically by
 * induction on the number of cells k + 2j. In each region of (k, j) every Left option of kS1 + jS2
 * has one outcome and so does every Right option (for k, j ≥ 1 by Lemma 3, which keeps Left's move
 * to (k − 1)S1 + jS2 and Right's to kS1 + (j − 1)S2; with a zero count the moves are forced), and
 * each option shifts d = k − j by a constant. For every case of the statement the option lands in
 * classes whose stated outcomes (the induction hypothesis: fewer cells) must give, by the misère
 * rule, the stated outcome. The paper's proof covers the first region only.
 */
public final class OutcomeInduction {

    /** A region of (k, j): its position, the d it allows, and the two players' options. */
    public record Region(String name, SymbolicSum position, DifferenceClass domain, Optional<SymbolicSum> left,
            Optional<SymbolicSum> right, String why) {
    }

    /** The four regions: both counts positive, no dominoes, no squares, nothing. */
    public static final List<Region> REGIONS = List.of(
            new Region("k ≥ 1, j ≥ 1", SymbolicSum.parse("kS1 + jS2"), DifferenceClass.ALL,
                    Optional.of(SymbolicSum.parse("(k-1)S1 + jS2")), Optional.of(SymbolicSum.parse("kS1 + (j-1)S2")),
                    "Lemma 3: Left's move in a domino is dominated; Right's only move fills a domino"),
            new Region("j = 0, k ≥ 1", SymbolicSum.parse("kS1"), DifferenceClass.atLeast(1),
                    Optional.of(SymbolicSum.parse("(k-1)S1")), Optional.empty(),
                    "Left can only fill a square; Right has no move"),
            new Region("k = 0, j ≥ 1", SymbolicSum.parse("jS2"), DifferenceClass.atMost(-1),
                    Optional.of(SymbolicSum.parse("S1 + (j-1)S2")), Optional.of(SymbolicSum.parse("(j-1)S2")),
                    "Left must put her square in a domino, leaving a single square; Right fills a domino"),
            new Region("k = j = 0", SymbolicSum.ZERO, DifferenceClass.exactly(0), Optional.empty(), Optional.empty(),
                    "no player has a move, and in misère play the player to move wins"));

    private OutcomeInduction() {
    }

    /** Every row of the proof of Theorem 2 as stated. */
    public static List<OutcomeStep> theorem2() {
        return induction(Theorem2Statement.PARTS);
    }

    /**
     * Every row of the induction for a statement given as classes of d with their outcomes: each
     * region against each class it meets. Every row holds exactly when the statement is proved.
     */
    public static List<OutcomeStep> induction(List<Theorem2Statement.Part> statement) {
        List<OutcomeStep> steps = new ArrayList<>();
        for (Region region : REGIONS) {
            for (Theorem2Statement.Part part : statement) {
                DifferenceClass members = part.difference().intersect(region.domain());
                if (members != null) {
                    steps.add(step(region, part, members, statement));
                }
            }
        }
        return steps;
    }

    /** The shift checks: each option changes d by a constant, for every k and j of its region. */
    public static List<SymbolicCheck> shiftChecks() {
        List<SymbolicCheck> checks = new ArrayList<>();
        for (Region region : REGIONS) {
            region.left().ifPresent(o -> checks.add(shiftCheck(region, "Left", o)));
            region.right().ifPresent(o -> checks.add(shiftCheck(region, "Right", o)));
        }
        return checks;
    }

    private static SymbolicCheck shiftCheck(Region region, String player, SymbolicSum option) {
        LinearForm shift = Theorem2Statement.difference(option).minus(Theorem2Statement.difference(region.position()));
        return SymbolicCheck.condition(region.name() + ", " + player + "'s option " + option,
                "d changes by a constant", "d changes by " + shift,
                "the option's k − j minus the position's k − j, against a constant", shift.isConstant(),
                "the change " + shift + " depends on k or j");
    }

    static int shift(SymbolicSum position, SymbolicSum option) {
        return Theorem2Statement.difference(option).minus(Theorem2Statement.difference(position)).constant();
    }

    private static OutcomeStep step(Region region, Theorem2Statement.Part part, DifferenceClass members,
            List<Theorem2Statement.Part> statement) {
        Optional<OutcomeStep.Reply> left = region.left().map(o -> reply(o, shift(region.position(), o), members,
                statement));
        Optional<OutcomeStep.Reply> right = region.right().map(o -> reply(o, shift(region.position(), o), members,
                statement));
        Boolean leftWins = winsMovingFirst(Player.LEFT, left);
        Boolean rightWins = winsMovingFirst(Player.RIGHT, right);
        boolean determined = leftWins != null && rightWins != null;
        OutcomeClass derived = determined ? OutcomeClass.of(leftWins, rightWins) : part.outcome();
        return new OutcomeStep(region.name(), part.paperCase(), members, left, right, derived, part.outcome(),
                determined);
    }

    /** Where d lands after the option, and the stated outcomes of the classes it meets. */
    static OutcomeStep.Reply reply(SymbolicSum option, int shift, DifferenceClass members,
            List<Theorem2Statement.Part> statement) {
        DifferenceClass lands = members.shift(shift);
        List<OutcomeClass> outcomes = new ArrayList<>();
        for (Theorem2Statement.Part part : statement) {
            if (part.difference().intersect(lands) != null && !outcomes.contains(part.outcome())) {
                outcomes.add(part.outcome());
            }
        }
        return new OutcomeStep.Reply(option.toString(), shift, lands, outcomes);
    }

    /**
     * Misère rule: the mover wins moving first when she has no move, or when her option is a win for
     * her moving second (L⁻ or P⁻ for Left, R⁻ or P⁻ for Right). Null when the option's possible
     * outcomes disagree on that.
     */
    static Boolean winsMovingFirst(Player player, Optional<OutcomeStep.Reply> reply) {
        if (reply.isEmpty()) {
            return true;
        }
        List<Boolean> wins = reply.get().outcomes().stream().map(o -> winsMovingSecond(player, o)).distinct().toList();
        return wins.size() == 1 ? wins.get(0) : null;
    }

    static boolean winsMovingSecond(Player player, OutcomeClass outcome) {
        return outcome == OutcomeClass.P || outcome == (player == Player.LEFT ? OutcomeClass.L : OutcomeClass.R);
    }
}
