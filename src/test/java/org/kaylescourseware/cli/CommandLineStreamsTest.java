package org.kaylescourseware.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.junit.jupiter.api.parallel.Resources;
import picocli.CommandLine;

/**
 * The command line writes to the out and err its caller gives it, whatever System.out and System.err
 * are when it runs. picocli's default execution strategy (RunLast, an old-style handler) keeps the
 * System.out and System.err of the moment the command line is made, and when it runs, if those have
 * changed since, it sets the kept ones as the command line's out and err over the caller's
 * ({@code CommandLine.enrichForBackwardsCompatibility}, picocli 4.7). So ExportFolderTest's refusal
 * went to the console instead of its {@link Cli}, with exit 5 and nothing kept, whenever
 * WorksheetCommandTest swapped System.err between the making and the running of its command line.
 */
@ResourceLock(Resources.SYSTEM_OUT)
@ResourceLock(Resources.SYSTEM_ERR)
class CommandLineStreamsTest {

    /** Makes the command line as {@link Cli#run} does, then swaps System.out and System.err, then runs it. */
    private static Cli runWithSystemStreamsSwappedAfterMaking(ByteArrayOutputStream elsewhere, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine commandLine = KaylesCourseware.commandLine();
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        PrintStream savedOut = System.out;
        PrintStream savedErr = System.err;
        PrintStream other = new PrintStream(elsewhere, true, StandardCharsets.UTF_8);
        System.setOut(other);
        System.setErr(other);
        try {
            return new Cli(KaylesCourseware.execute(commandLine, args), out.toString(), err.toString());
        } finally {
            System.setOut(savedOut);
            System.setErr(savedErr);
        }
    }

    @Test
    void outputGoesToTheCallersOutWhenSystemOutChangedAfterTheCommandLineWasMade() {
        ByteArrayOutputStream elsewhere = new ByteArrayOutputStream();
        Cli cli = runWithSystemStreamsSwappedAfterMaking(elsewhere, "grundy", "kayles", "--to", "11", "--format", "csv");
        assertEquals(0, cli.exitCode(), cli.err());
        // Kayles, g(0..11): OEIS A002186, Winning Ways ch. 4
        assertEquals("n,grundy 0,0 1,1 2,2 3,3 4,1 5,4 6,3 7,2 8,1 9,4 10,2 11,6", String.join(" ", cli.out().strip().split("\\R")));
        assertEquals("", elsewhere.toString(StandardCharsets.UTF_8), "nothing on System.out or System.err");
    }

    @Test
    void aRefusalGoesToTheCallersErrWhenSystemErrChangedAfterTheCommandLineWasMade() {
        ByteArrayOutputStream elsewhere = new ByteArrayOutputStream();
        Cli cli = runWithSystemStreamsSwappedAfterMaking(elsewhere, "grundy", "no-such-game", "--to", "11");
        assertEquals(ExitStatus.USAGE, cli.exitCode());
        assertEquals(1, cli.err().strip().lines().count(), cli.err());
        assertTrue(cli.err().contains("no-such-game"), cli.err());
        assertEquals("", elsewhere.toString(StandardCharsets.UTF_8), "nothing on System.out or System.err");
    }
}
