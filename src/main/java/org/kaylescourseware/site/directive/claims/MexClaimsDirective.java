package org.kaylescourseware.site.directive.claims;

import static org.kaylescourseware.site.directive.claims.SourceClaims.math;
import static org.kaylescourseware.site.directive.claims.SourceClaims.row;
import static org.kaylescourseware.site.directive.claims.SourceClaims.nim;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.directive.impartial.MexTableDirective;
import org.kaylescourseware.site.games.GameDefinition;

/**
 * {@code mex-claims game=dawsons-kayles symbol=D source="..." printed="4: 0⊕1, 0⊕0, 1⊕0 = 2; ..."}:
 * a source's worked mex computations, one per row length, each a list of nim-sums "a⊕b" in the
 * order of the removal positions and the mex. Each is compared term by term with the removals
 * the solver lists ({@code mex-table style=removals}); the agreeing ones are confirmed together,
 * each wrong one is an erratum.
 */
public final class MexClaimsDirective implements Directive {

    private static final Pattern LINE = Pattern.compile("\\s*(\\d+)\\s*:(.*)=\\s*(\\d+)\\s*");
    private static final Pattern TERM = Pattern.compile("\\s*(\\d+)\\s*[⊕^]\\s*(\\d+)\\s*");

    /** A printed derivation: row length n, the pairs of values in order, and the mex. */
    private record Printed(int n, List<int[]> terms, int mex) {
    }

    private static final Parameter<List<Printed>> PRINTED = Parameter.of("printed",
            "the source's derivations, quoted, separated by ';'", "n: a⊕b, c⊕d, ... = mex; ...", (text, solver) -> parse(text));

    @Override
    public String kind() {
        return "mex-claims";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(Parameter.GAME, Parameter.SYMBOL, SourceClaims.SOURCE, PRINTED);
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        GameDefinition game = arguments.get(Parameter.GAME);
        if (!game.rule().playsOnARow()) {
            throw arguments.fail(Parameter.GAME, game.id() + " is not played by removing adjacent tokens from a row: a"
                    + " source's removal positions are those of an octal game whose first digit is 0");
        }
        List<Printed> printed = arguments.get(PRINTED);
        GrundySequence g = solver.sequence(game);
        String d = arguments.get(Parameter.SYMBOL);
        String source = arguments.get(SourceClaims.SOURCE);
        String check = "The moves of each row, in the order of the first token removed, valued from its own "
                + math(nim(d, 0) + ", " + nim(d, 1) + ", \\dots") + " and compared term by term.";
        List<SourceClaims.Claim> claims = new ArrayList<>();
        List<String> agreeing = new ArrayList<>();
        for (Printed p : printed) {
            if (p.n() > g.to()) {
                throw arguments.fail(PRINTED, p.n() + " is beyond compute-to " + game.computeTo() + " (raise it in "
                        + game.computeToAt() + ")");
            }
            List<MexTableDirective.RemovalTerm> terms = MexTableDirective.removals(g, game.rule(), p.n());
            String problem = problem(p, terms, g, d);
            if (problem.isEmpty()) {
                agreeing.add(math(nim(d, p.n())));
            } else {
                claims.add(SourceClaims.refuted("the options of the row of " + p.n(), source,
                        math(derivation(d, p.n(), p.terms(), p.mex())), problem + " The derivation with every option: "
                        + math(derivation(d, p.n(), computedTerms(terms), g.value(p.n()))) + ".", check));
            }
        }
        if (!agreeing.isEmpty()) {
            claims.add(0, SourceClaims.confirmed("the mex computations", source, "The derivations of "
                    + String.join(", ", agreeing) + ".", "Every option and every mex agrees with the computation.", check));
        }
        return new SourceClaims(claims);
    }

    private static String problem(Printed p, List<MexTableDirective.RemovalTerm> terms, GrundySequence g, String d) {
        List<String> wrong = new ArrayList<>();
        if (p.terms().size() != terms.size()) {
            wrong.add(math(row(d, p.n())) + " has " + terms.size() + " moves, not " + p.terms().size() + ".");
        }
        for (int i = 0; i < Math.min(p.terms().size(), terms.size()); i++) {
            MexTableDirective.RemovalTerm t = terms.get(i);
            int[] printed = p.terms().get(i);
            if (printed[0] != t.leftValue() || printed[1] != t.rightValue()) {
                wrong.add("Removing tokens " + t.first() + "–" + (t.first() + t.count() - 1) + " leaves "
                        + math(row(d, t.left()) + " + " + row(d, t.right())) + ", worth "
                        + math(t.leftValue() + " \\oplus " + t.rightValue() + " = " + t.value()) + ", not "
                        + math(printed[0] + " \\oplus " + printed[1]) + " (term " + (i + 1) + ").");
            }
        }
        if (p.mex() != g.value(p.n())) {
            wrong.add(math(nim(d, p.n()) + " = " + g.value(p.n())) + ", not " + p.mex() + ".");
        } else if (!wrong.isEmpty()) {
            wrong.add("The set of values reached, and so the mex " + p.mex() + ", is right all the same.");
        }
        return String.join(" ", wrong);
    }

    private static List<int[]> computedTerms(List<MexTableDirective.RemovalTerm> terms) {
        return terms.stream().map(t -> new int[] {t.leftValue(), t.rightValue()}).toList();
    }

    private static String derivation(String d, int n, List<int[]> terms, int mex) {
        List<String> parts = terms.stream().map(t -> t[0] + " \\oplus " + t[1]).toList();
        return nim(d, n) + " = \\operatorname{mex}\\{" + String.join(",\\ ", parts) + "\\} = " + mex;
    }

    private static List<Printed> parse(String text) {
        List<Printed> printed = new ArrayList<>();
        for (String line : text.split(";")) {
            if (line.isBlank()) {
                continue;
            }
            Matcher m = LINE.matcher(line);
            if (!m.matches()) {
                throw new IllegalArgumentException("'" + line.strip() + "' is not a derivation; write n: a⊕b, c⊕d = mex");
            }
            List<int[]> terms = new ArrayList<>();
            for (String term : m.group(2).split(",")) {
                Matcher t = TERM.matcher(term);
                if (!t.matches()) {
                    throw new IllegalArgumentException("'" + term.strip() + "' in '" + line.strip() + "' is not a term a⊕b");
                }
                terms.add(new int[] {Integer.parseInt(t.group(1)), Integer.parseInt(t.group(2))});
            }
            printed.add(new Printed(Integer.parseInt(m.group(1)), terms, Integer.parseInt(m.group(3))));
        }
        return printed;
    }
}
