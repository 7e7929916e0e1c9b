package org.kaylescourseware.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.kaylescourseware.site.CourseBuild;
import org.kaylescourseware.site.SiteBuilder;
import org.kaylescourseware.site.project.SiteLayout;

/**
 * A source the build cannot read fails the build at its path, with the reason, and the site
 * published before stays byte for byte (issue 28, item 1: an unreadable content/lessons/ was
 * skipped, and the site published without its lessons). The build runs as an unprivileged user,
 * since root reads whatever the permissions say.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class UnreadableSourcesTest {

    private Path project;
    private Path site;
    private Map<String, byte[]> published;

    @BeforeAll
    void publishTheSmallCourse() throws IOException {
        project = CourseBuild.smallCourse("unreadable");
        Files.createDirectories(project.resolve("content/img"));
        Files.write(project.resolve("content/img/pic.png"), new byte[] {(byte) 0x89, 'P', 'N', 'G'});
        site = project.resolve("site");
        new SiteBuilder(new SiteLayout(project), line -> { }).build(site);
        published = CourseBuild.files(site);
        Cli.AsNobody.own(project);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"content/lessons", "content/img", "content/games", "templates/partials", "templates/assets",
        "content/lessons/kayles.md", "content/games/kayles.yaml", "content/img/pic.png", "templates/layout.ftl"})
    void anUnreadableSourceFailsTheBuildAtItsPathAndTheSiteStays(String source) {
        String mode = Files.isDirectory(project.resolve(source)) ? "755" : "644";
        Cli.AsNobody.chmod(project.resolve(source), "000");

        Cli cli = Cli.AsNobody.run(project, "build", "--project", project.toString(), "--output", site.toString());

        Cli.AsNobody.chmod(project.resolve(source), mode);
        assertEquals(ExitStatus.FILE, cli.exitCode(), cli.out() + cli.err());
        assertTrue(cli.err().contains("cannot read " + project.resolve(source) + ": permission denied"), cli.err());
        HostileInputTest.assertNoTrace(cli.out() + cli.err());
        Map<String, byte[]> now = CourseBuild.files(site);
        assertEquals(published.keySet(), now.keySet(), "the same files");
        published.forEach((name, bytes) -> assertArrayEquals(bytes, now.get(name), name + " changed"));
    }
}
