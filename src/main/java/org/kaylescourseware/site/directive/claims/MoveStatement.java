package org.kaylescourseware.site.directive.claims;

import static org.kaylescourseware.site.directive.claims.SourceClaims.math;
import static org.kaylescourseware.site.directive.claims.SourceClaims.row;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.rules.ImpartialRule;
import org.kaylescourseware.rules.TokenRemoval;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.games.GameDefinition;

/**
 * A move a source makes, {@code heap=4 tokens=1-3} (removing tokens i..j of a row of {@code heap}), checked
 * against the rule's digits: a step of {@code step-claims}.
 */
final class MoveStatement {

    private static final Parameter<Integer> HEAP = Parameter.integer("heap", "the row the move is made in", 1,
            Parameter.LARGEST);
    private static final Parameter<String> TOKENS = Parameter.text("tokens",
            "the tokens removed, counted from 1: i-j, or i for one token");

    /** What a move step says. */
    static final List<Parameter<?>> PARAMETERS = List.of(HEAP, TOKENS);
    /** The argument that makes a step a move step. */
    static final String KEY = HEAP.name();
    /** The short mark of the check. */
    static final String MARK = "octal code";

    private MoveStatement() {
    }

    static String check(GameDefinition game) {
        return "The octal code " + game.rule().code() + " of " + game.name() + ", digit by digit (the digit for k tokens says"
                + " where k adjacent tokens may be removed).";
    }

    /** The step's move as checked: {@code claim} is the source's words, {@code title} names the step. */
    static SourceClaims.Claim of(DirectiveArguments step, GameDefinition game, String d, String title, String source, String claim) {
        ImpartialRule rule = game.rule();
        int heap = step.get(HEAP);
        String tokens = step.get(TOKENS);
        if (!tokens.matches("\\d{1,9}(-\\d{1,9})?")) {
            throw step.fail(TOKENS, "'" + tokens + "' is not a run of tokens; write i-j or i");
        }
        String[] ends = tokens.split("-");
        int first = Integer.parseInt(ends[0]);
        int last = Integer.parseInt(ends[ends.length - 1]);
        if (first < 1 || last < first || last > heap) {
            throw step.fail(TOKENS, "'" + tokens + "' is not a run of tokens of a row of " + heap);
        }
        int count = last - first + 1;
        boolean legal = rule.isLegal(count, first - 1, heap - last);
        String what = "Removing " + (count == 1 ? "token " + first : count + " tokens (" + first + "–" + last + ")")
                + " from " + math(row(d, heap));
        String computed = what + (legal ? " is a move of " : " is not a move of ") + game.name() + " ("
                + rule.code() + "): " + allowed(rule) + ". " + moves(rule, heap, math(row(d, heap))) + ".";
        return legal
                ? SourceClaims.confirmed(title, source, claim, computed, check(game))
                : SourceClaims.refuted(title, source, claim, computed, check(game));
    }

    /** "a move removes exactly 2 adjacent tokens", from the digits. */
    private static String allowed(ImpartialRule octal) {
        List<String> counts = new ArrayList<>();
        for (int k = 1; k <= octal.removalBound().orElseThrow(); k++) {
            if (octal.digit(k) != 0) {
                counts.add(String.valueOf(k));
            }
        }
        return "a move removes " + (counts.size() == 1 ? "exactly " + counts.get(0) : String.join(" or ", counts))
                + " adjacent token" + (counts.equals(List.of("1")) ? "" : "s");
    }

    private static String moves(ImpartialRule octal, int heap, String row) {
        List<String> runs = new ArrayList<>();
        for (TokenRemoval r : octal.removals(heap)) {
            runs.add(r.count() == 1 ? "token " + r.first() : "tokens " + r.first() + "–" + (r.first() + r.count() - 1));
        }
        return runs.isEmpty() ? row + " has no move at all" : "The moves of " + row + " remove " + String.join(", ", runs);
    }
}
