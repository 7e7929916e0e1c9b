package org.kaylescourseware.cli;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.kaylescourseware.site.CourseProject;
import org.kaylescourseware.site.course.StarterCourse;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code new DIR}: a new course project that builds at once. */
@Command(name = "new", mixinStandardHelpOptions = true,
        description = {"Writes a new course project into DIR (a new or empty folder): a home page, one lesson with a"
                + " table of Grundy values and a checked fact, its game's rule file, the templates, and a README that"
                + " says how to build and serve it. It builds at once: cd DIR, then build or serve."})
final class NewCommand implements Callable<Integer> {

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
