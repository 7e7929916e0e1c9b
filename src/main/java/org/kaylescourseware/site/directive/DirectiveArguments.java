package org.kaylescourseware.site.directive;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.site.games.GameDefinition;
import org.kaylescourseware.site.source.SourceException;
import org.kaylescourseware.site.source.SourceLocation;

/**
 * The arguments of one directive call, checked against what its kind accepts. Every accessor
 * fails with the file and line of the argument, the bad value and what would be valid.
 */
public final class DirectiveArguments {

    /** The largest number an argument may hold; ranges beyond a game's compute-to are refused by the solver session. */
    public static final int LARGEST = 1_000_000;

    private final DirectiveCall call;
    private final String what;
    private final SolverSession solver;

    /**
     * @param what how messages name the directive, e.g. {@code grundy-table} or {@code fact period}
     */
    DirectiveArguments(DirectiveCall call, String what, List<Parameter> accepted, SolverSession solver) {
        this.call = call;
        this.what = what;
        this.solver = solver;
        for (var entry : call.arguments().entrySet()) {
            if (accepted.stream().noneMatch(p -> p.name().equals(entry.getKey()))) {
                throw new SourceException(entry.getValue().location(), what + ": unknown argument '" + entry.getKey()
                        + "'; valid arguments: " + describe(accepted));
            }
        }
    }

    /** Where the directive is written. */
    public SourceLocation location() {
        return call.location();
    }

    /** A required text argument. */
    public String text(String name) {
        return optionalText(name).orElseThrow(() -> new SourceException(call.location(),
                what + ": missing argument '" + name + "'"));
    }

    public Optional<String> optionalText(String name) {
        DirectiveCall.Argument argument = call.arguments().get(name);
        return argument == null ? Optional.empty() : Optional.of(argument.value());
    }

    /** A required whole number in {@code min..max}. */
    public int integer(String name, int min, int max) {
        return number(name, text(name), min, max);
    }

    /** A whole number in {@code min..max}, {@code fallback} when not given. */
    public int integer(String name, int fallback, int min, int max) {
        return optionalText(name).map(v -> number(name, v, min, max)).orElse(fallback);
    }

    /** The game named by the argument {@code game}, from the catalog. */
    public GameDefinition game() {
        return solver.catalog().require(text(Parameter.GAME.name()), where(Parameter.GAME.name()));
    }

    /** The letter for values ({@link Parameter#SYMBOL}), {@code G} when not given. */
    public String symbol() {
        return optionalText(Parameter.SYMBOL.name()).orElse("G");
    }

    /** A position such as {@code 7+5+2}. */
    public Position position(String name) {
        try {
            return Position.parse(text(name));
        } catch (IllegalArgumentException e) {
            throw fail(name, e.getMessage());
        }
    }

    /** A whitespace-separated list of whole numbers, each at least 0. */
    public List<Integer> integers(String name) {
        List<Integer> numbers = new ArrayList<>();
        for (String part : text(name).trim().split("[\\s,]+")) {
            numbers.add(number(name, part, 0, Integer.MAX_VALUE));
        }
        return numbers;
    }

    /** An error about argument {@code name}, at its line. */
    public SourceException fail(String name, String problem) {
        return new SourceException(where(name), what + ": " + name + ": " + problem);
    }

    /** Where argument {@code name} is written (the directive's line when it is not given). */
    public SourceLocation location(String name) {
        return where(name);
    }

    private SourceLocation where(String name) {
        DirectiveCall.Argument argument = call.arguments().get(name);
        return argument == null ? call.location() : argument.location();
    }

    private int number(String name, String value, int min, int max) {
        if (!value.matches("-?\\d{1,9}") || Integer.parseInt(value) < min || Integer.parseInt(value) > max) {
            throw fail(name, "expected a whole number from " + min + " to " + max + ", got '" + value + "'");
        }
        return Integer.parseInt(value);
    }

    static String describe(List<Parameter> parameters) {
        List<String> names = new ArrayList<>();
        for (Parameter p : parameters) {
            names.add(p.name() + " (" + p.meaning() + ")");
        }
        return names.isEmpty() ? "none" : String.join(", ", names);
    }
}
