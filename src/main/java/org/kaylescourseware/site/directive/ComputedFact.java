package org.kaylescourseware.site.directive;

import java.util.List;

/** A fact given by its name, its arguments besides {@code expect}, and how to compute it. */
record ComputedFact(String name, List<Parameter> parameters, Computation computation) implements Fact {

    /** How a fact's value is computed from its arguments and the build's solver. */
    @FunctionalInterface
    interface Computation {
        String compute(DirectiveArguments arguments, SolverSession solver);
    }

    @Override
    public String compute(DirectiveArguments arguments, SolverSession solver) {
        return computation.compute(arguments, solver);
    }
}
