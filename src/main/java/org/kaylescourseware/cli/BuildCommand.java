package org.kaylescourseware.cli;

import java.io.PrintWriter;
import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.kaylescourseware.site.BuildFailure;
import org.kaylescourseware.site.BuildSummary;
import org.kaylescourseware.site.SiteBuilder;
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
        return new SiteBuilder(options.layout(), options.edition(), options.draft, line -> {
            out.println("  " + line);
            out.flush();
        });
    }

    /** Builds and reports; returns the exit code. Shared with {@code serve}, which keeps one builder. */
    static int build(SiteBuilder builder, Path output, PrintWriter out, PrintWriter err) {
        String unwritable = whyNotWritable(output);
        if (unwritable != null) {
            err.println("Build refused: cannot write " + output + ": " + unwritable + "; give --output a folder you can write");
            err.flush();
            return ExitStatus.FILE;
        }
        try {
            BuildSummary summary = builder.build(output);
            out.println("Built " + (builder.edition().isInstructor() ? "the instructor edition, " : "")
                    + summary.describe());
            for (String warning : summary.warnings()) {
                out.println("  warning: " + warning);
            }
            out.flush();
            return ExitStatus.OK;
        } catch (BuildFailure failure) {
            err.println("Build failed; " + output + " is unchanged.");
            for (String problem : failure.problems()) {
                err.println("  " + problem);
            }
            err.flush();
            return ExitStatus.FAILED;
        }
    }

    /**
     * Why the site could not be written to {@code output}, or null: checked before the build, since
     * the oven finds out only after computing everything, and says so with a trace.
     */
    static String whyNotWritable(Path output) {
        Path absolute = output.toAbsolutePath().normalize();
        Path existing = absolute;
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        if (existing == null) {
            return "no part of the path exists";
        }
        if (!Files.isDirectory(existing)) {
            return existing + (existing.equals(absolute) ? " is a file, not a folder" : " is a file, not a folder to make it in");
        }
        Path folder = existing.equals(absolute) ? absolute.getParent() : existing;
        if (folder == null) {
            return null;
        }
        try {
            // the one sure test of a folder, whoever runs this (root passes every permission check)
            Files.delete(Files.createTempDirectory(folder, ".kayles-courseware-probe-"));
            return null;
        } catch (FileSystemException e) {
            return "cannot make a folder in " + folder + " (" + OneLineErrors.reason(e) + ")";
        } catch (IOException e) {
            return "cannot make a folder in " + folder + " (" + OneLineErrors.oneLine(e.getMessage()) + ")";
        }
    }
}
