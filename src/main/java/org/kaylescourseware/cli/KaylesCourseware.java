package org.kaylescourseware.cli;

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
        // OrientDB (inside JBake) leaves a non-daemon timer thread behind: exit explicitly.
        System.exit(run(args));
    }

    /** Runs the command line and returns its exit code; tests call this instead of main. */
    public static int run(String... args) {
        return commandLine().execute(args);
    }

    /**
     * The command line, with invalid arguments answered by one line that quotes the bad value and
     * a pointer to --help (picocli's default follows the line with the whole usage, which for a
     * command such as grundy, whose help documents its JSON, buries the line).
     */
    static CommandLine commandLine() {
        CommandLine commandLine = new CommandLine(new KaylesCourseware());
        commandLine.setParameterExceptionHandler((e, args) -> {
            CommandLine failed = e.getCommandLine();
            failed.getErr().println(e.getMessage());
            failed.getErr().println("Try '" + failed.getCommandSpec().qualifiedName() + " --help' for more information.");
            failed.getErr().flush();
            return failed.getCommandSpec().exitCodeOnInvalidInput();
        });
        return commandLine;
    }

    @Override
    public void run() {
        spec.commandLine().usage(System.out);
    }
}
