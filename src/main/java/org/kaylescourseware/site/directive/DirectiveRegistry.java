package org.kaylescourseware.site.directive;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.kaylescourseware.site.source.FalseClaim;
import org.kaylescourseware.site.source.SourceException;

/**
 * Every kind of directive and every fact the lessons may use. {@link #standard()} is the list of
 * directives, {@code GameFacts.all()} the list of facts; a new kind is one more line there.
 */
public final class DirectiveRegistry {

    /** The kind of the inline directive: {@code {{fact <name> ...}}}. */
    public static final String FACT = "fact";
    private static final Parameter EXPECT = new Parameter("expect", "the value the text states; the build checks it");

    private final Map<String, Directive> directives = new TreeMap<>();
    private final Map<String, Fact> facts = new TreeMap<>();

    /** The directives and facts of the course. */
    public static DirectiveRegistry standard() {
        DirectiveRegistry registry = new DirectiveRegistry()
                .add(new GameRulesDirective()).add(new PeriodCertificateDirective()).add(new GameExercisesDirective())
                .add(new GrundyTableDirective())
                .add(new MexTableDirective())
                .add(new WorkedGameDirective())
                .add(new PrintedValuesDirective())
                .add(new BoundClaimDirective())
                .add(new PeriodClaimDirective())
                .add(new MexClaimsDirective())
                .add(new PositionClaimDirective())
                .add(new MoveClaimDirective())
                .add(new GrundyPlotDirective())
                .add(new PlayBoardDirective());
        GameFacts.all().forEach(registry::add);
        registry.add(new MisereNimPlayDirective()).add(new ReducedFormDirective()).add(new ReducedFormTableDirective())
                .add(new EquivalenceTestsDirective()).add(new NimEquivalenceChecksDirective())
                .add(new NimEquivalenceClassesDirective()).add(new QuasiLexicographicOrderDirective());
        MisereNimFacts.all().forEach(registry::add);
        PartizanDirectives.addTo(registry);
        registry.add(new MisereNormalComparisonDirective()).add(new MisereRowsDirective()).add(new SibertConwayCheckDirective()).add(new MisereQuotientDirective()).add(new MisereQuotientExampleDirective()).add(new MisereWorkedGameDirective()); MisereKaylesFacts.all().forEach(registry::add);
        registry.add(new ExercisesDirective());
        return registry;
    }

    public DirectiveRegistry add(Directive directive) {
        if (directives.putIfAbsent(directive.kind(), directive) != null || directive.kind().equals(FACT)) {
            throw new IllegalArgumentException("directive kind '" + directive.kind() + "' is registered twice");
        }
        return this;
    }

    public DirectiveRegistry add(Fact fact) {
        if (facts.putIfAbsent(fact.name(), fact) != null) {
            throw new IllegalArgumentException("fact '" + fact.name() + "' is registered twice");
        }
        return this;
    }

    /** The kinds of block directive, in alphabetical order. */
    public java.util.SortedSet<String> kinds() {
        return java.util.Collections.unmodifiableSortedSet(new java.util.TreeSet<>(directives.keySet()));
    }

    /** The names of the inline facts, in alphabetical order. */
    public java.util.SortedSet<String> facts() {
        return java.util.Collections.unmodifiableSortedSet(new java.util.TreeSet<>(facts.keySet()));
    }

    /** The parameters of a block directive or a fact, by its kind or name; none when unknown. */
    List<Parameter> parameters(String kindOrFact) {
        Directive directive = directives.get(kindOrFact);
        Fact fact = facts.get(kindOrFact);
        return directive != null ? directive.parameters() : fact != null ? fact.parameters() : List.of();
    }

    /** Computes the artifact a block directive asks for. */
    public Artifact artifact(DirectiveCall call, SolverSession solver) {
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
        DirectiveArguments arguments = new DirectiveArguments(call, call.kind(), directive.parameters(), solver);
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
        List<Parameter> accepted = new ArrayList<>(fact.parameters());
        accepted.add(EXPECT);
        DirectiveArguments arguments = new DirectiveArguments(call, "fact " + name, accepted, solver);
        String expected = arguments.text(EXPECT.name());
        String computed = fact.compute(arguments, solver);
        if (!computed.equals(expected)) {
            throw new FalseClaim(arguments.location(EXPECT.name()), "fact " + name, name, expected, computed);
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
