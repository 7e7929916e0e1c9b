package org.kaylescourseware.site.directive.impartial;

import java.util.List;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.impartial.GameGraph;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.impartial.Periodicity;
import org.kaylescourseware.impartial.SumAnalysis;
import org.kaylescourseware.site.directive.ComputedFact;
import org.kaylescourseware.site.directive.DirectiveArguments;
import org.kaylescourseware.site.directive.Fact;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.games.GameDefinition;

/**
 * The facts about a game that prose may state. Each is a name, its arguments and one computation;
 * a new fact is one more entry in {@link #all()}.
 */
public final class GameFacts {

    private static final Parameter<Integer> HEAP = Parameter.integer("n", "a heap size", 0, Parameter.LARGEST);
    private static final Parameter<Position> POSITION = Parameter.position("position", "heap sizes such as 7+5+2");
    /** The largest position whose game graph a page builds: a few thousand vertices. */
    static final int GRAPH_TOKENS = 24;
    private static final Parameter<Position> GRAPH_POSITION = Parameter.position("position",
            "heap sizes such as 6+4, at most " + GRAPH_TOKENS + " tokens", 0, GRAPH_TOKENS);

    private static final Parameter<Integer> LENGTH_SUM_TO = Parameter.integer("to", "the most tokens of a position judged", 1,
            LengthSumJudgement.MAX_TO);

    private GameFacts() {
    }

    private static Fact about(String name, ComputedFact.Computation computation) {
        return ComputedFact.aboutGame(name, computation);
    }

    public static List<Fact> all() {
        return List.of(
                // the period certified by the octal periodicity theorem (Guy and Smith 1956)
                about("period", (a, s) -> number(periodicity(a, s).period())),
                // the first heap size from which the values are periodic
                about("preperiod", (a, s) -> number(periodicity(a, s).preperiod())),
                // the last heap size whose value breaks the period
                about("last-exception", (a, s) -> number(periodicity(a, s).lastException())),
                // that the period is the least: every d below it fails at some n with preperiod <= n < this number
                about("smaller-periods-fail-below", GameFacts::smallerPeriodsFailBelow),
                // how far values were compared to prove the period: 2·preperiod + period + t
                about("certified-to", (a, s) -> number(periodicity(a, s).certifiedTo())),
                // t, the most tokens one move removes
                about("max-removal", GameFacts::maxRemoval),
                // the rule's code as the rule file gives it, e.g. 0.77
                about("rule", (a, s) -> a.get(Parameter.GAME).rule().code()),
                // g(n), the value of one heap
                new ComputedFact("value", List.of(Parameter.GAME, HEAP), GameFacts::value),
                // the nim-sum of a position's heap values
                new ComputedFact("nim-sum", List.of(Parameter.GAME, POSITION), (a, s) -> number(analyse(a, s).nimSum())),
                // the normal-play outcome class, P or N
                new ComputedFact("outcome", List.of(Parameter.GAME, POSITION), (a, s) -> analyse(a, s).outcome().name()),
                // the game graph of a position: its vertices (positions reachable, itself included) and edges (moves)
                new ComputedFact("graph-positions", List.of(Parameter.GAME, GRAPH_POSITION), (a, s) -> number(graph(a).vertices())),
                new ComputedFact("graph-moves", List.of(Parameter.GAME, GRAPH_POSITION), (a, s) -> number(graph(a).edges())),
                // the number of vertices on which the mex rule on the graph gives the nim-sum of the rows' values
                // (the Sprague–Grundy theorem, checked); a build error where it does not
                new ComputedFact("graph-sprague-grundy-check", List.of(Parameter.GAME, GRAPH_POSITION),
                        (a, s) -> number(spragueGrundyCheck(a))),
                // the positions of 1 to `to` tokens, and how many of them the nim-sum of the rows' lengths misjudges
                new ComputedFact("length-sum-positions", List.of(Parameter.GAME, LENGTH_SUM_TO),
                        (a, s) -> number(lengthSums(a).positions().size())),
                new ComputedFact("length-sum-misjudged", List.of(Parameter.GAME, LENGTH_SUM_TO),
                        (a, s) -> number(lengthSums(a).misjudged().size())));
    }

    private static LengthSumJudgement lengthSums(DirectiveArguments arguments) {
        int to = arguments.get(LENGTH_SUM_TO);
        return LengthSumJudgement.of(arguments.sequence(arguments.get(Parameter.GAME), to, LENGTH_SUM_TO), to);
    }

    private static GameGraph graph(DirectiveArguments arguments) {
        return GameGraph.of(arguments.get(Parameter.GAME).rule(), arguments.get(GRAPH_POSITION));
    }

    /** Every vertex of the position's game graph: its value on the graph against the nim-sum of its rows' values. */
    private static int spragueGrundyCheck(DirectiveArguments arguments) {
        GameGraph graph = graph(arguments);
        Position start = graph.start();
        GrundySequence sequence = arguments.sequence(arguments.get(Parameter.GAME),
                start.heaps().isEmpty() ? 0 : start.heaps().get(0), GRAPH_POSITION);
        for (Position vertex : graph.positions()) {
            int nimSum = SumAnalysis.of(sequence, vertex).nimSum();
            if (graph.value(vertex) != nimSum) {
                throw arguments.fail(GRAPH_POSITION, "on the game graph of " + start + ", " + vertex + " has value "
                        + graph.value(vertex) + " by the mex rule but nim-sum " + nimSum + ": report it");
            }
        }
        return graph.vertices();
    }

    private static String number(int value) {
        return Integer.toString(value);
    }

    private static String smallerPeriodsFailBelow(DirectiveArguments arguments, SolverSession solver) {
        GameDefinition game = arguments.get(Parameter.GAME);
        periodicity(arguments, solver);
        return number(solver.sequence(game).smallerPeriodsFailBelow().orElseThrow(() -> arguments.fail(Parameter.GAME,
                game.id() + ": some d below the period " + periodicity(arguments, solver).period() + " finds no n from the"
                + " preperiod with g(n + d) != g(n) in g(0.." + game.computeTo() + "); the period is not shown least")));
    }

    private static Periodicity periodicity(DirectiveArguments arguments, SolverSession solver) {
        GameDefinition game = arguments.get(Parameter.GAME);
        return solver.sequence(game).periodicity().orElseThrow(() -> arguments.fail(Parameter.GAME, game.id()
                + " has no period certified from g(0.." + game.computeTo() + "); raise compute-to in " + game.computeToAt()));
    }

    private static String maxRemoval(DirectiveArguments arguments, SolverSession solver) {
        GameDefinition game = arguments.get(Parameter.GAME);
        return number(game.rule().removalBound().orElseThrow(() -> arguments.fail(Parameter.GAME, game.id()
                + " has no bound on the tokens a move removes: a move may take any number of tokens")));
    }

    private static String value(DirectiveArguments arguments, SolverSession solver) {
        GameDefinition game = arguments.get(Parameter.GAME);
        int n = arguments.get(HEAP);
        return number(arguments.sequence(game, n, HEAP).value(n));
    }

    private static SumAnalysis analyse(DirectiveArguments arguments, SolverSession solver) {
        GameDefinition game = arguments.get(Parameter.GAME);
        Position position = arguments.get(POSITION);
        int largest = position.heaps().isEmpty() ? 0 : position.heaps().get(0);
        GrundySequence sequence = arguments.sequence(game, largest, POSITION);
        return SumAnalysis.of(sequence, position);
    }
}
