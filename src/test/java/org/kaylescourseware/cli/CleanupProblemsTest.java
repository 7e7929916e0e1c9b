package org.kaylescourseware.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.site.CourseBuild;

/**
 * A build that published reports success, with a warning, when it cannot delete the version it
 * replaced (issue 28, item 8: it exited 5, and every later build failed until the permissions were
 * fixed); the next build copes with the half-deleted old version. Run as an unprivileged user,
 * since root deletes whatever the permissions say.
 */
class CleanupProblemsTest {

    @Test
    void aVersionThatCannotBeDeletedIsAWarningAndTheNextBuildCopes() throws IOException {
        Path project = CourseBuild.smallCourse("cleanup");
        Path site = project.resolve("site");
        AsNobody.own(project);
        String[] build = {"build", "--project", project.toString(), "--output", site.toString()};
        assertEquals(ExitStatus.OK, AsNobody.run(project, build).exitCode());
        Path first = site.toRealPath();
        AsNobody.chmod(first.resolve("lessons"), "555");

        Cli second = AsNobody.run(project, build);
        Path published = site.toRealPath();
        assertEquals(ExitStatus.OK, second.exitCode(), second.out() + second.err());
        assertNotEquals(first, published, "the new version is published");
        assertTrue(second.out().contains("warning: cannot delete " + first), second.out());
        assertTrue(second.out().contains("permission denied"), second.out());
        HostileInputTest.assertNoTrace(second.out() + second.err());
        assertTrue(Files.isRegularFile(site.resolve("lessons/kayles.html")));

        Cli third = AsNobody.run(project, build);
        assertEquals(ExitStatus.OK, third.exitCode(), third.out() + third.err());
        assertTrue(Files.isRegularFile(site.resolve("lessons/kayles.html")), "the site is whole");

        AsNobody.chmod(first.resolve("lessons"), "755");
        Cli fourth = AsNobody.run(project, build);
        assertEquals(ExitStatus.OK, fourth.exitCode(), fourth.out() + fourth.err());
        assertFalse(fourth.out().contains("warning"), fourth.out());
        assertFalse(Files.exists(first), "the half-deleted version is gone once it can be deleted");
    }
}
