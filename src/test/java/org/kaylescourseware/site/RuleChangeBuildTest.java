package org.kaylescourseware.site;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.junit.jupiter.api.parallel.Resources;
import org.kaylescourseware.site.project.SiteLayout;
import org.kaylescourseware.site.source.BuildFailure;

/**
 * Change a rule, rebuild, and everything follows: each case bakes a small course (the templates,
 * the home page, the Kayles lesson and two rule files) copied into a folder of its own, changes
 * it and bakes again in the same JVM.
 */
@ResourceLock(Resources.SYSTEM_OUT)
@ResourceLock(Resources.SYSTEM_ERR) // it reads what build prints to System.out and System.err
class RuleChangeBuildTest {

    /** Dawson's Kayles, 0.07: K(0..29) as in OEIS A002187 (and Winning Ways, ch. 4). */
    private static final List<Integer> DAWSONS_KAYLES = List.of(0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2,
            2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0);

    @Test
    void changingKaylesRuleChangesItsTableAndFailsTheLessonClaimsAtTheirLines() throws IOException {
        Path project = CourseBuild.smallCourse("rule-change");
        Path site = project.resolve("site");
        new SiteBuilder(new SiteLayout(project), line -> { }).build(site);
        assertEquals(List.of(0, 1, 2, 3, 1, 4, 3, 2, 1, 4), table(site, "kayles").subList(0, 10), "Kayles, 0.77");
        assertTrue(exerciseGames(site).stream().anyMatch(g -> g.equals("0.77")), "the lesson's exercises are on Kayles: "
                + exerciseGames(site));
        Map<String, byte[]> before = CourseBuild.files(site);

        Path rules = project.resolve("content/games/kayles.yaml");
        Files.writeString(rules, Files.readString(rules).replace("rule: 0.77", "rule: 0.07"));
        Path lesson = project.resolve("content/lessons/kayles.md");
        List<String> lines = Files.readAllLines(lesson);
        String periodClaim = lesson + ":" + lineOf(lines, "{{fact period game=kayles expect=12}}")
                + ": fact period: expect: the text says 12 but the solver computes 34";

        BuildFailure failure = assertThrows(BuildFailure.class,
                () -> new SiteBuilder(new SiteLayout(project), line -> { }).build(site));
        assertTrue(failure.problems().contains(periodClaim), String.join("\n", failure.problems()));
        assertTrue(failure.problems().contains(rules + ":" + lineOf(Files.readAllLines(rules), "expect=12")
                + ": fact period: expect: the text says 12 but the solver computes 34"), "the rule file's own description");
        assertUnchanged(before, site);

        BuildSummary draft = new SiteBuilder(new SiteLayout(project), line -> { }, true).build(site);
        assertTrue(draft.warnings().contains(periodClaim), String.join("\n", draft.warnings()));
        assertEquals(failure.problems(), draft.warnings(), "a draft warns about exactly what a build fails on");
        assertEquals(DAWSONS_KAYLES, table(site, "kayles").subList(0, 30), "the Kayles page now tabulates 0.07");
        assertEquals(table(site, "dawsons-kayles").subList(0, 84), table(site, "kayles"));
        assertTrue(page(site, "games/kayles.html").select(".period-certificate").text().contains("Period 34, certified"));
        assertTrue(page(site, "lessons/kayles.html").select("main").text().contains("period 34"),
                "the draft lesson shows the computed value");
        assertTrue(exerciseGames(site).stream().anyMatch(g -> g.equals("0.07")),
                "the lesson's exercises follow the rule file: " + exerciseGames(site));
        assertTrue(exerciseGames(site).stream().noneMatch(g -> g.equals("0.77")), "no exercise keeps the old rule");

        Console strict = Console.run("build", "--project", project.toString());
        assertEquals(1, strict.code());
        assertTrue(strict.err().contains("  " + periodClaim), strict.err());
        Console draftCommand = Console.run("build", "--draft", "--project", project.toString());
        assertEquals(0, draftCommand.code(), draftCommand.err());
        assertTrue(draftCommand.out().contains("  warning: " + periodClaim), draftCommand.out());
    }

    /** What a command printed, and its exit code. */
    private record Console(int code, String out, String err) {
        static Console run(String... args) {
            java.io.PrintStream out = System.out;
            java.io.PrintStream err = System.err;
            java.io.ByteArrayOutputStream outBytes = new java.io.ByteArrayOutputStream();
            java.io.ByteArrayOutputStream errBytes = new java.io.ByteArrayOutputStream();
            try {
                System.setOut(new java.io.PrintStream(outBytes, true, java.nio.charset.StandardCharsets.UTF_8));
                System.setErr(new java.io.PrintStream(errBytes, true, java.nio.charset.StandardCharsets.UTF_8));
                int code = org.kaylescourseware.cli.KaylesCourseware.run(args);
                return new Console(code, outBytes.toString(java.nio.charset.StandardCharsets.UTF_8),
                        errBytes.toString(java.nio.charset.StandardCharsets.UTF_8));
            } finally {
                System.setOut(out);
                System.setErr(err);
            }
        }
    }

    @Test
    void newRuleFileYieldsANewPageLinkedFromTheIndex() throws IOException {
        Path project = CourseBuild.smallCourse("new-game");
        Files.writeString(project.resolve("content/games/officers.yaml"), """
                id: officers
                name: Officers
                rule: 0.6
                table-to: 47
                compute-to: 400
                """);
        Path site = project.resolve("site");
        new SiteBuilder(new SiteLayout(project), line -> { }).build(site);

        Element link = page(site, "index.html").selectFirst(".game-list a[href=games/officers.html]");
        assertEquals("Officers", link == null ? null : link.text(), "the index links the new game");
        Document officers = page(site, "games/officers.html");
        assertEquals("Officers", officers.selectFirst("h1").text());
        assertEquals(mex("0.6", 47), table(site, "officers"), "values by the plain mex recurrence");
        assertTrue(officers.select(".period-certificate").text().contains("No period found up to 400"));
        assertTrue(officers.select(".game-rules li").text().startsWith(
                "Remove 1 token from a heap, leaving one heap (taken from an end) or two non-empty heaps"));
        assertEquals("N", officers.selectFirst(".worked-game caption").text().replaceAll(".*is an? (\\w)-position.*", "$1"));
        assertTrue(officers.getElementById("exercises") != null, "the exercises section is there for issue 9 to fill");
    }

