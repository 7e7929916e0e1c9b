package org.kaylescourseware.partizan.symbolic;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Player;

/**
 * The proof of Theorem 4 (Milley 2015, Section 4), checked symbolically: each move the theorem
 * names turns one strip of length 3a + r into shorter ones, which by Theorem 1 shifts
 * d = k − j of the whole position by a constant; for every class of d in which the mover wins moving
 * first (and which the move's condition allows), d must land where the mover wins moving second.
 * The rules marked as completions are the moves the theorem does not name (see the errata).
 */
public final class StrategyInduction {

    /** A rule of the strategy: who plays, which move, when, the strip before and after, and the d it allows. */
    public record Rule(Player player, String move, String when, SymbolicSum before, SymbolicSum after,
            DifferenceClass domain, boolean completion) {
    }

    /** One class of d in which the rule's player wins moving first, and where the move sends d. */
    public record Step(Rule rule, String statedCase, DifferenceClass members, OutcomeStep.Reply reply, boolean holds) {
        public SymbolicCheck check() {
            return SymbolicCheck.condition(rule.player().title() + ", " + rule.move() + ", " + members,
                    "a win for " + rule.player().title() + " moving second", "lands in " + reply.lands() + ": "
                            + reply.outcomes().stream().map(o -> o + "⁻").toList(),
                    "the mover's winning outcomes moving second against the stated outcomes where d lands", holds,
                    "the move can leave " + reply.outcomes());
        }
    }

    public static final List<Rule> RULES = List.of(
            new Rule(Player.LEFT, "a square at the end of a strip of length 1 mod 3", "there is such a strip (x ≥ 1)",
                    sum("(a+1)S1 + aS2"), sum("aS1 + aS2"), DifferenceClass.ALL, false),
            new Rule(Player.LEFT, "a square at the end of a strip of length 2 mod 3",
                    "x = 0 and y ≥ 1, so k − j = −y ≤ −1", sum("aS1 + (a+1)S2"), sum("(a+1)S1 + aS2"),
                    DifferenceClass.atMost(-1), false),
            new Rule(Player.LEFT, "a square at the end of a strip of length 0 mod 3",
                    "x = y = 0 (so k − j = 0) and a strip of length 3 or more", sum("aS1 + aS2"), sum("(a-1)S1 + aS2"),
                    DifferenceClass.exactly(0), true),
            new Rule(Player.RIGHT, "a domino at the end of a strip of length 2 mod 3", "there is such a strip (y ≥ 1)",
                    sum("aS1 + (a+1)S2"), sum("aS1 + aS2"), DifferenceClass.ALL, false),
            new Rule(Player.RIGHT, "a domino one cell from the end of a strip of length 1 mod 3",
                    "y = 0 and such a strip of length 4 or more (so k − j = x ≥ 1)", sum("(a+1)S1 + aS2"),
                    sum("S1 + aS1 + (a-1)S2"), DifferenceClass.atLeast(1), false),
            new Rule(Player.RIGHT, "a domino at the end of a strip of length 0 mod 3",
                    "y = 0 (so k − j = x ≥ 0), no strip of length 1 mod 3 of 4 or more, and a strip of length 3 or more",
                    sum("aS1 + aS2"), sum("aS1 + (a-1)S2"), DifferenceClass.atLeast(0), true));

    private StrategyInduction() {
    }

    private static SymbolicSum sum(String text) {
        return SymbolicSum.parse(text);
    }

    /** Each rule's shift of d is a constant, for every a. */
    public static List<SymbolicCheck> shiftChecks() {
        List<SymbolicCheck> checks = new ArrayList<>();
        for (Rule rule : RULES) {
            LinearForm shift = Theorem2Statement.difference(rule.after()).minus(Theorem2Statement.difference(rule.before()));
            checks.add(SymbolicCheck.condition(rule.player().title() + ", " + rule.move(), "d changes by a constant",
                    "d changes by " + shift, "the k − j of the strip's reduction after the move minus before,"
                            + " against a constant", shift.isConstant(), "the change " + shift + " depends on a"));
        }
        return checks;
    }

    /** Every rule of the theorem, and its completions, against every class of d where its player wins moving first. */
    public static List<Step> theorem4() {
        return induction(RULES);
    }

    /** Every given rule against every class of d where its player wins moving first, by Theorem 2. */
    public static List<Step> induction(List<Rule> rules) {
        List<Step> steps = new ArrayList<>();
        for (Rule rule : rules) {
            int shift = OutcomeInduction.shift(rule.before(), rule.after());
            for (Theorem2Statement.Part part : Theorem2Statement.PARTS) {
                DifferenceClass members = part.difference().intersect(rule.domain());
                if (members != null && winsMovingFirst(rule.player(), part.outcome())) {
                    OutcomeStep.Reply reply = OutcomeInduction.reply(rule.after(), shift, members,
                            Theorem2Statement.PARTS);
                    boolean holds = reply.outcomes().stream()
                            .allMatch(o -> OutcomeInduction.winsMovingSecond(rule.player(), o));
                    steps.add(new Step(rule, part.paperCase(), members, reply, holds));
                }
            }
        }
        return steps;
    }

    private static boolean winsMovingFirst(Player player, OutcomeClass outcome) {
        return outcome == OutcomeClass.N || outcome == (player == Player.LEFT ? OutcomeClass.L : OutcomeClass.R);
    }
}
