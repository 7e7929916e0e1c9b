package org.kaylescourseware.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Timer;
import java.util.TimerTask;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.kaylescourseware.cli.options.ProjectOptions;
import org.kaylescourseware.site.source.BuildFailure;
import org.kaylescourseware.site.BuildSummary;
import org.kaylescourseware.site.pdf.CoursePdf;
import org.kaylescourseware.site.SiteBuilder;
import org.kaylescourseware.site.publish.OutputRefused;
import org.kaylescourseware.site.source.SourceUnreadable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code build}: bakes the course into site/ (the instructor edition, {@code --instructor}, into site-instructor/). */
@Command(name = "build", mixinStandardHelpOptions = true,
        description = {"Builds the course site: computes every table and fact the lessons ask for, bakes the pages"
                + " with JBake and replaces the output folder (site/ by default) in one step.",
                "A build that finds a problem prints it (file:line) and leaves the previous site untouched; with --draft,"
                        + " facts the solver contradicts are warnings.",
                "With --instructor it bakes the instructor edition into site-instructor/: the same site with solutions"
                        + " open and an answer key page per lesson; the student edition never contains those.",
                "With --pdf it also prints the whole course to " + CoursePdf.FILE + " in the site, linked from the home page,"
                        + " with Chromium (found on the PATH, or named by " + CoursePdf.CHROMIUM_VARIABLE + ")."})
final class BuildCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    ProjectOptions options;

    @Option(names = "--pdf", description = "Also print the whole course to " + CoursePdf.FILE + " in the site, linked from"
            + " the home page; needs Chromium. It prints twice, to give the contents their page numbers: about 40 s more.")
    boolean pdf;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Optional<CoursePdf> printer = Optional.empty();
        if (pdf) {
            printer = CoursePdf.find();
            if (printer.isEmpty()) {
                err.println("Build refused: " + CoursePdf.MISSING + ".");
                err.flush();
                return ExitStatus.FILE;
            }
        }
        try (StatusLine status = new StatusLine(err, System.console() != null)) {
            // with nothing changed since the site was built, build bakes nothing; --no-cache computes and keeps nothing
            SiteBuilder builder = builder(options, status, status::note, printer);
            return build(() -> options.noCache ? builder.buildAfresh(options.site()) : builder.buildIfChanged(options.site()),
                    builder, options.site(), out, err, status, problems -> { });
        }
    }

    /**
     * A builder for the project, edition and draft mode of {@code options}, telling {@code progress}
     * each step and {@code warnings} what must stay on the console (a cache entry it cannot trust).
     */
    static SiteBuilder builder(ProjectOptions options, Consumer<String> progress, Consumer<String> warnings) {
        return builder(options, progress, warnings, Optional.empty());
    }

    /** The same builder, printing the whole course with {@code pdf} where it is given. */
    static SiteBuilder builder(ProjectOptions options, Consumer<String> progress, Consumer<String> warnings,
            Optional<CoursePdf> pdf) {
        return new SiteBuilder(options.layout(), options.edition(), options.draft, options.cache(warnings), progress, pdf);
    }

    /** Builds and reports to {@code out} and {@code err}; returns the exit code. Shared with {@code serve}, which keeps one builder. */
    static int build(SiteBuilder builder, Path output, PrintWriter out, PrintWriter err, StatusLine status) {
        return build(builder, output, out, err, status, problems -> { });
    }

    /** The same, and {@code failed} is told the problems of a build that did not publish ({@code serve} shows them in the open pages). */
    static int build(SiteBuilder builder, Path output, PrintWriter out, PrintWriter err, StatusLine status,
            Consumer<List<String>> failed) {
        return build(() -> builder.build(output), builder, output, out, err, status, failed);
    }

    private static int build(Supplier<BuildSummary> bake, SiteBuilder builder, Path output, PrintWriter out, PrintWriter err,
            StatusLine status, Consumer<List<String>> failed) {
        try {
            BuildSummary summary = bake.get();
            status.close();
            out.println("Built " + (builder.edition().isInstructor() ? "the instructor edition, " : "")
                    + summary.describe());
            for (String warning : summary.warnings()) {
                out.println("  warning: " + warning);
            }
            out.flush();
            return ExitStatus.OK;
        } catch (OutputRefused refused) {
            status.close();
            err.println("Build refused: " + refused.getMessage());
            err.flush();
            failed.accept(List.of("Build refused: " + refused.getMessage()));
            return ExitStatus.FILE;
        } catch (SourceUnreadable unreadable) {
            status.close();
            err.println("Build failed; " + output + " is unchanged.");
            for (String line : unreadable.lines()) {
                err.println("  " + line);
            }
            err.flush();
            failed.accept(unreadable.lines());
            return ExitStatus.FILE;
        } catch (BuildFailure failure) {
            status.close();
            err.println("Build failed; " + output + " is unchanged.");
            for (String problem : failure.problems()) {
                err.println("  " + problem);
            }
            err.flush();
            failed.accept(failure.problems());
            return ExitStatus.FAILED;
        }
    }

    /**
     * The progress of a build, on stderr: on a terminal one status line, rewritten in place with
     * the step and the seconds so far and erased when the build ends, so that only the summary
     * stays; elsewhere (a log, a pipe) one line per step, "build: reading the course".
     */
    static final class StatusLine implements Consumer<String>, AutoCloseable {

        private static final long TICK_MILLIS = 250;

        private final PrintWriter err;
        private final boolean terminal;
        private final long start = System.nanoTime();
        private final Timer ticker;
        private String step = "";
        private String last = "";
        private int shown;

        StatusLine(PrintWriter err, boolean terminal) {
            this.err = err;
            this.terminal = terminal;
            this.ticker = terminal ? new Timer("build status", true) : null;
            if (terminal) {
                ticker.scheduleAtFixedRate(new TimerTask() {
                    @Override
                    public void run() {
                        show();
                    }
                }, TICK_MILLIS, TICK_MILLIS);
            }
        }

        @Override
        public synchronized void accept(String line) {
            step = line;
            if (terminal) {
                show();
            } else {
                err.println("build: " + line);
                err.flush();
            }
        }

        private synchronized void show() {
            if (step.isEmpty()) {
                return;
            }
            String text = String.format(Locale.ROOT, "build: %s (%.0f s)", step, (System.nanoTime() - start) / 1e9);
            if (text.equals(last)) {
                return;
            }
            err.print("\r" + text + " ".repeat(Math.max(0, shown - text.length())));
            err.flush();
            shown = text.length();
            last = text;
        }

        /** A line that stays, such as a warning: on a terminal, written above the status line. */
        synchronized void note(String line) {
            if (terminal && shown > 0) {
                err.print("\r" + " ".repeat(shown) + "\r");
                shown = 0;
                last = "";
            }
            err.println("  " + line);
            err.flush();
            if (terminal) {
                show();
            }
        }

        /** Erases the status line (on a terminal); the lines of a log stay. Closing twice does nothing more. */
        @Override
        public synchronized void close() {
            if (terminal) {
                ticker.cancel();
                if (shown > 0) {
                    err.print("\r" + " ".repeat(shown) + "\r");
                    err.flush();
                }
                shown = 0;
            }
            step = "";
            last = "";
        }
    }
}
