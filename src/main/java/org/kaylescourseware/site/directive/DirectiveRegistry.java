package org.kaylescourseware.site.directive;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Supplier;
import org.kaylescourseware.site.source.FalseClaim;
import org.kaylescourseware.site.source.SourceException;

/**
 * The directives and facts a build knows, by name: {@link org.kaylescourseware.site.CourseDirectives#registry()} lists the
 * course's. It checks each call against what its kind declares, computes the artifact and, for a
 * fact, compares it with what the text expects.
 */
public final class DirectiveRegistry {

    /** The kind of the inline directive: {@code {{fact <name> ...}}}. */
    public static final String FACT = "fact";
    private static final Parameter<String> EXPECT = Parameter.text("expect", "the value the text states; the build checks it");

    private final Map<String, Directive> directives = new TreeMap<>();
    private final Map<String, Fact> facts = new TreeMap<>();

    /**
     * A registry of these directives and facts.
     *
     * @throws IllegalArgumentException when two share a name
     */
    public DirectiveRegistry(List<Directive> directives, List<Fact> facts) {
        for (Directive directive : directives) {
            if (this.directives.putIfAbsent(directive.kind(), directive) != null || directive.kind().equals(FACT)) {
                throw new IllegalArgumentException("directive kind '" + directive.kind() + "' is registered twice");
            }
        }
        for (Fact fact : facts) {
            if (this.facts.putIfAbsent(fact.name(), fact) != null) {
                throw new IllegalArgumentException("fact '" + fact.name() + "' is registered twice");
            }
        }
    }

    /** The kinds of block directive, in alphabetical order. */
    public SortedSet<String> kinds() {
        return Collections.unmodifiableSortedSet(new TreeSet<>(directives.keySet()));
    }

    /** The names of the inline facts, in alphabetical order. */
    public SortedSet<String> facts() {
        return Collections.unmodifiableSortedSet(new TreeSet<>(facts.keySet()));
    }

    /** The parameters of a block directive or a fact, by its kind or name; none when unknown. */
    List<Parameter<?>> parameters(String kindOrFact) {
        Directive directive = directives.get(kindOrFact);
        Fact fact = facts.get(kindOrFact);
        return directive != null ? directive.parameters() : fact != null ? fact.parameters() : List.of();
    }

    /** Computes the artifact a block directive asks for. */
    public Artifact artifact(DirectiveCall call, SolverSession solver) {
        return artifact(call, solver, () -> "");
    }

    /** The artifact of {@code call}, a block directive that follows {@code pageBefore} on its page (as {@link #artifact}). */
    public Artifact artifact(DirectiveCall call, SolverSession solver, Supplier<String> pageBefore) {
        Directive directive = directives.get(call.kind());
        if (directive == null) {
            String hint = call.kind().equals(FACT) ? " ('fact' is written inline: {{fact <name> ... expect=<value>}})" : "";
            throw new SourceException(call.location(), "unknown directive '" + call.kind() + "'" + hint
                    + "; the kinds are " + String.join(", ", directives.keySet()));
        }
        if (!call.words().isEmpty()) {
            throw new SourceException(call.location(), call.kind() + ": '" + call.words().get(0)
                    + "' is not an argument; write key=value, valid arguments: " + DirectiveArguments.describe(directive.parameters()));
        }
        DirectiveArguments arguments = new DirectiveArguments(call, call.kind(), directive.parameters(), solver, pageBefore);
        Record model = directive.model(arguments, solver);
        solver.countArtifact();
        return new Artifact(directive.kind(), model);
    }

    /**
     * Computes an inline fact and checks it against the author's {@code expect}.
     *
     * @throws FalseClaim when the computed value differs from the expected one
     */
    public Artifact fact(DirectiveCall call, SolverSession solver) {
        if (!call.kind().equals(FACT)) {
            throw new SourceException(call.location(), "unknown inline directive '" + call.kind()
                    + "'; inline, write {{fact <name> ... expect=<value>}}");
        }
        if (call.words().size() != 1) {
            throw new SourceException(call.location(), "fact: name one fact right after 'fact'; the facts are "
                    + String.join(", ", facts.keySet()));
        }
        String name = call.words().get(0);
        Fact fact = facts.get(name);
        if (fact == null) {
            throw new SourceException(call.location(), "unknown fact '" + name + "'; the facts are " + String.join(", ", facts.keySet()));
        }
        List<Parameter<?>> accepted = new ArrayList<>(fact.parameters());
        accepted.add(EXPECT);
        DirectiveArguments arguments = new DirectiveArguments(call, "fact " + name, accepted, solver);
        String expected = arguments.get(EXPECT);
        String computed = fact.compute(arguments, solver);
        if (!computed.equals(expected)) {
            throw new FalseClaim(arguments.location(EXPECT), "fact " + name, name, expected, computed);
        }
        solver.countArtifact();
        return new Artifact(FACT, new FactValue(name, computed));
    }

    /** A computed fact, as the {@code fact} partial shows it. */
    public record FactValue(String name, String value) {
    }

    /** A model and the partial that displays it: {@code templates/partials/<partial>.ftl}. */
    public record Artifact(String partial, Record model) {
    }
}
