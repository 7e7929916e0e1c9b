package org.kaylescourseware.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import picocli.CommandLine;

/** Runs the command line in-process, as {@code main} does but without exiting, and keeps what it printed. */
public record Cli(int exitCode, String out, String err) {

    public static Cli run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine commandLine = KaylesCourseware.commandLine();
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        int exitCode = KaylesCourseware.execute(commandLine, args);
        return new Cli(exitCode, out.toString(), err.toString());
    }
}
