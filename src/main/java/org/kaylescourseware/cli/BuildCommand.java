package org.kaylescourseware.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.kaylescourseware.site.BuildFailure;
import org.kaylescourseware.site.BuildSummary;
import org.kaylescourseware.site.SiteBuilder;
import org.kaylescourseware.site.SiteLayout;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code build}: bakes the course into site/. */
@Command(name = "build", mixinStandardHelpOptions = true,
        description = {"Builds the course site: computes every table and fact the lessons ask for, bakes the pages"
                + " with JBake and replaces the output folder (site/ by default) in one step.",
                "A build that finds a problem prints it (file:line) and leaves the previous site untouched."})
final class BuildCommand implements Callable<Integer> {

    @Mixin
    ProjectOptions options;

    @Override
    public Integer call() {
        return build(options.layout(), options.site());
    }

    /** Builds and reports on the console; returns the exit code. Shared with {@code serve}. */
    static int build(SiteLayout layout, Path output) {
        try {
            BuildSummary summary = new SiteBuilder(layout, line -> System.out.println("  " + line)).build(output);
            System.out.println("Built " + summary.describe());
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
