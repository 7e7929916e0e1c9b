package org.kaylescourseware.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kaylescourseware.site.CourseBuild;

/**
 * What the cleanup after publishing deletes, and what happens when it cannot. It deletes only what
 * carries this program's mark (issue 28, item 2): a build deleted a user's copy named
 * {@code .site-old-2025-11} beside site/, and {@code worksheet --out ws} deleted a user's notes and
 * photos inside {@code .ws-builds/}.
 */
class CleanupTest {

    @TempDir
    Path dir;

    @Test
    void aUsersCopyNamedLikeAnOldSiteBesideTheOutputSurvivesTheBuild() throws IOException {
        Path project = CourseBuild.smallCourse("beside");
        Path site = project.resolve("site");
        assertEquals(ExitStatus.OK, Cli.run("build", "--project", project.toString(), "--output", site.toString()).exitCode());
        Path copy = project.resolve(".site-old-2025-11");
        CourseBuild.copyTree(site.toRealPath(), copy);
        Path build = Files.createDirectories(project.resolve(".site-build-2025-12"));
        Files.writeString(build.resolve("draft.txt"), "mine");

        Cli cli = Cli.run("build", "--project", project.toString(), "--output", site.toString());

        assertEquals(ExitStatus.OK, cli.exitCode(), cli.err());
        assertTrue(Files.isRegularFile(copy.resolve("lessons/kayles.html")), "the user's copy of the site is whole");
        assertEquals("mine", Files.readString(build.resolve("draft.txt")));
    }

    @Test
    void aUsersFilesInsideTheVersionsFolderSurviveTheWorksheet() throws IOException {
        Path out = dir.resolve("ws");
        Path versions = Files.createDirectories(dir.resolve(".ws-builds"));
        Files.writeString(versions.resolve("notes.txt"), "mine");
        Path photos = Files.createDirectories(versions.resolve("photos"));
        Files.write(photos.resolve("board.jpg"), new byte[] {1, 2, 3});
        Path likeAVersion = Files.createDirectories(versions.resolve("v1-2-3"));
        Files.writeString(likeAVersion.resolve("plan.txt"), "mine too");

        for (int run = 0; run < 2; run++) {
            Cli cli = Cli.run("worksheet", "--lesson", "kayles", "--count", "2", "--out", out.toString());
            assertEquals(ExitStatus.OK, cli.exitCode(), cli.err());
        }

        assertEquals("mine", Files.readString(versions.resolve("notes.txt")));
        assertEquals(3, Files.readAllBytes(photos.resolve("board.jpg")).length);
        assertEquals("mine too", Files.readString(likeAVersion.resolve("plan.txt")), "named like a version, but not marked");
    }

    /**
     * A build that published reports success, with a warning, when it cannot delete the version it
     * replaced (issue 28, item 8: it exited 5, and every later build failed until the permissions were
     * fixed); the next build copes with the half-deleted old version. Run as an unprivileged user,
     * since root deletes whatever the permissions say.
     */
    @Test
    void aVersionThatCannotBeDeletedIsAWarningAndTheNextBuildCopes() throws IOException {
        Path project = CourseBuild.smallCourse("cleanup");
        Path site = project.resolve("site");
        String[] build = builtAndGivenToNobody(project, site);
        Path first = site.toRealPath();
        Cli.AsNobody.chmod(first.resolve("lessons"), "555");

        Cli second = asNobodyAfterAnEdit(project, build);
        Path published = site.toRealPath();
        assertEquals(ExitStatus.OK, second.exitCode(), second.out() + second.err());
        assertNotEquals(first, published, "the new version is published");
        assertTrue(second.out().contains("warning: cannot delete " + first), second.out());
        assertTrue(second.out().contains("permission denied"), second.out());
        HostileInputTest.assertNoTrace(second.out() + second.err());
        assertTrue(Files.isRegularFile(site.resolve("lessons/kayles.html")));

        Cli third = asNobodyAfterAnEdit(project, build);
        assertEquals(ExitStatus.OK, third.exitCode(), third.out() + third.err());
        assertTrue(Files.isRegularFile(site.resolve("lessons/kayles.html")), "the site is whole");

        Cli.AsNobody.chmod(first.resolve("lessons"), "755");
        Cli fourth = asNobodyAfterAnEdit(project, build);
        assertEquals(ExitStatus.OK, fourth.exitCode(), fourth.out() + fourth.err());
        assertFalse(fourth.out().contains("warning"), fourth.out());
        assertFalse(Files.exists(first), "the half-deleted version is gone once it can be deleted");
    }

    /**
     * The mark of a version is its marker file's presence, never its text: one made unreadable (chmod 000) still marks the
     * version, which the next build replaces and deletes. A version folder made unreadable hides its mark: the build
     * refuses it in one line saying so and what to do, and the published site stays. Run as an unprivileged user, since
     * root reads whatever the permissions say.
     */
    @Test
    void anUnreadableMarkerStillMarksAndAnUnreadableVersionIsRefusedSayingSo() throws IOException {
        Path project = CourseBuild.smallCourse("unreadable-mark");
        Path site = project.resolve("site");
        String[] build = builtAndGivenToNobody(project, site);
        Path first = site.toRealPath();
        Cli.AsNobody.chmod(first.resolve(".kayles-courseware"), "000");

        Cli second = asNobodyAfterAnEdit(project, build);
        assertEquals(ExitStatus.OK, second.exitCode(), second.out() + second.err());
        Path published = site.toRealPath();
        assertNotEquals(first, published, "the new version is published");
        assertFalse(Files.exists(first), "the version whose marker could not be read is deleted: it was marked");
        assertFalse(second.out().contains("warning"), second.out());

        Cli.AsNobody.chmod(published, "000");
        Cli third = asNobodyAfterAnEdit(project, build);
        Cli.AsNobody.chmod(published, "755");
        String refused = HostileInputTest.assertOneLine(third, ExitStatus.FILE, "cannot write to '" + site + "'", published.toString(),
                "its mark .kayles-courseware cannot be read there; make the folder readable, or remove the link");
        assertEquals(published, site.toRealPath(), "the published site stays: " + refused);
        assertTrue(Files.isRegularFile(site.resolve("lessons/kayles.html")));
    }

    /**
     * Builds {@code project} into {@code site} (in this JVM: who built the first version does not matter once the tree is
     * the unprivileged user's) and gives the tree to that user; the command line that builds it again. Each later build
     * is {@link #asNobodyAfterAnEdit}, so that it bakes and publishes a new version (a build with nothing changed bakes
     * nothing) while reading the project's solver cache: without it each build in a JVM of its own typesets and computes
     * everything again, about twice the time.
     */
    private static String[] builtAndGivenToNobody(Path project, Path site) {
        String[] build = {"build", "--project", project.toString(), "--output", site.toString()};
        Cli first = Cli.run(build);
        assertEquals(ExitStatus.OK, first.exitCode(), first.err());
        Cli.AsNobody.own(project);
        return build;
    }

    /** Changes a source of {@code project} (a blank line at the end of the home page) and runs {@code build} as the unprivileged user. */
    private static Cli asNobodyAfterAnEdit(Path project, String[] build) throws IOException {
        Files.writeString(project.resolve("content/index.md"), "\n", StandardOpenOption.APPEND);
        return Cli.AsNobody.run(project, build);
    }
}
