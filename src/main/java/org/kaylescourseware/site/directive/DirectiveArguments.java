package org.kaylescourseware.site.directive;

import java.util.List;
import java.util.function.Supplier;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.site.games.GameDefinition;
import org.kaylescourseware.site.source.SourceException;
import org.kaylescourseware.site.source.SourceLocation;

/**
 * The arguments of one directive call, checked against the parameters its kind declares. Every
 * read fails with the file and line of the argument, the bad value and what would be valid.
 */
public final class DirectiveArguments {

    private final DirectiveCall call;
    private final String what;
    private final List<Parameter<?>> accepted;
    private final SolverSession solver;
    private final Supplier<String> pageBefore;

    /**
     * @param what how messages name the directive, e.g. {@code grundy-table} or {@code fact period}
     * @throws SourceException when the call has an argument not among {@code accepted}
     */
    DirectiveArguments(DirectiveCall call, String what, List<Parameter<?>> accepted, SolverSession solver) {
        this(call, what, accepted, solver, () -> "");
    }

    /**
     * @param pageBefore the HTML its page shows before it, as far as it is rendered (see {@link #pageBefore()})
     * @throws SourceException when the call has an argument not among {@code accepted}
     */
    DirectiveArguments(DirectiveCall call, String what, List<Parameter<?>> accepted, SolverSession solver,
            Supplier<String> pageBefore) {
        this.pageBefore = pageBefore;
        this.call = call;
        this.what = what;
        this.accepted = List.copyOf(accepted);
        this.solver = solver;
        for (var entry : call.arguments().entrySet()) {
            if (accepted.stream().noneMatch(p -> p.name().equals(entry.getKey()))) {
                throw new SourceException(entry.getValue().location(), what + ": unknown argument '" + entry.getKey()
                        + "'; valid arguments: " + describe(accepted));
            }
        }
    }

    /**
     * The arguments of one part of this directive, written as {@code key=value} pairs in {@code text} (a step of a
     * list, say), read and checked as a directive's are: an error names the line of {@code within}, the argument
     * that holds the part, and {@code what}, e.g. {@code step-claims: steps: step 3}.
     */
    public DirectiveArguments part(Parameter<?> within, String what, String text, List<Parameter<?>> parts) {
        DirectiveCall part = DirectiveParser.parse("part " + text, location(within));
        if (!part.words().isEmpty()) {
            throw new SourceException(location(within), what + ": '" + part.words().get(0) + "' is not an argument; write"
                    + " key=value, valid arguments: " + describe(parts));
        }
        return new DirectiveArguments(part, what, parts, solver);
    }

    /**
     * The HTML the page shows before this directive, its formulas not yet typeset: the body rendered so far, in reading
     * order (within a numbered block, the block's own text so far); empty where the directive is rendered on its own.
     */
    public String pageBefore() {
        return pageBefore.get();
    }

    /** Where the directive is written. */
    public SourceLocation location() {
        return call.location();
    }

    /** The argument's value: read and checked, or its default when it is not given. */
    public <T> T get(Parameter<T> parameter) {
        if (!accepted.contains(parameter)) {
            throw new IllegalStateException(what + " reads " + parameter.name() + " without declaring it");
        }
        DirectiveCall.Argument argument = call.arguments().get(parameter.name());
        if (argument == null) {
            if (parameter.required()) {
                throw new SourceException(call.location(), what + ": missing argument '" + parameter.name() + "' ("
                        + parameter.details() + ")");
            }
            return parameter.fallback();
        }
        try {
            T value = parameter.read(argument.value(), solver);
            if (value instanceof GameDefinition game) {
                solver.used(call.location().file(), game);
            }
            return value;
        } catch (IllegalArgumentException e) {
            throw fail(parameter, e.getMessage());
        }
    }

    /**
     * A whole-number argument that must also lie in {@code min..max}, a range only the computation
     * knows (the values computed, another argument): the message is the one a declared range gives.
     */
    public int within(Parameter<Integer> parameter, int min, int max) {
        int value = get(parameter);
        if (value < min || value > max) {
            throw fail(parameter, "expected a whole number from " + min + " to " + max + ", got '" + value + "'");
        }
        return value;
    }

    /** Whether the argument is written (an optional one may not be). */
    public boolean has(Parameter<?> parameter) {
        return call.arguments().containsKey(parameter.name());
    }

    /** The text of the argument as written, for messages; empty when it is not given. */
    public String written(Parameter<?> parameter) {
        DirectiveCall.Argument argument = call.arguments().get(parameter.name());
        return argument == null ? "" : argument.value();
    }

    /**
     * g(0..to) of {@code game}; {@code to} beyond the rule file's {@code compute-to} is an error at
     * the argument that asked for it, which says where to raise the bound.
     */
    public GrundySequence sequence(GameDefinition game, int to, Parameter<?> askedBy) {
        if (to > game.computeTo()) {
            throw fail(askedBy, to + " is beyond compute-to " + game.computeTo() + " of " + game.id()
                    + " (raise it in " + game.computeToAt() + ")");
        }
        return solver.sequence(game);
    }

    /** An error about argument {@code parameter}, at its line (the directive's line when it is not given). */
    public SourceException fail(Parameter<?> parameter, String problem) {
        return new SourceException(location(parameter), what + ": " + parameter.name() + ": " + problem);
    }

    /** Where the argument is written (the directive's line when it is not given). */
    public SourceLocation location(Parameter<?> parameter) {
        DirectiveCall.Argument argument = call.arguments().get(parameter.name());
        return argument == null ? call.location() : argument.location();
    }

    static String describe(List<Parameter<?>> parameters) {
        return parameters.isEmpty() ? "none"
                : String.join(", ", parameters.stream().map(Parameter::describe).toList());
    }
}