    @Test
    void rebuildAfterChangingOneRuleRecomputesOnlyThatGame() throws IOException {
        Path project = CourseBuild.smallCourse("cache");
        Path site = project.resolve("site");
        SiteBuilder builder = new SiteBuilder(new SiteLayout(project), line -> { });
        assertEquals(List.of("dawsons-kayles", "kayles"), builder.build(site).recomputed());
        assertEquals(List.of(), builder.build(site).recomputed(), "nothing changed");

        Path dawson = project.resolve("content/games/dawsons-kayles.yaml");
        Files.writeString(dawson, Files.readString(dawson).replace("name: Dawson's Kayles", "name: Dawson's Skittles"));
        assertEquals(List.of(), builder.build(site).recomputed(), "a new name does not change the values");

        Path kayles = project.resolve("content/games/kayles.yaml");
        Files.writeString(kayles, Files.readString(kayles).replace("compute-to: 200", "compute-to: 220"));
        BuildSummary summary = builder.build(site);
        assertEquals(List.of("kayles"), summary.recomputed());
        assertTrue(summary.describe().contains("recomputed 1 of 2 games: kayles"), summary.describe());
    }

    @Test
    void eachBadRuleFileIsReportedAtItsLineAndLeavesTheSiteUntouched() throws IOException {
        Path project = CourseBuild.smallCourse("bad-rules");
        Path site = project.resolve("site");
        SiteBuilder builder = new SiteBuilder(new SiteLayout(project), line -> { });
        builder.build(site);
        Map<String, byte[]> before = CourseBuild.files(site);
        Path rules = project.resolve("content/games/kayles.yaml");
        String good = Files.readString(rules);
        List<String> cases = List.of(
                good.replace("name: Kayles\n", ""), "missing 'name'",
                good.replace("compute-to: 200", "compute-to: [200]"), "'compute-to' must be a single value",
                good.replace("rule: 0.77", "rule: 0.79"), "'0.79' is not an octal code",
                good.replace("compute-to: 200", "compute-to: 999999"), "compute-to 999999 is too large: at most 20000.",
                good.replace("compute-to: 200", "compute-to: 200\nperiod: 12"), "unknown key 'period'; the keys are",
                good.replace("name: Kayles", "name: [Kayles"), "not valid YAML");
        for (int i = 0; i < cases.size(); i += 2) {
            Files.writeString(rules, cases.get(i));
            BuildFailure failure = assertThrows(BuildFailure.class, () -> builder.build(site));
            String problem = failure.problems().get(0);
            assertTrue(problem.matches(java.util.regex.Pattern.quote(rules.toString()) + ":\\d+: .*")
                    && problem.contains(cases.get(i + 1)), problem);
            assertUnchanged(before, site);
        }
        Files.writeString(rules, good);
        assertEquals(List.of(), builder.build(site).recomputed(), "failed builds keep the cache");
    }

    /** The game and rule of each of the Kayles lesson's exercises, as the page shows them, e.g. {@code Kayles (0.77) · position 9}. */
    private static List<String> exerciseGames(Path site) throws IOException {
        return page(site, "lessons/kayles.html").select("section.exercise").eachAttr("data-rule");
    }

    private static Document page(Path site, String uri) throws IOException {
        return Jsoup.parse(site.resolve(uri).toFile());
    }

    /** The values in the nim-value table of a game's page, in order of n. */
    static List<Integer> table(Path site, String game) throws IOException {
        List<Integer> values = new ArrayList<>();
        for (Element cell : page(site, "games/" + game + ".html").select("table.grundy-table tbody td:not(.empty)")) {
            values.add(Integer.parseInt(cell.text()));
        }
        return values;
    }

    /**
     * g(0..to) of an octal code without '4' before the point, straight from the definition (Winning
     * Ways, ch. 4): removing k tokens from n leaving a and b, a + b = n − k, is allowed when digit k
     * has bit 1 (nothing left), 2 (one heap) or 4 (two heaps). Shares no code with the solver.
     */
    static List<Integer> mex(String code, int to) {
        String digits = code.substring(code.indexOf('.') + 1);
        int[] g = new int[to + 1];
        List<Integer> values = new ArrayList<>(List.of(0));
        for (int n = 1; n <= to; n++) {
            java.util.BitSet seen = new java.util.BitSet();
            for (int k = 1; k <= Math.min(n, digits.length()); k++) {
                int d = digits.charAt(k - 1) - '0';
                for (int a = 0; a <= n - k; a++) {
                    int b = n - k - a;
                    int bit = a == 0 && b == 0 ? 1 : a == 0 || b == 0 ? 2 : 4;
                    if ((d & bit) != 0) {
                        seen.set(g[a] ^ g[b]);
                    }
                }
            }
            g[n] = seen.nextClearBit(0);
            values.add(g[n]);
        }
        return values;
    }

    private static void assertUnchanged(Map<String, byte[]> before, Path site) {
        Map<String, byte[]> after = CourseBuild.files(site);
        assertEquals(before.keySet(), after.keySet());
        before.forEach((name, bytes) -> assertArrayEquals(bytes, after.get(name), name + " changed"));
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
