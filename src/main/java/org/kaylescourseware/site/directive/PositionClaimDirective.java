package org.kaylescourseware.site.directive;

import static org.kaylescourseware.site.directive.SourceClaims.math;
import static org.kaylescourseware.site.directive.SourceClaims.nim;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.rules.OctalGame;
import org.kaylescourseware.rules.TokenRemoval;
import org.kaylescourseware.site.games.GameDefinition;

/**
 * {@code position-claim game=dawsons-kayles position=1+4 values="1 0" sum=1 outcome=N source=... quote=...}:
 * what a source says of a sum of rows (the values of its rows, their nim-sum, who wins) checked
 * against the solver. The rows are shown in the order the source writes them. When the position
 * is an N-position, a winning move is named, in tokens.
 */
final class PositionClaimDirective implements Directive {

    @Override
    public String kind() {
        return "position-claim";
    }

    @Override
    public List<Parameter> parameters() {
        return List.of(Parameter.GAME, Parameter.SYMBOL, SourceClaims.SOURCE, SourceClaims.QUOTE,
                new Parameter("position", "the rows, as the source orders them, e.g. 1+4"),
                new Parameter("values", "optional: the values the source gives the rows, in the same order"),
                new Parameter("sum", "optional: the nim-sum the source gives"),
                new Parameter("outcome", "optional: P or N, as the source classifies the position"),
                new Parameter("title", "what the claim is about, e.g. Bob's position"));
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        GameDefinition game = arguments.game();
        arguments.position("position");
        List<Integer> rows = new ArrayList<>();
        for (String part : arguments.text("position").split("\\+")) {
            rows.add(Integer.parseInt(part.strip()));
        }
        GrundySequence g = solver.sequence(game, rows.stream().max(Integer::compare).orElse(0), arguments, "position");
        String d = arguments.symbol();
        List<Integer> values = rows.stream().map(g::value).toList();
        int sum = values.stream().reduce(0, (x, y) -> x ^ y);
        String outcome = sum == 0 ? "P" : "N";
        List<String> wrong = differences(arguments, rows, values, sum, outcome);
        String computed = String.join(" + ", rows.stream().map(n -> d + "(" + n + ")").toList()) + ": "
                + math(String.join(" \\oplus ", rows.stream().map(n -> nim(d, n)).toList()) + " = "
                + (rows.size() > 1 ? String.join(" \\oplus ", values.stream().map(String::valueOf).toList()) + " = " : "") + sum)
                + ", an " + outcome + "-position" + winningMove(game, g, rows, sum, d) + ".";
        String check = "The solver's values of " + game.name() + " (" + game.rule().code()
                + ") and their nim-sum (the Sprague–Grundy theorem), computed at every build.";
        String title = arguments.text("title");
        String claim = SourceClaims.quoted(arguments.text("quote"));
        SourceClaims.Claim result = wrong.isEmpty()
                ? SourceClaims.confirmed(title, arguments.text("source"), claim, computed, check)
                : SourceClaims.refuted(title, arguments.text("source"), claim, String.join(" ", wrong) + " " + computed, check);
        return new SourceClaims(List.of(result));
    }

    /** What the source states about the rows' values, the nim-sum and the outcome that the computation contradicts. */
    private static List<String> differences(DirectiveArguments arguments, List<Integer> rows, List<Integer> values, int sum,
            String outcome) {
        String d = arguments.symbol();
        List<String> wrong = new ArrayList<>();
        Optional<List<Integer>> claimedValues = arguments.optionalText("values").map(v -> arguments.integers("values"));
        if (claimedValues.isPresent() && claimedValues.get().size() != rows.size()) {
            throw arguments.fail("values", "give one value per row of " + arguments.text("position"));
        }
        for (int i = 0; claimedValues.isPresent() && i < rows.size(); i++) {
            String fact = math(nim(d, rows.get(i)) + " = " + values.get(i)) + ", not " + claimedValues.get().get(i) + ".";
            if (!claimedValues.get().get(i).equals(values.get(i)) && !wrong.contains(fact)) {
                wrong.add(fact);
            }
        }
        Optional<Integer> claimedSum = arguments.optionalText("sum").map(s -> arguments.integer("sum", 0, DirectiveArguments.LARGEST));
        if (claimedSum.isPresent() && claimedSum.get() != sum) {
            wrong.add("The nim-sum is " + sum + ", not " + claimedSum.get() + ".");
        }
        Optional<String> claimedOutcome = arguments.optionalText("outcome");
        if (claimedOutcome.isPresent() && !claimedOutcome.get().matches("[PN]")) {
            throw arguments.fail("outcome", "'" + claimedOutcome.get() + "' is not an outcome; write P or N");
        }
        if (claimedOutcome.isPresent() && !claimedOutcome.get().equals(outcome)) {
            wrong.add("It is an " + outcome + "-position, not a " + claimedOutcome.get() + "-position.");
        }
        return wrong;
    }

    /** ", won by removing tokens i–j of D(n) (leaving …)" for an N-position of an octal game; else empty. */
    private static String winningMove(GameDefinition game, GrundySequence g, List<Integer> rows, int sum, String d) {
        if (sum == 0 || !(game.rule() instanceof OctalGame octal)) {
            return "";
        }
        for (int i = 0; i < rows.size(); i++) {
            int target = g.value(rows.get(i)) ^ sum;
            for (TokenRemoval r : octal.removals(rows.get(i))) {
                if ((g.value(r.left()) ^ g.value(r.right())) == target) {
                    return ": the player to move wins, e.g. by removing tokens " + r.first() + "–" + (r.first() + r.count() - 1)
                            + " of the " + (rows.size() > 1 ? "row " + d + "(" + rows.get(i) + ")" : "row")
                            + ", which leaves " + math(d + "(" + r.left() + ") \\oplus " + d + "(" + r.right() + ")")
                            + " worth " + math(g.value(r.left()) + " \\oplus " + g.value(r.right()) + " = " + target)
                            + " in its place, and nim-sum 0";
                }
            }
        }
        throw new IllegalStateException("no winning move from a position of nim-sum " + sum);
    }
}
