package org.kaylescourseware.site;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.site.course.Edition;
import org.kaylescourseware.site.directive.SolverCache;
import org.kaylescourseware.site.project.SiteLayout;
import org.kaylescourseware.site.source.BuildFailure;

/** How a build publishes: atomically, deterministically, and never after a problem. */
class SiteBuildBehaviourTest {

    @Test
    void twoBuildsOfTheSameSourcesAreByteIdentical() {
        Path again = CourseBuild.freshFolder("again").resolve("site");
        new SiteBuilder(new SiteLayout(CourseBuild.PROJECT), Edition.STUDENT, false, new SolverCache(), line -> { }).build(again);
        Map<String, byte[]> first = CourseBuild.files(CourseBuild.site());
        Map<String, byte[]> second = CourseBuild.files(again);
        assertEquals(first.keySet(), second.keySet(), "the same files");
        first.forEach((name, bytes) -> assertArrayEquals(bytes, second.get(name), name + " differs between builds"));
    }

    @Test
    void failedBuildKeepsOldSite() throws IOException {
        // the Kayles lesson alone: what is checked is the old site kept whole, which needs no other lesson's computations
        Path project = CourseBuild.smallCourse("failing");
        Path site = project.resolve("site");
        SiteBuilder builder = new SiteBuilder(new SiteLayout(project), line -> { });
        builder.build(site);
        Map<String, byte[]> before = CourseBuild.files(site);

        Path lesson = project.resolve("content/lessons/kayles.md");
        List<String> lines = Files.readAllLines(lesson, StandardCharsets.UTF_8);
        int line = lines.indexOf("grundy-table game=kayles to=83 columns=12 symbol=K") + 1;
        lines.set(line - 1, "grundy-table game=kayles to=83 colums=12 symbol=K");
        Files.write(lesson, lines, StandardCharsets.UTF_8);

        BuildFailure failure = assertThrows(BuildFailure.class, () -> builder.build(site));
        assertEquals(List.of(lesson + ":" + line + ": grundy-table: unknown argument 'colums'; valid arguments:"
                + " game (a game id from content/games), to (the largest heap size shown; a whole number from 0 to 1000000),"
                + " columns (heap sizes per row; a whole number from 1 to 64; default 12), symbol (the letter for values"
                + " (K for Kayles); default G)"), failure.problems());
        Map<String, byte[]> after = CourseBuild.files(site);
        assertEquals(before.keySet(), after.keySet());
        before.forEach((name, bytes) -> assertArrayEquals(bytes, after.get(name), name + " changed"));
        try (Stream<Path> versions = Files.list(project.resolve(".site-builds"))) {
            assertEquals(List.of("lock", site.toRealPath().getFileName().toString()),
                    versions.map(p -> p.getFileName().toString()).sorted().toList(), "no staging folder is left behind");
        }
    }

    @Test
    void everyProblemOfABuildIsReportedWithFileAndLine() throws IOException {
        // the Kayles lesson and every rule file, so that the unknown game's line lists the course's games
        Path project = CourseBuild.smallCourseWithEveryGame("problems");
        Path lesson = project.resolve("content/lessons/kayles.md");
        String text = Files.readString(lesson)
                .replaceFirst("\\{\\{fact period game=kayles expect=12}}", "{{fact period game=kayles expect=11}}")
                .replace("worked-game game=kayles start=6+5+2", "worked-game game=kales start=6+5+2");
        Files.writeString(lesson, text);
        List<String> lines = Files.readAllLines(lesson);
        BuildFailure failure = assertThrows(BuildFailure.class,
                () -> new SiteBuilder(new SiteLayout(project), line -> { }).build(project.resolve("site")));
        assertEquals(List.of(
                lesson + ":" + lineOf(lines, "expect=11") + ": fact period: expect: the text says 11 but the solver computes 12",
                lesson + ":" + lineOf(lines, "game=kales") + ": worked-game: game: unknown game 'kales'; the games are dawsons-chess,"
                        + " dawsons-kayles, kayles, nim, octal-4-7, officers, treblecross"),
                failure.problems());
        assertTrue(Files.notExists(project.resolve("site")), "nothing is published");
    }

    @Test
    void badRuleFileFailsTheBuildNamingItsLine() throws IOException {
        Path project = CourseBuild.smallCourse("rules");
        Path rules = project.resolve("content/games/kayles.yaml");
        Files.writeString(rules, Files.readString(rules).replace("rule: 0.77", "rule: 0.78"));
        BuildFailure failure = assertThrows(BuildFailure.class,
                () -> new SiteBuilder(new SiteLayout(project), line -> { }).build(project.resolve("site")));
        String problem = failure.problems().get(0);
        assertTrue(problem.startsWith(rules + ":" + lineOf(Files.readAllLines(rules), "rule: 0.78") + ": '0.78' is not an octal code"),
                problem);
    }

    private static int lineOf(List<String> lines, String text) {
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains(text)) {
                return i + 1;
            }
        }
        throw new AssertionError("no line contains " + text);
    }
}
