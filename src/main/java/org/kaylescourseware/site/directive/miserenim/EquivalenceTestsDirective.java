package org.kaylescourseware.site.directive.miserenim;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.kaylescourseware.game.FormsBornBy;
import org.kaylescourseware.game.GameTree;
import org.kaylescourseware.game.GameTreeCache;
import org.kaylescourseware.game.Partitions;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.misere.DistinguishingSearch.Distinguisher;
import org.kaylescourseware.misere.DistinguishingSearch;
import org.kaylescourseware.misere.MisereTreeOutcomes;
import org.kaylescourseware.misere.nim.NimEquivalenceVerification;
import org.kaylescourseware.site.directive.Directive;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;

/**
 * {@code equivalence-tests pairs="1+1 vs 0; 2 vs 3"}: pairs of Nim positions put through the
 * recursive tests, Theorem 1 for impartial equivalence ≡ and Theorem 3 for partizan equality =,
 * each verdict with the condition that decides it; when a test says "not equivalent", a game X
 * found by brute force shows it: G + X and H + X have different misère outcomes.
 */
public final class EquivalenceTestsDirective implements Directive {

    /** The most pairs one table shows. */
    static final int MAX_PAIRS = 8;

    record EquivalenceTests(List<Row> rows) {
    }

    /** One pair, with each test's verdict, its reason, and a distinguishing game X when it fails. */
    record Row(String g, String h, boolean impartial, String impartialReason, String impartialWitness,
            boolean partizan, String partizanReason, String partizanWitness) {
    }

    private static final Parameter<List<Position[]>> PAIRS = Parameter.of("pairs",
            "pairs of Nim positions, quoted, such as \"1+1 vs 0; 2 vs 3\"", "at most " + MAX_PAIRS
                    + " pairs, each position at most " + MisereNimFacts.MAX_BOUND + " tokens",
            (text, solver) -> pairs(text));

    @Override
    public String kind() {
        return "equivalence-tests";
    }

    @Override
    public List<Parameter<?>> parameters() {
        return List.of(PAIRS);
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        List<Position[]> pairs = arguments.get(PAIRS);
        int bound = 0;
        for (Position[] pair : pairs) {
            bound = Math.max(bound, Math.max(pair[0].totalSize(), pair[1].totalSize()));
        }
        NimEquivalenceVerification verification = solver.nimVerification(bound);
        GameTreeCache cache = new GameTreeCache();
        MisereTreeOutcomes outcomes = new MisereTreeOutcomes();
        Map<GameTree, String> nimProbes = new LinkedHashMap<>();
        for (Position x : Partitions.upToTotalSize(bound)) {
            nimProbes.putIfAbsent(cache.nimPosition(x), x.toString());
        }
        Map<GameTree, String> partizanProbes = new LinkedHashMap<>();
        for (GameTree x : FormsBornBy.partizan(FormsBornBy.MAX_PARTIZAN_DAY, cache)) {
            partizanProbes.put(x, x.toString());
        }
        List<Row> rows = new ArrayList<>();
        for (Position[] pair : pairs) {
            GameTree g = cache.nimPosition(pair[0]);
            GameTree h = cache.nimPosition(pair[1]);
            boolean impartial = verification.impartiallyEquivalent(pair[0], pair[1]);
            boolean partizan = verification.partizanEqual(pair[0], pair[1]);
            String impartialWitness = impartial ? "" : witness(g, h, nimProbes, outcomes, arguments, pair);
            String partizanWitness = partizan ? "" : witness(g, h, partizanProbes, outcomes, arguments, pair);
            rows.add(new Row(pair[0].toString(), pair[1].toString(), impartial,
                    verification.explainImpartial(pair[0], pair[1]), impartialWitness, partizan,
                    verification.explainPartizan(pair[0], pair[1]), partizanWitness));
        }
        return new EquivalenceTests(rows);
    }

    /** A probe X separating G and H by outcome; the build fails if the recursive test's "no" has none. */
    private static String witness(GameTree g, GameTree h, Map<GameTree, String> probes, MisereTreeOutcomes outcomes,
            DirectiveArguments arguments, Position[] pair) {
        Optional<Distinguisher> found = DistinguishingSearch.firstOutcomeDifference(g, h, probes.keySet(), outcomes);
        Distinguisher d = found.orElseThrow(() -> arguments.fail(PAIRS, "no game among the " + probes.size()
                + " probes tells " + pair[0] + " from " + pair[1] + ", though a recursive test says they differ"));
        return "X = " + lessonNotation(probes.get(d.probe())) + ": o⁻(G + X) = " + d.withG() + "⁻, o⁻(H + X) = " + d.withH() + "⁻";
    }

    /**
     * A game as Definition 3.4 writes it, a dot for an empty list of options: {·|0}, not {|0} (the sixth referee). The
     * probes' names write an empty side as nothing.
     */
    static String lessonNotation(String game) {
        return game.replace("{|", "{·|").replace("|}", "|·}");
    }

    private static List<Position[]> pairs(String text) {
        List<Position[]> pairs = new ArrayList<>();
        for (String pair : text.split(";")) {
            String[] sides = pair.trim().split("\\s+vs\\s+");
            if (sides.length != 2) {
                throw new IllegalArgumentException("'" + pair.trim() + "' is not a pair: write two positions joined by"
                        + " ' vs ', such as '1+1 vs 0'");
            }
            pairs.add(new Position[] {compared(sides[0]), compared(sides[1])});
        }
        if (pairs.size() > MAX_PAIRS) {
            throw new IllegalArgumentException(pairs.size() + " pairs given; a table shows at most " + MAX_PAIRS);
        }
        return pairs;
    }

    private static Position compared(String text) {
        Position p = Position.parse(text);
        if (p.totalSize() > MisereNimFacts.MAX_BOUND) {
            throw new IllegalArgumentException(p + " has " + p.totalSize() + " tokens; at most " + MisereNimFacts.MAX_BOUND
                    + " are compared");
        }
        return p;
    }
}
