package org.kaylescourseware.site.games;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.nio.file.Path;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import org.kaylescourseware.site.source.SourceException;

/**
 * Rule files as authors might get them wrong: each line a key (known, misspelt, repeated) with a
 * value valid or not, plus lines that are not YAML at all. Reading one either gives a game or
 * fails with a SourceException whose message starts {@code file:line: }, never anything else.
 */
class RuleFileFuzzTest {

    private static final Path FILE = Path.of("content/games/kayles.yaml");

    @Property(tries = 1000)
    void aRuleFileIsReadOrRefusedAtALine(@ForAll("ruleFiles") String yaml) {
        try {
            read(yaml);
        } catch (SourceException refused) {
            int lines = (int) yaml.lines().count() + 2;
            assertTrue(refused.getMessage().startsWith(FILE + ":" + refused.location().line() + ": "), refused.getMessage());
            assertTrue(refused.location().line() >= 1 && refused.location().line() <= lines, refused.getMessage());
            assertTrue(!refused.problem().isBlank(), yaml);
        }
    }

    /**
     * The one call into the rule file reader: every problem it reports must be one a reader can act
     * on (checked here for each), and the first is thrown, as the catalog does.
     */
    private static void read(String yaml) {
        List<SourceException> problems = new java.util.ArrayList<>();
        boolean read = RuleFile.parse(FILE, new StringReader(yaml), problems).isPresent();
        assertTrue(read == problems.isEmpty(), "a game exactly when there is no problem: " + problems);
        for (SourceException problem : problems) {
            assertTrue(problem.getMessage().startsWith(FILE + ":" + problem.location().line() + ": ") && !problem.problem().isBlank(),
                    problem.getMessage());
        }
        if (!problems.isEmpty()) {
            throw problems.get(0);
        }
    }

    @Provide
    Arbitrary<String> ruleFiles() {
        Arbitrary<String> line = Arbitraries.frequencyOf(Tuple.of(8, field()), Tuple.of(1, Arbitraries.of("- a", "[", "]",
                "{", "key value", ":", "---", "...", "&a x", "*a", "!!binary x", "? complex", "\t- tab", "# comment",
                "description: |", "  indented text {{fact", "conventions:", "  - normal", "  - [x]", "  - {a: 1}", "")),
                Tuple.of(1, Arbitraries.strings().ofMaxLength(12)));
        return line.list().ofMaxSize(10).map(lines -> String.join("\n", lines) + "\n");
    }

    private Arbitrary<String> field() {
        Arbitrary<String> key = Arbitraries.of("id", "name", "rule", "compute-to", "table-to", "check-to", "conventions",
                "description", "Id", "compute_to", "rules", "");
        Arbitrary<String> value = Arbitraries.of("kayles", "Kayles", "0.77", "0.07", "nim", "4.7", "0.8", "1.77", "0.770",
                "0.77777777777777777", "200", "0", "1", "20", "21", "1000", "1001", "20000", "20001", "-1", "99999999999",
                "9223372036854775808", "12.5", "1e3", "0x10", "[normal]", "[misere, normal]", "[normal, normal]", "[]",
                "[chess]", "[[normal]]", "{a: 1}", "\"quoted\"", "'single'", "~", "null", "true", "", " ", "|", ">",
                "\"unterminated", "[unclosed", "\"\\u00e8\"", "misère", "[misère]");
        return Combinators.combine(key, value).as((k, v) -> k + ": " + v);
    }

    @Property(tries = 200)
    void aValidRuleFileWithAnyBoundInRangeIsRead(@ForAll("boundsInRange") List<Integer> bounds) {
        int computeTo = bounds.get(0);
        read("id: kayles\nname: Kayles\nrule: 0.77\ncompute-to: " + computeTo + "\ntable-to: "
                + Math.min(bounds.get(1), Math.min(computeTo, 1000)) + "\ncheck-to: " + Math.min(bounds.get(2), computeTo) + "\n");
    }

    @Provide
    Arbitrary<List<Integer>> boundsInRange() {
        return Combinators.combine(Arbitraries.integers().between(1, 20_000), Arbitraries.integers().between(0, 1000),
                Arbitraries.integers().between(0, 20)).as(List::of);
    }
}
