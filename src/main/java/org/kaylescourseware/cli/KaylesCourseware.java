package org.kaylescourseware.cli;

import java.util.Locale;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code kayles-courseware} command. Each subcommand is a class of its own in this package;
 * add it to {@code subcommands} below.
 */
@Command(name = "kayles-courseware",
        mixinStandardHelpOptions = true,
        version = "Kayles Courseware 0.1.0",
        description = "Computes combinatorial game theory (Kayles and its relatives) and publishes it as a course.",
        subcommands = {
                CommandLine.HelpCommand.class,
                BuildCommand.class,
                ServeCommand.class,
                WorksheetCommand.class,
                GrundyCommand.class,
                OutcomeCommand.class,
                BenchCommand.class,
        })
public final class KaylesCourseware implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        // The same sources give the same pages and the same machine-readable output in every
        // locale: digits, decimal points and case rules are the root locale's, whatever the user's
        // (JBake's database even fails to load its native library under Arabic or Persian digits).
        Locale.setDefault(Locale.ROOT);
        // OrientDB (inside JBake) leaves a non-daemon timer thread behind: exit explicitly.
        System.exit(run(args));
    }

    /** Runs the command line and returns its exit code; tests call this instead of main. */
    public static int run(String... args) {
        return commandLine().execute(args);
    }

    /** The command line, ready to execute; a test may set its output and error writers first. */
    static CommandLine commandLine() {
        return new CommandLine(new KaylesCourseware()).setParameterExceptionHandler(KaylesCourseware::argumentError);
    }

    /** A mistake in the arguments is one line that says what is wrong (and how to read more), not the whole usage. */
    private static int argumentError(CommandLine.ParameterException e, String[] args) {
        CommandLine command = e.getCommandLine();
        command.getErr().println(e.getMessage() + " (see: " + command.getCommandSpec().qualifiedName() + " --help)");
        CommandLine.UnmatchedArgumentException.printSuggestions(e, command.getErr());
        return command.getCommandSpec().exitCodeOnInvalidInput();
    }

    @Override
    public void run() {
        spec.commandLine().usage(System.out);
    }
}
