package org.kaylescourseware.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

/**
 * The outcome command given any game, position and bound: it answers (status 0) or refuses in one
 * line (status 2), and never prints a trace. Heaps are kept small where they are valid, so that
 * what is accepted is cheap to answer.
 */
class CommandLineFuzzTest {

    @Property(tries = 120)
    void outcomeAnswersOrRefusesInOneLine(@ForAll("outcomeArguments") List<String> args) {
        Cli cli = Cli.run(args.toArray(String[]::new));
        assertTrue(cli.exitCode() == ExitStatus.OK || cli.exitCode() == ExitStatus.USAGE, args + ": " + cli.err());
        if (cli.exitCode() == ExitStatus.USAGE) {
            HostileInputTest.assertOneLine(cli, ExitStatus.USAGE);
        }
        HostileInputTest.assertNoTrace(cli.out() + cli.err());
    }

    @Provide
    Arbitrary<List<String>> outcomeArguments() {
        Arbitrary<String> game = Arbitraries.of("kayles", "dawsons-kayles", "nim", "partizan-kayles", "0.137", "4.7",
                "0.8", "chess", "", "0.7777777777777777777");
        Arbitrary<String> heap = Arbitraries.frequencyOf(Tuple.of(6, Arbitraries.integers().between(0, 6).map(String::valueOf)),
                Tuple.of(1, Arbitraries.of("99999999999", "20000000", "-1", "x", "", "1e3", "٣")));
        Arbitrary<String> separator = Arbitraries.of("+", "+", " ", ",", "++", "");
        Arbitrary<String> position = Combinators.combine(heap.list().ofMinSize(1).ofMaxSize(3), separator.list().ofSize(3))
                .as((heaps, seps) -> {
                    StringBuilder text = new StringBuilder();
                    for (int i = 0; i < heaps.size(); i++) {
                        text.append(i == 0 ? "" : seps.get(i)).append(heaps.get(i));
                    }
                    return seps.get(0).equals("++") ? text + "+" : text.toString();
                });
        Arbitrary<List<String>> options = Arbitraries.<List<String>>of(List.of(), List.of("--misere"), List.of("--normal"),
                List.of("--misere", "--normal"), List.of("--format", "json"), List.of("--format", "xml"),
                List.of("--max-total", "-5"), List.of("--max-total", "0"), List.of("--max-total", "12"),
                List.of("--max-total", "61"), List.of("--max-total", "1e9"), List.of("--max-total", "99999999999"),
                List.of("--max-total"), List.of("--bogus")).list().ofMaxSize(2).map(lists -> lists.stream()
                .flatMap(List::stream).toList());
        return Combinators.combine(game, position, options).as((g, p, o) -> {
            List<String> args = new ArrayList<>(List.of("outcome", g, p));
            args.addAll(o);
            return args;
        });
    }
}
