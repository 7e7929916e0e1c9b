package org.kaylescourseware.site.directive.claims;

import static org.kaylescourseware.site.directive.claims.SourceClaims.math;
import static org.kaylescourseware.site.directive.claims.SourceClaims.nim;
import static org.kaylescourseware.site.directive.claims.SourceClaims.row;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.rules.TokenRemoval;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.games.GameDefinition;

/**
 * What a source says of a sum of rows, {@code position=1+4 values=1,0 sum=1 outcome=N} (the values of its rows,
 * their nim-sum, who wins), checked against the solver: a step of {@code step-claims}. The rows are shown in
 * the order the source writes them. When the position is an N-position, a winning move is named, in tokens.
 */
final class PositionStatement {

    /** The rows in the order the source writes them (a position would sort them). */
    private static final Parameter<List<Integer>> ROWS = Parameter.of("position",
            "the rows, as the source orders them, e.g. 1+4", "heap sizes joined by '+'", (text, solver) -> {
                Position.parse(text);
                return Arrays.stream(text.strip().split("\\s*[+,\\s]\\s*")).map(Integer::valueOf).toList();
            });
    private static final Parameter<Optional<List<Integer>>> VALUES = Parameter.integers("values",
            "the values the source gives the rows, in the same order, e.g. 1,0").optional();
    private static final Parameter<Optional<Integer>> SUM = Parameter.integer("sum", "the nim-sum the source gives", 0,
            Parameter.LARGEST).optional();
    private static final Parameter<Optional<String>> OUTCOME = Parameter.choice("outcome",
            "the outcome the source gives the position", List.of("P", "N")).optional();

    /** What a position step may say. */
    static final List<Parameter<?>> PARAMETERS = List.of(ROWS, VALUES, SUM, OUTCOME);
    /** The argument that makes a step a position step. */
    static final String KEY = ROWS.name();

    /** The short mark of the check, and the check in full. */
    static final String MARK = "nim-sum";

    private PositionStatement() {
    }

    static String check(GameDefinition game) {
        return "The computed values of " + game.name() + " (" + game.rule().code() + ") and their nim-sum (the Sprague–Grundy"
                + " theorem).";
    }

    /** The step's statement as checked: {@code claim} is the source's words, {@code title} names the step. */
    static SourceClaims.Claim of(DirectiveArguments step, GameDefinition game, String d, String title, String source, String claim) {
        List<Integer> rows = step.get(ROWS);
        GrundySequence g = step.sequence(game, rows.stream().max(Integer::compare).orElse(0), ROWS);
        List<Integer> values = rows.stream().map(g::value).toList();
        int sum = values.stream().reduce(0, (x, y) -> x ^ y);
        String outcome = sum == 0 ? "P" : "N";
        List<String> wrong = differences(step, d, rows, values, sum, outcome);
        String computed = math(String.join(" + ", rows.stream().map(n -> row(d, n)).toList())) + ": "
                + math(String.join(" \\oplus ", rows.stream().map(n -> nim(d, n)).toList()) + " = "
                + (rows.size() > 1 ? String.join(" \\oplus ", values.stream().map(String::valueOf).toList()) + " = " : "") + sum)
                + (sum == 0 ? ", a " : ", an ") + outcome + "-position" + winningMove(game, g, rows, sum, d).map(m -> ": " + m).orElse("")
                + ".";
        // a single row whose outcome the source gets wrong: its value and outcome are said by the lines above, the move remains
        boolean saidAbove = rows.size() == 1 && wrong.stream().anyMatch(w -> w.startsWith("It is an"));
        String consequence = saidAbove ? winningMove(game, g, rows, sum, d).map(m -> " T" + m.substring(1) + ".").orElse("") : " " + computed;
        return wrong.isEmpty()
                ? SourceClaims.confirmed(title, source, claim, computed, check(game))
                : SourceClaims.refuted(title, source, claim, String.join(" ", wrong) + consequence, check(game));
    }

    /** What the source states about the rows' values, the nim-sum and the outcome that the computation contradicts. */
    private static List<String> differences(DirectiveArguments step, String d, List<Integer> rows, List<Integer> values, int sum,
            String outcome) {
        List<String> wrong = new ArrayList<>();
        Optional<List<Integer>> claimedValues = step.get(VALUES);
        if (claimedValues.isPresent() && claimedValues.get().size() != rows.size()) {
            throw step.fail(VALUES, "give one value per row of " + step.written(ROWS));
        }
        for (int i = 0; claimedValues.isPresent() && i < rows.size(); i++) {
            String fact = math(nim(d, rows.get(i)) + " = " + values.get(i)) + ", not " + claimedValues.get().get(i) + ".";
            if (!claimedValues.get().get(i).equals(values.get(i)) && !wrong.contains(fact)) {
                wrong.add(fact);
            }
        }
        Optional<Integer> claimedSum = step.get(SUM);
        // the nim-sum of one row is its value: when the source gives it the same wrong value, the value's line says it once
        boolean saidByTheValue = rows.size() == 1 && claimedValues.isPresent() && !claimedValues.get().get(0).equals(sum)
                && claimedSum.equals(Optional.of(claimedValues.get().get(0)));
        if (claimedSum.isPresent() && claimedSum.get() != sum && !saidByTheValue) {
            wrong.add("The nim-sum is " + sum + ", not " + claimedSum.get() + ".");
        }
        Optional<String> claimedOutcome = step.get(OUTCOME);
        if (claimedOutcome.isPresent() && !claimedOutcome.get().equals(outcome)) {
            wrong.add("It is an " + outcome + "-position, not a " + claimedOutcome.get() + "-position.");
        }
        return wrong;
    }

    /**
     * "the player to move wins, e.g. by removing tokens i–j of the row D_n, leaving …" for an N-position of a game played on
     * rows; empty for a P-position or another game.
     */
    private static Optional<String> winningMove(GameDefinition game, GrundySequence g, List<Integer> rows, int sum, String d) {
        if (sum == 0 || !game.rule().playsOnARow()) {
            return Optional.empty();
        }
        for (int i = 0; i < rows.size(); i++) {
            int target = g.value(rows.get(i)) ^ sum;
            for (TokenRemoval r : game.rule().removals(rows.get(i))) {
                if ((g.value(r.left()) ^ g.value(r.right())) == target) {
                    List<Integer> after = new ArrayList<>(rows);
                    after.remove(i);
                    List.of(r.left(), r.right()).stream().filter(n -> n > 0).forEach(after::add);
                    after.sort(Comparator.reverseOrder());
                    String left = after.isEmpty() ? "no tokens"
                            : math(String.join(" + ", after.stream().map(n -> row(d, n)).toList())) + " (nim-sum "
                            + math(String.join(" \\oplus ", after.stream().map(n -> String.valueOf(g.value(n))).toList()) + " = 0") + ")";
                    return Optional.of("the player to move wins, e.g. by removing tokens " + r.first() + "–" + (r.first() + r.count() - 1)
                            + " of the " + (rows.size() > 1 ? "row " + math(row(d, rows.get(i))) : "row") + ", leaving " + left);
                }
            }
        }
        throw new IllegalStateException("no winning move from a position of nim-sum " + sum);
    }
}
