package org.kaylescourseware.site.directive;

import java.util.List;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.impartial.Periodicity;
import org.kaylescourseware.impartial.SumAnalysis;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.rules.OctalGame;
import org.kaylescourseware.site.games.GameDefinition;

/** The facts about a game's single-heap values that prose may state. */
final class GameFacts {

    private static final Parameter GAME = new Parameter("game", "a game id from content/games");

    private GameFacts() {
    }

    private static Periodicity periodicity(DirectiveArguments arguments, SolverSession solver) {
        GameDefinition game = arguments.game();
        return solver.sequence(game).periodicity().orElseThrow(() -> arguments.fail("game", game.id()
                + " has no period certified from g(0.." + game.computeTo() + "); raise compute-to in " + game.source()));
    }

    /** The period of the single-heap values, certified by the octal periodicity theorem. */
    static final class Period implements Fact {
        public String name() {
            return "period";
        }

        public List<Parameter> parameters() {
            return List.of(GAME);
        }

        public String compute(DirectiveArguments arguments, SolverSession solver) {
            return Integer.toString(periodicity(arguments, solver).period());
        }
    }

    /** The first heap size from which the values are periodic. */
    static final class Preperiod implements Fact {
        public String name() {
            return "preperiod";
        }

        public List<Parameter> parameters() {
            return List.of(GAME);
        }

        public String compute(DirectiveArguments arguments, SolverSession solver) {
            return Integer.toString(periodicity(arguments, solver).preperiod());
        }
    }

    /** The last heap size whose value breaks the period. */
    static final class LastException implements Fact {
        public String name() {
            return "last-exception";
        }

        public List<Parameter> parameters() {
            return List.of(GAME);
        }

        public String compute(DirectiveArguments arguments, SolverSession solver) {
            return Integer.toString(periodicity(arguments, solver).lastException());
        }
    }

    /** How far the values had to be compared to prove the period (the theorem's bound). */
    static final class CertifiedTo implements Fact {
        public String name() {
            return "certified-to";
        }

        public List<Parameter> parameters() {
            return List.of(GAME);
        }

        public String compute(DirectiveArguments arguments, SolverSession solver) {
            return Integer.toString(periodicity(arguments, solver).certifiedTo());
        }
    }

    /** g(n), the value of one heap of size n. */
    static final class GrundyValue implements Fact {
        public String name() {
            return "value";
        }

        public List<Parameter> parameters() {
            return List.of(GAME, new Parameter("n", "a heap size"));
        }

        public String compute(DirectiveArguments arguments, SolverSession solver) {
            GameDefinition game = arguments.game();
            int n = arguments.integer("n", 0, DirectiveArguments.LARGEST);
            return Integer.toString(solver.sequence(game, n, arguments, "n").value(n));
        }
    }

    /** The nim-sum of a position's heap values. */
    static final class NimSum implements Fact {
        public String name() {
            return "nim-sum";
        }

        public List<Parameter> parameters() {
            return List.of(GAME, new Parameter("position", "heap sizes such as 7+5+2"));
        }

        public String compute(DirectiveArguments arguments, SolverSession solver) {
            return Integer.toString(analyse(arguments, solver).nimSum());
        }
    }

    /** The normal-play outcome class of a position, P or N. */
    static final class Outcome implements Fact {
        public String name() {
            return "outcome";
        }

        public List<Parameter> parameters() {
            return List.of(GAME, new Parameter("position", "heap sizes such as 7+5+2"));
        }

        public String compute(DirectiveArguments arguments, SolverSession solver) {
            return analyse(arguments, solver).outcome().name();
        }
    }

    /** t, the most tokens one move removes, as in the octal periodicity theorem. */
    static final class MaxRemoval implements Fact {
        public String name() {
            return "max-removal";
        }

        public List<Parameter> parameters() {
            return List.of(GAME);
        }

        public String compute(DirectiveArguments arguments, SolverSession solver) {
            GameDefinition game = arguments.game();
            if (!(game.rule() instanceof OctalGame octal)) {
                throw arguments.fail("game", game.id() + " is not an octal game: a move may take any number of tokens");
            }
            return Integer.toString(octal.maxRemoval());
        }
    }

    /** The rule's code, e.g. 0.77: lessons state it from the rule file, not from memory. */
    static final class RuleCode implements Fact {
        public String name() {
            return "rule";
        }

        public List<Parameter> parameters() {
            return List.of(GAME);
        }

        public String compute(DirectiveArguments arguments, SolverSession solver) {
            return arguments.game().rule().code();
        }
    }

    private static SumAnalysis analyse(DirectiveArguments arguments, SolverSession solver) {
        GameDefinition game = arguments.game();
        Position position = arguments.position("position");
        int largest = position.heaps().isEmpty() ? 0 : position.heaps().get(0);
        GrundySequence sequence = solver.sequence(game, largest, arguments, "position");
        return SumAnalysis.of(sequence, position);
    }
}
