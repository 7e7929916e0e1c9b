package org.kaylescourseware.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.kaylescourseware.site.BuildFailure;
import org.kaylescourseware.site.BuildSummary;
import org.kaylescourseware.site.SiteBuilder;
import org.kaylescourseware.site.SiteLayout;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code build}: bakes the course into site/. */
@Command(name = "build", mixinStandardHelpOptions = true,
        description = {"Builds the course site: computes every table and fact the lessons ask for, bakes the pages"
                + " with JBake and replaces the output folder (site/ by default) in one step.",
                "A build that finds a problem prints it (file:line) and leaves the previous site untouched; with --draft,"
                        + " facts the solver contradicts are warnings."})
final class BuildCommand implements Callable<Integer> {

    @Mixin
    ProjectOptions options;

    @Option(names = "--draft", description = "Draft: a fact whose expected value the solver contradicts is a warning"
            + " (printed with file:line, expected and computed; the page shows the computed value) instead of an error.")
    boolean draft;

    @Override
    public Integer call() {
        return build(builder(options.layout(), draft), options.site());
    }

    /** A builder that prints its progress on the console. */
    static SiteBuilder builder(SiteLayout layout, boolean draft) {
        return new SiteBuilder(layout, line -> System.out.println("  " + line), draft);
    }

    /** Builds and reports on the console; returns the exit code. Shared with {@code serve}, which keeps one builder. */
    static int build(SiteBuilder builder, Path output) {
        try {
            BuildSummary summary = builder.build(output);
            System.out.println("Built " + summary.describe());
            for (String warning : summary.warnings()) {
                System.out.println("  warning: " + warning);
            }
            return 0;
        } catch (BuildFailure failure) {
            System.err.println("Build failed; " + output + " is unchanged.");
            for (String problem : failure.problems()) {
                System.err.println("  " + problem);
            }
            return 1;
        }
    }
}
