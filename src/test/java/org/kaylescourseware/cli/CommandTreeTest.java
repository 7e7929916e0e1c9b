package org.kaylescourseware.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.junit.jupiter.api.parallel.Resources;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import picocli.CommandLine;

/**
 * The tree of commands. A run builds picocli's model of the one subcommand it names
 * ({@link KaylesCourseware#commandLineFor}): that subcommand must read its arguments, answer its help
 * and report its errors exactly as in the tree of every subcommand that {@code help} and the
 * top-level usage need.
 */
class CommandTreeTest {

    @ParameterizedTest(name = "{0} --help")
    @CsvSource({
        "build, Builds the course site",
        "serve, serves it on http://127.0.0.1:PORT/",
    })
    @ResourceLock(Resources.SYSTEM_OUT) // it reads what the command line prints to System.out
    void helpSaysWhatTheCommandDoes(String command, String words) {
        PrintStream original = System.out;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code;
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            code = KaylesCourseware.run(command, "--help");
        } finally {
            System.setOut(original);
        }
        String help = out.toString(StandardCharsets.UTF_8);
        assertEquals(0, code);
        assertTrue(help.contains(words), help);
        assertTrue(help.contains("--project"), help);
    }

    private static final Map<String, CommandLine> FULL = KaylesCourseware.commandLine().getSubcommands();

    @Test
    void aRunNamingASubcommandBuildsThatSubcommandAlone() {
        for (String name : FULL.keySet()) {
            if (!name.equals("help")) {
                assertEquals(List.of(name), List.copyOf(KaylesCourseware.commandLineFor(name, "--help").getSubcommands().keySet()));
            }
        }
    }

    @Test
    void eachSubcommandAloneHasTheUsageAndExitStatusesOfTheFullTree() {
        for (Map.Entry<String, CommandLine> entry : FULL.entrySet()) {
            CommandLine alone = KaylesCourseware.commandLineFor(entry.getKey()).getSubcommands().get(entry.getKey());
            assertEquals(entry.getValue().getUsageMessage(CommandLine.Help.Ansi.OFF), alone.getUsageMessage(CommandLine.Help.Ansi.OFF),
                    entry.getKey());
        }
    }

    @Test
    void anythingElseBuildsEverySubcommand() {
        for (String[] args : List.of(new String[0], new String[] {"--help"}, new String[] {"help", "quotient"},
                new String[] {"quotent", "0.77"}, new String[] {"-V"})) {
            assertEquals(FULL.keySet(), KaylesCourseware.commandLineFor(args).getSubcommands().keySet(), String.join(" ", args));
        }
    }

    @Test
    void aSubcommandAloneReadsArgumentsAndRefusesBadOnesAsTheFullTreeDoes() {
        for (String[] args : List.of(new String[] {"quotient", "0.77", "--max-heap", "4", "--search-to", "6"},
                new String[] {"quotient", "0.77", "--max-heap", "-1"}, new String[] {"grundy", "kayles", "--to", "x"},
                new String[] {"outcome", "kayles", "5+4+1"}, new String[] {"quotient", "0.7a"})) {
            Cli alone = Cli.run(args);
            Cli full = Cli.runInFullTree(args);
            // a run's progress and summary lines on stderr say how long it took: compared when it refuses
            assertEquals(full.exitCode(), alone.exitCode(), String.join(" ", args));
            assertEquals(full.out(), alone.out(), String.join(" ", args));
            if (full.exitCode() != 0) {
                assertEquals(full.err(), alone.err(), String.join(" ", args));
                assertNotEquals("", alone.err(), String.join(" ", args));
            } else {
                assertNotEquals("", alone.out(), String.join(" ", args));
            }
        }
    }
}
