package org.kaylescourseware.site.directive;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import org.kaylescourseware.site.source.SourceException;

/**
 * Directives and facts as authors might write them wrong: any kind, any argument name, values
 * valid, out of range, malformed or quoted badly. Each either computes its artifact or fails with
 * a SourceException at its file and line; never with another exception. Values are kept small
 * where they are plausible (bounds 0 to 8), so that what is accepted is cheap to compute.
 */
class DirectiveFuzzTest {

    private static final String AT = DirectiveRegistryTest.LESSON + ":";

    /** One harness for all tries: its solver session caches what earlier tries computed, as a build does. */
    private static final DirectiveHarness HARNESS = DirectiveHarness.standard();

    @Property(tries = 300, edgeCases = EdgeCasesMode.NONE)
    void aBlockDirectiveComputesOrIsRefusedAtItsLine(@ForAll("blocks") String text) {
        try {
            HARNESS.artifact(text);
        } catch (SourceException refused) {
            assertRefusedAtALine(refused, text);
        }
    }

    @Property(tries = 300, edgeCases = EdgeCasesMode.NONE)
    void aFactComputesOrIsRefusedAtItsLine(@ForAll("facts") String text) {
        try {
            HARNESS.fact(text);
        } catch (SourceException refused) {
            assertRefusedAtALine(refused, text);
        }
    }

    private static void assertRefusedAtALine(SourceException refused, String text) {
        String message = refused.getMessage();
        assertTrue(message.startsWith(AT + refused.location().line() + ": "), message);
        int lines = (int) text.chars().filter(c -> c == '\n').count();
        assertTrue(refused.location().line() >= 7 && refused.location().line() <= 10 + lines, message);
        assertTrue(!refused.problem().isBlank(), text);
    }

    @Provide
    Arbitrary<String> blocks() {
        Arbitrary<String> kind = Arbitraries.frequencyOf(Tuple.of(9, Arbitraries.of(new ArrayList<>(HARNESS.registry.kinds()))),
                Tuple.of(1, Arbitraries.of("fact", "grundy-tabel", "Grundy-table", "-x", "\"quoted\"", "a=b", "")));
        return kind.flatMap(k -> arguments(k).map(args -> (k + " " + args).strip()));
    }

    @Provide
    Arbitrary<String> facts() {
        Arbitrary<String> name = Arbitraries.frequencyOf(Tuple.of(9, Arbitraries.of(new ArrayList<>(HARNESS.registry.facts()))),
                Tuple.of(1, Arbitraries.of("perod", "", "fact", "a=b")));
        Arbitrary<String> expect = Arbitraries.of("", " expect=0", " expect=1", " expect=12", " expect=N", " expect=P",
                " expect=x", " expect=\"\"");
        return name.flatMap(n -> Combinators.combine(Arbitraries.of("fact ", "fact ", "fct "), arguments(n), expect)
                .as((f, args, e) -> f + n + " " + args + e));
    }

    /**
     * Arguments for {@code kind}: each of its own parameters six times in seven, another name now
     * and then. A kind without parameters (a fixed study, costly to compute) always gets one it
     * does not accept, so that its refusal is what is tried.
     */
    private Arbitrary<String> arguments(String kind) {
        List<String> own = HARNESS.registry.parameters(kind).stream().map(Parameter::name).toList();
        if (own.isEmpty()) {
            return ANY_KEY.flatMap(DirectiveFuzzTest::argument);
        }
        List<Arbitrary<String>> parts = new ArrayList<>();
        for (String name : own) {
            parts.add(Arbitraries.frequencyOf(Tuple.of(6, argument(name)), Tuple.of(1, Arbitraries.just(""))));
        }
        parts.add(Arbitraries.frequencyOf(Tuple.of(6, Arbitraries.just("")), Tuple.of(1, ANY_KEY.flatMap(DirectiveFuzzTest::argument))));
        return Combinators.combine(parts).as(args -> String.join(" ", args.stream().filter(a -> !a.isEmpty()).toList()))
                .flatMap(args -> Arbitraries.of(" ", " ", "\n ", "\t").map(separator -> args.replace(" ", separator)));
    }

    private static final Arbitrary<String> ANY_KEY = Arbitraries.of("bound", "check", "check-to", "claim-source",
            "claimed-order", "claimed-period", "columns", "count", "difficulty", "expect", "first", "from", "g", "game",
            "h", "heap", "id", "item", "lesson", "level", "n", "notation", "of", "outcome", "pairs", "period", "play",
            "position", "printed", "quote", "related", "rows", "seed", "source", "start", "style", "sum", "symbol",
            "title", "to", "tokens", "values", "Game", "to_", "x");

    private static final Arbitrary<String> HOSTILE = Arbitraries.frequencyOf(Tuple.of(5, Arbitraries.of("kales", "5+",
            "+", "5++4", "-1", "999999999", "99999999999", "2147483648", "1000000", "1e3", "1.5", "x", "\"\"",
            "\"unterminated", "\"a\\\"b\"", "\"a\"b", "={", "\"1=2\"", "\"5+4+1 ≡ 3\"", "\"0: 0; 1: 1\"",
            "\"Winning Ways, p. 93\"", "999999999+999999999")), Tuple.of(1, Arbitraries.strings().ofMaxLength(6)));

    /** {@code key=value}, the value plausible for the key four times in five. */
    private static Arbitrary<String> argument(String key) {
        return Arbitraries.frequencyOf(Tuple.of(4, plausible(key)), Tuple.of(1, HOSTILE)).map(value -> key + "=" + value);
    }

    private static Arbitrary<String> plausible(String key) {
        return switch (key) {
            case "game" -> Arbitraries.of("kayles", "dawsons-kayles", "nim");
            case "position", "start", "g", "h", "of" -> Arbitraries.of("5+4+1", "3+2", "4", "2+2+1", "1", "0", "7+5",
                    "1+1+1");
            case "play" -> Arbitraries.of("normal", "misere");
            case "notation" -> Arbitraries.of("text", "tex");
            case "difficulty", "level" -> Arbitraries.of("easy", "medium", "hard");
            case "first" -> Arbitraries.of("Left", "Right", "left", "L");
            case "symbol" -> Arbitraries.of("K", "G", "D");
            case "outcome" -> Arbitraries.of("N", "P", "L", "R");
            case "values", "printed", "sum" -> Arbitraries.of("\"0 1 2 3 1\"", "0", "\"1 2\"", "\"0: 0; 1: 1\"");
            case "pairs" -> Arbitraries.of("\"3+2 4+1\"", "\"1 1\"", "\"2+2 0\"");
            case "source", "quote", "title", "claim-source", "id", "lesson", "style", "check", "item" -> Arbitraries.of(
                    "\"Winning Ways\"", "x", "kayles", "removals", "a-b");
            default -> Arbitraries.integers().between(0, 8).map(String::valueOf);
        };
    }
}
