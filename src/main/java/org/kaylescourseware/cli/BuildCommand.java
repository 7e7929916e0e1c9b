package org.kaylescourseware.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import org.kaylescourseware.site.BuildFailure;
import org.kaylescourseware.site.BuildSummary;
import org.kaylescourseware.site.SiteBuilder;
import org.kaylescourseware.site.publish.OutputRefused;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code build}: bakes the course into site/ (the instructor edition, {@code --instructor}, into site-instructor/). */
@Command(name = "build", mixinStandardHelpOptions = true,
        description = {"Builds the course site: computes every table and fact the lessons ask for, bakes the pages"
                + " with JBake and replaces the output folder (site/ by default) in one step.",
                "A build that finds a problem prints it (file:line) and leaves the previous site untouched; with --draft,"
                        + " facts the solver contradicts are warnings.",
                "With --instructor it bakes the instructor edition into site-instructor/: the same site with solutions"
                        + " open and an answer key page per lesson; the student edition never contains those."})
final class BuildCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    ProjectOptions options;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        return build(builder(options, out), options.site(), out, spec.commandLine().getErr());
    }

    /** A builder for the project, edition and draft mode of {@code options}, printing its progress to {@code out}. */
    static SiteBuilder builder(ProjectOptions options, PrintWriter out) {
        Consumer<String> progress = line -> {
            out.println("  " + line);
            out.flush();
        };
        return new SiteBuilder(options.layout(), options.edition(), options.draft, options.cache(progress), progress);
    }

    /** Builds and reports to {@code out} and {@code err}; returns the exit code. Shared with {@code serve}, which keeps one builder. */
    static int build(SiteBuilder builder, Path output, PrintWriter out, PrintWriter err) {
        try {
            BuildSummary summary = builder.build(output);
            out.println("Built " + (builder.edition().isInstructor() ? "the instructor edition, " : "")
                    + summary.describe());
            for (String warning : summary.warnings()) {
                out.println("  warning: " + warning);
            }
            out.flush();
            return ExitStatus.OK;
        } catch (OutputRefused refused) {
            err.println("Build refused: " + refused.getMessage());
            err.flush();
            return ExitStatus.FILE;
        } catch (BuildFailure failure) {
            err.println("Build failed; " + output + " is unchanged.");
            for (String problem : failure.problems()) {
                err.println("  " + problem);
            }
            err.flush();
            return ExitStatus.FAILED;
        }
    }
}
