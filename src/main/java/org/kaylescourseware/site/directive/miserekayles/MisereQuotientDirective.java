package org.kaylescourseware.site.directive.miserekayles;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.kaylescourseware.claim.CheckedClaim;
import org.kaylescourseware.claim.Erratum;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.misere.MisereSearch;
import org.kaylescourseware.misere.PositionEnumeration;
import org.kaylescourseware.misere.quotient.MisereQuotient;
import org.kaylescourseware.misere.quotient.Presentation;
import org.kaylescourseware.misere.quotient.PretendingPeriod;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.games.GameDefinition;
import org.kaylescourseware.site.render.RichText;
import org.kaylescourseware.site.source.SourceException;

/**
 * {@code misere-quotient game=kayles to=95 check-to=24}: the build's misère quotient of Kayles:
 * its order, presentation, P-portion, the pretending function Φ on heaps 0..to in rows of 12 with
 * its period (certified by the periodicity theorem's argument, or only observed), and the check of the quotient's outcomes against a misère search on every
 * position of total size ≤ check-to. A disagreement fails the build: the quotient would be wrong.
 * With {@code claimed-order=} (and {@code claim-source=}) the order a source states is shown beside
 * the computed one in a check box, or an erratum box when they differ.
 */
public final class MisereQuotientDirective implements Directive {

    static final int COLUMNS = 12;
    private static final Parameter<Integer> TO = Parameter.integer("to", "the largest heap whose Φ the table shows", 0,
            Parameter.LARGEST);
    private static final Parameter<Integer> CHECK_TO = Parameter.integer("check-to", "the largest total size searched", 1,
            MisereKaylesStudy.MAX_SEARCH);
    private static final Parameter<Optional<Integer>> CLAIMED_ORDER = Parameter.integer("claimed-order",
            "the order a source states", 0, Parameter.LARGEST).optional();
    private static final Parameter<Optional<Integer>> CLAIMED_PERIOD = Parameter.integer("claimed-period",
            "the period of Φ a source states", 0, Parameter.LARGEST).optional();
    private static final Parameter<Optional<String>> CLAIM_SOURCE = Parameter.text("claim-source",
            "who states the claimed order or period").optional();

    record Quotient(String game, int order, List<RichText> generators, List<RichText> relations, RichText pPortion,
            int pPortionSize, int to, List<PhiRow> rows, List<Integer> columnHeads, int stableFrom, int heapBound,
            int period, int preperiod, boolean certified, int maxRemoval, int heapsNeeded, int checkTo,
            int checkedPositions, int checkedP, List<Claim> claims) {
    }

    record PhiRow(int start, List<PhiCell> cells) {
    }

    /** Φ(heap); {@code empty} pads the last row. */
    record PhiCell(int heap, RichText element, boolean inPeriod, boolean empty) {
    }

    /** What a source states beside what the solver computes; {@code erratum} is null when they agree. */
    record Claim(String source, String statement, String computed, boolean agrees,
            org.kaylescourseware.site.render.ErratumBox erratum) {
    }

    @Override
    public String kind() {
        return "misere-quotient";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(Parameter.GAME, TO, CHECK_TO, CLAIMED_ORDER, CLAIMED_PERIOD, CLAIM_SOURCE);
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        MisereQuotient q = MisereKaylesStudy.quotient(arguments, solver);
        int to = arguments.within(TO, 0, q.heapBound());
        int checkTo = arguments.get(CHECK_TO);
        PretendingPeriod period = MisereKaylesFacts.period(q);
        int[] checked = checkAgainstSearch(arguments, q, checkTo);
        List<RichText> generators = new ArrayList<>();
        for (int heap : generatorHeaps(q)) {
            generators.add(RichText.of("$`" + MisereKaylesStudy.tex(q, q.pretend(heap)) + " = \\Phi(" + heap + ")`$"));
        }
        Presentation presentation = q.presentation();
        List<RichText> relations = presentation.relations().stream().map(r -> RichText.of("$`" + MisereKaylesStudy.tex(
                presentation, r.word()) + " = " + MisereKaylesStudy.tex(presentation, r.normalForm()) + "`$")).toList();
        String p = String.join(", ", q.pPortion().stream().map(e -> MisereKaylesStudy.tex(q, e)).toList());
        List<Integer> heads = new ArrayList<>();
        for (int b = 0; b < COLUMNS; b++) {
            heads.add(b);
        }
        return new Quotient(arguments.get(Parameter.GAME).name(), q.order(), generators, relations,
                RichText.of("$`P_{\\mathcal{Q}} = \\{" + p + "\\}`$"), q.pPortion().size(), to, rows(q, to, period), heads,
                q.stableFrom(), q.heapBound(), period.period(), period.preperiod(), period.certified(),
                maxRemoval(arguments), period.heapsNeeded(maxRemoval(arguments)), checkTo, checked[0], checked[1],
                claims(arguments, q, period));
    }

