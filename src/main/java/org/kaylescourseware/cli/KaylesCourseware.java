package org.kaylescourseware.cli;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.kaylescourseware.cli.options.WholeNumber;
import org.kaylescourseware.site.project.CourseProject;
import org.kaylescourseware.site.course.StarterCourse;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

/**
 * The {@code kayles-courseware} command. Each subcommand is a class of its own in this package (but
 * {@code new}, one call, nested below: the package holds 25 files); add it to {@link #SUBCOMMANDS}.
 */
@Command(name = "kayles-courseware",
        mixinStandardHelpOptions = true,
        version = "Kayles Courseware 0.1.0",
        description = "Computes combinatorial game theory (Kayles and its relatives) and publishes it as a course.")
public final class KaylesCourseware implements Runnable {

    /** The subcommands, in the order the usage help lists them. */
    private static final List<Class<?>> SUBCOMMANDS = List.of(
            CommandLine.HelpCommand.class,
            NewCommand.class,
            BuildCommand.class,
            ServeCommand.class,
            WorksheetCommand.class,
            ExportCommand.class,
            GrundyCommand.class,
            OutcomeCommand.class,
            QuotientCommand.class,
            BenchCommand.class);

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
        return execute(commandLineFor(args), args);
    }

    /**
     * The command line that runs {@code args}: when the first names a subcommand, the tree holds
     * that subcommand alone, since a run reads no other's model and picocli's model of all of them
     * costs about a tenth of a second of start-up; otherwise (help, an option, a mistyped name, which
     * picocli answers with the nearest names) every subcommand.
     */
    static CommandLine commandLineFor(String... args) {
        if (args.length > 0) {
            for (Class<?> subcommand : SUBCOMMANDS) {
                if (subcommand != CommandLine.HelpCommand.class
                        && subcommand.getAnnotation(Command.class).name().equals(args[0])) {
                    return commandLine(List.of(subcommand));
                }
            }
        }
        return commandLine();
    }

    /**
     * The command line with its error reporting: one line per problem ({@link OneLineErrors}),
     * whole numbers read with messages that quote them, and the exit statuses in every help.
     * It writes to the out and err a caller sets, whatever System.out and System.err are when it
     * runs: picocli's default strategy, a RunLast made with the command line, keeps the System
     * streams of that moment and, when they have changed by the run, sets them over the caller's
     * ({@code enrichForBackwardsCompatibility}); a RunLast made in a lambda is not looked at.
     */
    static CommandLine commandLine() {
        return commandLine(SUBCOMMANDS);
    }

    private static CommandLine commandLine(List<Class<?>> subcommands) {
        CommandLine commandLine = new CommandLine(new KaylesCourseware());
        subcommands.forEach(commandLine::addSubcommand);
        commandLine.setExecutionStrategy(parseResult -> new CommandLine.RunLast().execute(parseResult));
        OneLineErrors errors = new OneLineErrors();
        commandLine.setParameterExceptionHandler(errors);
        commandLine.setExecutionExceptionHandler(errors);
        commandLine.registerConverter(Integer.class, WholeNumber::integer);
        commandLine.registerConverter(Integer.TYPE, WholeNumber::integer);
        commandLine.registerConverter(Long.class, WholeNumber::longInteger);
        commandLine.registerConverter(Long.TYPE, WholeNumber::longInteger);
        listExitStatuses(commandLine);
        return commandLine;
    }

    /**
     * Executes {@code args}; what picocli lets through (an OutOfMemoryError, a StackOverflowError)
     * is reported in one line as well.
     */
    static int execute(CommandLine commandLine, String... args) {
        try {
            return commandLine.execute(args);
        } catch (VirtualMachineError | LinkageError e) {
            return OneLineErrors.report(e, commandLine, List.of(args));
        }
    }

    private static void listExitStatuses(CommandLine commandLine) {
        CommandLine.Model.UsageMessageSpec usage = commandLine.getCommandSpec().usageMessage();
        if (usage.exitCodeList().isEmpty()) {
            usage.exitCodeListHeading("%nExit status:%n").exitCodeList(ExitStatus.described());
        }
        commandLine.getSubcommands().values().forEach(KaylesCourseware::listExitStatuses);
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** {@code new DIR}: a new course project that builds at once. */
    @Command(name = "new", mixinStandardHelpOptions = true,
            description = {"Writes a new course project into DIR (a new or empty folder): a home page, one lesson with a"
                    + " table of Grundy values and a checked fact, its game's rule file, the templates, and a README that"
                    + " says how to build and serve it. It builds at once: cd DIR, then build or serve."})
    static final class NewCommand implements Callable<Integer> {

        @Spec
        CommandSpec spec;

        @Parameters(paramLabel = "DIR", description = "The folder of the new course; it must be new or empty.")
        Path folder;

        @Override
        public Integer call() {
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            try {
                StarterCourse.write(folder, CourseProject.bundled().layout().templates());
            } catch (IllegalArgumentException e) {
                err.println("new: " + e.getMessage());
                return ExitStatus.USAGE;
            } catch (UncheckedIOException e) {
                err.println("new: " + e.getMessage());
                return ExitStatus.FILE;
            }
            out.println("Wrote a new course into " + folder + " (" + StarterCourse.LESSON + " and its game); build it with:");
            out.println("  cd " + folder + " && java -jar kayles-courseware.jar build");
            return ExitStatus.OK;
        }
    }
}
