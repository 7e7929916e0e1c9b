package org.kaylescourseware.site.directive.claims;

import static org.kaylescourseware.site.directive.claims.SourceClaims.math;
import static org.kaylescourseware.site.directive.claims.SourceClaims.row;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.rules.ImpartialRule;
import org.kaylescourseware.rules.TokenRemoval;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.games.GameDefinition;

/**
 * {@code move-claim game=dawsons-kayles heap=4 tokens=1-3 source=... quote=...}: a move a source
 * makes, removing tokens i..j of a row of {@code heap}, checked against the rule's digits.
 */
public final class MoveClaimDirective implements Directive {

    private static final Parameter<Integer> HEAP = Parameter.integer("heap", "the row the move is made in", 1,
            Parameter.LARGEST);
    private static final Parameter<String> TOKENS = Parameter.text("tokens",
            "the tokens removed, counted from 1: i-j, or i for one token");
    private static final Parameter<String> TITLE = Parameter.text("title", "what the claim is about, e.g. Bob's move");

    @Override
    public String kind() {
        return "move-claim";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(Parameter.GAME, Parameter.SYMBOL, SourceClaims.SOURCE, SourceClaims.QUOTE,
                HEAP, TOKENS, TITLE);
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        GameDefinition game = arguments.get(Parameter.GAME);
        ImpartialRule rule = game.rule();
        if (!rule.playsOnARow()) {
            throw arguments.fail(Parameter.GAME, game.id() + " is not played by removing adjacent tokens from a row: a"
                    + " source's moves of adjacent tokens are those of an octal game whose first digit is 0");
        }
        int heap = arguments.get(HEAP);
        String tokens = arguments.get(TOKENS);
        if (!tokens.matches("\\d{1,9}(-\\d{1,9})?")) {
            throw arguments.fail(TOKENS, "'" + tokens + "' is not a run of tokens; write i-j or i");
        }
        String[] ends = tokens.split("-");
        int first = Integer.parseInt(ends[0]);
        int last = Integer.parseInt(ends[ends.length - 1]);
        if (first < 1 || last < first || last > heap) {
            throw arguments.fail(TOKENS, "'" + tokens + "' is not a run of tokens of a row of " + heap);
        }
        int count = last - first + 1;
        String d = arguments.get(Parameter.SYMBOL);
        boolean legal = rule.isLegal(count, first - 1, heap - last);
        String what = "Removing " + (count == 1 ? "token " + first : count + " tokens (" + first + "–" + last + ")")
                + " from " + math(row(d, heap));
        String computed = what + (legal ? " is a move of " : " is not a move of ") + game.name() + " ("
                + game.rule().code() + "): " + allowed(rule) + ". " + moves(rule, heap, math(row(d, heap))) + ".";
        String check = "The rule's octal code, digit by digit (the digit for k tokens says where k adjacent tokens may be"
                + " removed).";
        String claim = SourceClaims.quoted(arguments.get(SourceClaims.QUOTE));
        String title = arguments.get(TITLE);
        return new SourceClaims(List.of(legal
                ? SourceClaims.confirmed(title, arguments.get(SourceClaims.SOURCE), claim, computed, check)
                : SourceClaims.refuted(title, arguments.get(SourceClaims.SOURCE), claim, computed, check)));
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
