package org.kaylescourseware.site.directive;

import java.util.List;

/** A fact given by its name, its arguments besides {@code expect}, and how to compute it. */
public record ComputedFact(String name, List<Parameter<?>> parameters, Computation computation) implements Fact {

    /** How a fact's value is computed from its arguments and the build's solver. */
    @FunctionalInterface
    public interface Computation {
        String compute(DirectiveArguments arguments, SolverSession solver);
    }

    public ComputedFact {
        parameters = List.copyOf(parameters);
    }

    /** A fact about one game: its only argument is {@link Parameter#GAME}. */
    public static ComputedFact aboutGame(String name, Computation computation) {
        return new ComputedFact(name, List.of(Parameter.GAME), computation);
    }

    @Override
    public String compute(DirectiveArguments arguments, SolverSession solver) {
        return computation.compute(arguments, solver);
    }
}
