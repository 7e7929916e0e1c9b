package org.kaylescourseware.site.directive.miserekayles;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.misere.MisereSearch;
import org.kaylescourseware.misere.PositionEnumeration;
import org.kaylescourseware.misere.quotient.MisereQuotient;
import org.kaylescourseware.misere.quotient.MisereQuotientSolver;
import org.kaylescourseware.misere.quotient.OctalQuotientSurvey;
import org.kaylescourseware.misere.quotient.PretendingPeriod;
import org.kaylescourseware.rules.Nim;
import org.kaylescourseware.site.directive.ComputedFact;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Fact;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;

/**
 * The facts of the misère Kayles lesson: the quotient's order, P-portion and pretending function,
 * misère outcomes by search, and the single rows that are misère P-positions.
 */
public final class MisereKaylesFacts {

    private static final Parameter<Integer> HEAP = Parameter.integer("n", "a heap size covered by the quotient", 0,
            Parameter.LARGEST);

    private static final Parameter<Integer> PARTIAL_HEAP = Parameter.integer("n", "a heap size whose partial quotient the build"
            + " computes", 1, SolverSession.PARTIAL_QUOTIENT_HEAPS);

    /** The largest n whose set of Nim heaps of at most n tokens a fact checks against the tame quotients T_k. */
    static final int MAX_NIM_HEAPS = 31;
    private static final Parameter<Integer> NIM_HEAPS = Parameter.integer("to", "the largest Nim heap of the sets checked", 0,
            MAX_NIM_HEAPS);

    private MisereKaylesFacts() {
    }


    private static Fact ofQuotient(String name, java.util.function.Function<MisereQuotient, Object> value) {
        return new ComputedFact(name, List.of(Parameter.GAME),
                (a, s) -> String.valueOf(value.apply(MisereKaylesStudy.quotient(a, s))));
    }