    static int maxRemoval(DirectiveArguments arguments) {
        GameDefinition game = arguments.get(Parameter.GAME);
        return game.rule().removalBound().orElseThrow(() -> arguments.fail(Parameter.GAME, game.id()
                + " has no bound on the tokens a move removes, so its pretending function has no certified period"));
    }

    /** The first heap at which each generator appears as Φ(heap). */
    private static List<Integer> generatorHeaps(MisereQuotient q) {
        List<Integer> heaps = new ArrayList<>();
        List<String> names = q.presentation().generators();
        for (String g : names) {
            for (int h = 0; h <= q.heapBound(); h++) {
                if (q.elementName(q.pretend(h)).equals(g)) {
                    heaps.add(h);
                    break;
                }
            }
        }
        return heaps;
    }

    private static List<PhiRow> rows(MisereQuotient q, int to, PretendingPeriod period) {
        List<PhiRow> rows = new ArrayList<>();
        for (int start = 0; start <= to; start += COLUMNS) {
            List<PhiCell> cells = new ArrayList<>();
            for (int h = start; h < start + COLUMNS; h++) {
                cells.add(h > to ? new PhiCell(h, RichText.of(""), false, true)
                        : new PhiCell(h, RichText.of(MisereKaylesStudy.math(q, q.pretend(h))),
                                h >= period.preperiod(), false));
            }
            rows.add(new PhiRow(start, cells));
        }
        return rows;
    }

    /** {positions, P-positions} of total size ≤ checkTo on which quotient and search agree; else a build error. */
    private static int[] checkAgainstSearch(DirectiveArguments arguments, MisereQuotient q, int checkTo) {
        MisereSearch search = MisereKaylesStudy.search(arguments, checkTo);
        int positions = 0;
        int p = 0;
        for (Position position : PositionEnumeration.upToTotalSize(checkTo, checkTo)) {
            OutcomeClass searched = search.outcome(position);
            if (searched != q.outcome(position)) {
                throw new SourceException(arguments.location(CHECK_TO), "the misère quotient of Kayles says "
                        + q.outcome(position) + " for " + position + " but the search finds " + searched
                        + ": the quotient is wrong; report it");
            }
            positions++;
            p += searched == OutcomeClass.P ? 1 : 0;
        }
        return new int[] {positions, p};
    }

    private static List<Claim> claims(DirectiveArguments arguments, MisereQuotient q, PretendingPeriod period) {
        List<Claim> claims = new ArrayList<>();
        if (arguments.has(CLAIMED_ORDER)) {
            claims.add(claim(arguments, CLAIMED_ORDER, "the misère quotient of Kayles is a commutative monoid of order ",
                    q.order(), "The computed quotient has " + q.order() + " elements"));
        }
        if (arguments.has(CLAIMED_PERIOD)) {
            claims.add(claim(arguments, CLAIMED_PERIOD, "its pretending function has period ", period.period(),
                    "Φ(n + " + period.period() + ") = Φ(n) for every n ≥ " + period.preperiod()
                    + (period.certified() ? " (certified from the rows of at most " + period.checkedTo() + " pins)"
                            : " up to rows of " + period.checkedTo() + " pins (an observation, not a proof)")));
        }
        return claims;
    }

    private static Claim claim(DirectiveArguments arguments, Parameter<Optional<Integer>> parameter, String statement,
            int computed, String finding) {
        int claimed = arguments.get(parameter).orElseThrow();
        String source = arguments.get(CLAIM_SOURCE).orElseThrow(() -> arguments.fail(CLAIM_SOURCE,
                "missing: say who states the claimed " + (parameter == CLAIMED_ORDER ? "order" : "period")));
        boolean agrees = claimed == computed;
        String check = "the computed quotient";
        var erratum = agrees ? null : org.kaylescourseware.site.render.ErratumBox.of(new Erratum(statement.trim(), source,
                Erratum.Kind.FALSE_CLAIM, statement + claimed + ".", finding + ".", List.of(CheckedClaim.computed(
                statement.trim(), statement + claimed, check, finding, false))), source, UnaryOperator.identity(), check);
        return new Claim(source, statement + claimed, finding, agrees, erratum);
    }
}
