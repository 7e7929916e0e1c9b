package org.kaylescourseware.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.cli.options.ProjectOptions;
import org.kaylescourseware.site.course.Edition;
import picocli.CommandLine;

/** Where {@code build} and {@code serve} publish, by edition and {@code --output}. */
class ProjectOptionsTest {

    private static ProjectOptions parse(String... args) {
        BuildCommand command = new BuildCommand();
        new CommandLine(command).parseArgs(args);
        return command.options;
    }

    @Test
    void studentEditionGoesToSiteByDefault() {
        ProjectOptions options = parse("--project", "course");
        assertEquals(Edition.STUDENT, options.edition());
        assertEquals(Path.of("course/site"), options.site());
    }

    @Test
    void instructorEditionGoesToItsOwnFolderByDefault() {
        ProjectOptions options = parse("--project", "course", "--instructor");
        assertEquals(Edition.INSTRUCTOR, options.edition());
        assertEquals(Path.of("course/site-instructor"), options.site());
    }

    @Test
    void outputOverridesTheDefaultOfEitherEdition() {
        assertEquals(Path.of("/tmp/key"), parse("--instructor", "--output", "/tmp/key").site());
    }
}