    public static List<Fact> all() {
        return List.of(
                // the number of elements of the misère quotient
                ofQuotient("misere-quotient-order", MisereQuotient::order),
                // the last heap at which the quotient grew
                ofQuotient("misere-quotient-stable-from", MisereQuotient::stableFrom),
                // the heaps the quotient covers (its computation bound)
                ofQuotient("misere-quotient-heaps", MisereQuotient::heapBound),
                // the number of elements of the P-portion
                ofQuotient("misere-p-portion-size", q -> q.pPortion().size()),
                // the number of generators of the presentation
                ofQuotient("misere-generators", q -> q.presentation().generators().size()),
                // the observed period of the pretending function, its preperiod
                ofQuotient("pretending-period", q -> period(q).period()),
                ofQuotient("pretending-preperiod", q -> period(q).preperiod()),
                // why they are the least: the last exception n0 − 1, where Φ(n0 − 1 + p) ≠ Φ(n0 − 1), and a bound below
                // which every d < p fails from the preperiod; each a build error when the values do not show it
                new ComputedFact("pretending-last-exception", List.of(Parameter.GAME),
                        (a, s) -> String.valueOf(lastException(MisereKaylesStudy.quotient(a, s), a))),
                new ComputedFact("pretending-smaller-periods-fail-below", List.of(Parameter.GAME),
                        (a, s) -> String.valueOf(smallerPeriodsFailBelow(MisereKaylesStudy.quotient(a, s), a))),
                // the heaps the periodicity argument needs, 2·n0 + 2p + t − 1; a build error when the
                // period is only observed
                new ComputedFact("pretending-certified-to", List.of(Parameter.GAME),
                        (a, s) -> String.valueOf(certifiedTo(MisereKaylesStudy.quotient(a, s), a))),
                // Φ(n) as the normal form of an element, e.g. ab²
                new ComputedFact("pretends", List.of(Parameter.GAME, HEAP),
                        (a, s) -> pretends(MisereKaylesStudy.quotient(a, s), a)),
                // Φ(h1)·…·Φ(hk) as a normal form
                new ComputedFact("misere-element", List.of(Parameter.GAME, MisereKaylesStudy.POSITION),
                        (a, s) -> element(MisereKaylesStudy.quotient(a, s), a.get(MisereKaylesStudy.POSITION))),
                // |Q_n| and the size of its P-portion: the partial quotient of the positions with heaps of at most n
                new ComputedFact("partial-quotient-order", List.of(Parameter.GAME, PARTIAL_HEAP),
                        (a, s) -> String.valueOf(MisereKaylesStudy.partialQuotients(a, s).at(a.get(PARTIAL_HEAP)).order())),
                new ComputedFact("partial-quotient-p-portion", List.of(Parameter.GAME, PARTIAL_HEAP),
                        (a, s) -> String.valueOf(MisereKaylesStudy.partialQuotients(a, s).at(a.get(PARTIAL_HEAP)).pPortion())),
                // the largest n whose partial quotient Q_n the build computes
                new ComputedFact("partial-quotient-heaps", List.of(Parameter.GAME),
                        (a, s) -> String.valueOf(MisereKaylesStudy.partialQuotients(a, s).maxHeap())),
                // the octal games with two code digits: how many, how many settled, how many of those tame, and the bounds
                new ComputedFact("octal-survey-games", List.of(), (a, s) -> String.valueOf(s.octalQuotientSurvey().games().size())),
                new ComputedFact("octal-survey-settled", List.of(), (a, s) -> String.valueOf(s.octalQuotientSurvey().games().stream()
                        .filter(g -> g.status() == OctalQuotientSurvey.Status.SETTLED).count())),
                new ComputedFact("octal-survey-tame", List.of(), (a, s) -> String.valueOf(s.octalQuotientSurvey().games().stream()
                        .filter(OctalQuotientSurvey.Game::tame).count())),
                new ComputedFact("octal-survey-heaps", List.of(), (a, s) -> String.valueOf(s.octalQuotientSurvey().heapLimit())),
                new ComputedFact("octal-survey-order", List.of(), (a, s) -> String.valueOf(s.octalQuotientSurvey().maxOrder())),
                // the Sibert–Conway forms at every signature: the rows whose steps reach them all, and how many fail the claim
                new ComputedFact("sibert-conway-rows", List.of(), (a, s) -> String.valueOf(SibertConwayCheckDirective.proof(s).rowsFollowed())),
                new ComputedFact("sibert-conway-failures", List.of(), (a, s) -> String.valueOf(SibertConwayCheckDirective.proof(s).failing())),
                new ComputedFact("sibert-conway-lengths", List.of(), (a, s) -> SibertConwayCheckDirective.proof(s).namedLengths().stream()
                        .map(String::valueOf).collect(Collectors.joining(", "))),
                new ComputedFact("sibert-conway-signatures", List.of(), (a, s) -> String.valueOf(SibertConwayCheckDirective.proof(s).signatures())),
                // how many sets of Nim heaps of at most n tokens, n = 0..to, have the quotient T_k of the theorem of Plambeck
                // and Siegel on the tame quotients, k the number of binary digits of n; a build error at the first that has not
                new ComputedFact("nim-quotients-tame", List.of(NIM_HEAPS), (a, s) -> String.valueOf(nimQuotientsTame(a))),
                // the misère outcome of a position, by search with no theory
                new ComputedFact("misere-outcome", List.of(Parameter.GAME, MisereKaylesStudy.POSITION),
                        (a, s) -> misereOutcome(a).name()),
                // the single rows 1..to that are misère P-positions, by search
                new ComputedFact("misere-p-rows", List.of(Parameter.GAME, MisereKaylesStudy.TO),
                        (a, s) -> String.join(", ", misereRows(a).stream().map(String::valueOf).toList())),
                // the row length n of the first pair of equal rows n + n that is not equivalent to 0: Φ(n)² is
                // not the identity, and a search finds a position that tells n + n from 0
                new ComputedFact("misere-first-non-cancelling-pair", List.of(Parameter.GAME),
                        (a, s) -> String.valueOf(firstNonCancellingPair(MisereKaylesStudy.quotient(a, s), a).heaps().get(0))),
                // the smallest position X whose misère outcome changes when the position is added to it, in words
                // when it is the empty position (the only one the lessons name this way)
                new ComputedFact("misere-distinguisher", List.of(Parameter.GAME, MisereKaylesStudy.POSITION),
                        (a, s) -> inWords(distinguisher(a, a.get(MisereKaylesStudy.POSITION)))));
    }

    /** The empty position as "the empty position", others as the search writes them. */
    /**
     * For n = 0..to, the misère quotient of the Nim positions with heaps of at most n tokens, computed by the quotient engine,
     * against T_k with k the number of binary digits of n: tame (the shape of T_k) and of order 1, 2 or 2^k + 2, which fixes
     * T_k up to isomorphism. The number of sets checked.
     */
    private static int nimQuotientsTame(DirectiveArguments arguments) {
        int to = arguments.get(NIM_HEAPS);
        for (int n = 0; n <= to; n++) {
            MisereQuotient q = MisereQuotientSolver.misereQuotient(Nim.INSTANCE, n);
            int k = Integer.SIZE - Integer.numberOfLeadingZeros(n);
            int order = k <= 1 ? k + 1 : (1 << k) + 2;
            if (!q.isTame() || q.order() != order) {
                throw arguments.fail(NIM_HEAPS, "the misère quotient of Nim with heaps of at most " + n + " tokens has " + q.order()
                        + " elements and is " + (q.isTame() ? "tame" : "wild") + ", not T_" + k + " with " + order + ": report it");
            }
        }
        return to + 1;
    }

    private static String inWords(Position position) {
        return position.isEmpty() ? "the empty position" : position.toString();
    }

    /** The largest total size searched for a position that tells two positions apart. */
    static final int DISTINGUISHER_SEARCH = 12;

    /**
     * The first n with n + n not equivalent to 0. In normal play every G + G is a P-position and so
     * cancels; in misère play n + n cancels exactly when Φ(n)² is the identity of the quotient.
     */
    private static Position firstNonCancellingPair(MisereQuotient quotient, DirectiveArguments arguments) {
        for (int n = 1; n <= quotient.heapBound(); n++) {
            Position pair = Position.of(n, n);
            if (quotient.element(pair) != quotient.element(Position.of())) {
                distinguisher(arguments, pair);
                return pair;
            }
        }
        throw arguments.fail(Parameter.GAME, "every pair n + n with n ≤ " + quotient.heapBound() + " cancels");
    }

    /**
     * The smallest position X (by total size, then as written) with o⁻(G + X) ≠ o⁻(X), found by a
     * misère search with no theory: a proof that G is not equivalent to 0. A build error when none
     * is found up to {@link #DISTINGUISHER_SEARCH} tokens.
     */
    static Position distinguisher(DirectiveArguments arguments, Position g) {
        int room = Math.min(DISTINGUISHER_SEARCH, MisereKaylesStudy.MAX_SEARCH - g.totalSize());
        MisereSearch search = MisereKaylesStudy.search(arguments, g.totalSize() + room);
        List<Position> candidates = new ArrayList<>(PositionEnumeration.upToTotalSize(room, room));
        candidates.sort(java.util.Comparator.comparingInt(Position::totalSize).thenComparing(Position::toString));
        for (Position x : candidates) {
            List<Integer> sum = new ArrayList<>(g.heaps());
            sum.addAll(x.heaps());
            if (search.outcome(new Position(sum)) != search.outcome(x)) {
                return x;
            }
        }
        throw arguments.fail(MisereKaylesStudy.POSITION, "no position of at most " + room + " tokens tells " + g
                + " from 0 in misère play: it may be equivalent to 0");
    }

    static PretendingPeriod period(MisereQuotient quotient) {
        return quotient.period().orElseThrow(() -> new IllegalStateException(
                "the pretending function of " + quotient.ruleCode() + " shows no period up to heap " + quotient.heapBound()));
    }

    private static int lastException(MisereQuotient quotient, DirectiveArguments arguments) {
        PretendingPeriod period = period(quotient);
        if (period.preperiod() == 0 || !period.preperiodIsLeast(quotient.pretendingFunction())) {
            throw arguments.fail(Parameter.GAME, "Φ has no exception before its period " + period.period() + " from row "
                    + period.preperiod() + ": the preperiod is not shown least");
        }
        return period.preperiod() - 1;
    }

    private static int smallerPeriodsFailBelow(MisereQuotient quotient, DirectiveArguments arguments) {
        PretendingPeriod period = period(quotient);
        return period.smallerPeriodsFailBelow(quotient.pretendingFunction()).orElseThrow(() -> arguments.fail(Parameter.GAME,
                "some d below the period " + period.period() + " of Φ finds no row n from " + period.preperiod()
                + " with Φ(n + d) ≠ Φ(n) up to row " + period.checkedTo() + "; the period is not shown least"));
    }

    private static int certifiedTo(MisereQuotient quotient, DirectiveArguments arguments) {
        PretendingPeriod period = period(quotient);
        if (!period.certified()) {
            throw arguments.fail(Parameter.GAME, "the period " + period.period() + " of Φ is only observed up to"
                    + " heap " + period.checkedTo() + ", not certified: the lesson may not claim it for every heap");
        }
        return period.heapsNeeded(MisereQuotientDirective.maxRemoval(arguments));
    }

    private static String pretends(MisereQuotient quotient, DirectiveArguments arguments) {
        return MisereKaylesStudy.tex(quotient, quotient.pretend(arguments.within(HEAP, 0, quotient.heapBound())));
    }

    private static String element(MisereQuotient quotient, Position position) {
        return MisereKaylesStudy.tex(quotient, quotient.element(position));
    }

    private static OutcomeClass misereOutcome(DirectiveArguments arguments) {
        Position position = arguments.get(MisereKaylesStudy.POSITION);
        return MisereKaylesStudy.search(arguments, position.totalSize()).outcome(position);
    }

    /** The rows n = 1..to that are misère P-positions on their own, by search. */
    static List<Integer> misereRows(DirectiveArguments arguments) {
        int to = arguments.get(MisereKaylesStudy.TO);
        MisereSearch search = MisereKaylesStudy.search(arguments, to);
        List<Integer> rows = new ArrayList<>();
        for (int n = 1; n <= to; n++) {
            if (search.outcome(Position.of(n)) == OutcomeClass.P) {
                rows.add(n);
            }
        }
        return rows;
    }
}
