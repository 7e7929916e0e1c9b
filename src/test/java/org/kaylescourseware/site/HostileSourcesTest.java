package org.kaylescourseware.site;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.kaylescourseware.site.project.SiteLayout;
import org.kaylescourseware.site.publish.OutputRefused;
import org.kaylescourseware.site.source.BuildFailure;

/**
 * Sources a careless or hostile author can hand the build: each is refused with one line per
 * problem that names file:line and how to fix it, and the site published before stays byte for
 * byte as it was. The cases share one small course and one builder (warm after the first bake);
 * each starts from the pristine sources.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class HostileSourcesTest {

    private static final String SHORT_LESSON = "title=Short\ntype=lesson\nstatus=published\norder=8\n~~~~~~\n\nText.\n";
    private static final String NAMES = " (the names of pages and of their folders are lower-case ASCII letters, digits and"
            + " hyphens, such as kayles-intro.md: a page's address is its file name)";

    private Path pristine;
    private Path project;
    private Path site;
    private SiteBuilder builder;
    private Map<String, byte[]> published;

    @BeforeAll
    void bakeTheSmallCourse() {
        pristine = CourseBuild.smallCourse("hostile-pristine");
        project = CourseBuild.freshFolder("hostile");
        site = project.resolve("site");
        restoreSources();
        builder = new SiteBuilder(new SiteLayout(project), line -> { });
        builder.build(site);
        published = CourseBuild.files(site);
    }

    @BeforeEach
    void restoreSources() {
        for (String part : List.of("content", "templates")) {
            CourseBuild.deleteTree(project.resolve(part));
            CourseBuild.copyTree(pristine.resolve(part), project.resolve(part));
        }
    }

    @AfterEach
    void publishedSiteIsUntouched() {
        Map<String, byte[]> now = CourseBuild.files(site);
        assertEquals(published.keySet(), now.keySet(), "the same files");
        published.forEach((name, bytes) -> assertArrayEquals(bytes, now.get(name), name + " changed"));
    }

    private List<String> problems() {
        return assertThrows(BuildFailure.class, () -> builder.build(site)).problems();
    }

    private Path lesson() {
        return project.resolve("content/lessons/kayles.md");
    }

    private void append(Path file, String text) throws IOException {
        Files.writeString(file, text, StandardCharsets.UTF_8, StandardOpenOption.APPEND);
    }

    private int lines(Path file) throws IOException {
        return Files.readAllLines(file).size();
    }

    @Test
    void linkOutOfTheProjectIsNeverFollowedIntoTheSite() throws IOException {
        Path image = Files.createSymbolicLink(project.resolve("content/lessons/passwd.png"), Path.of("/etc/passwd"));
        Path style = Files.createSymbolicLink(project.resolve("templates/assets/css/secret.css"), Path.of("/etc/passwd"));
        Path partial = Files.createSymbolicLink(project.resolve("templates/partials/secret.ftl"), Path.of("/etc/hostname"));
        List<String> problems = problems();
        for (Path link : List.of(image, style, partial)) {
            assertTrue(problems.stream().anyMatch(p -> p.startsWith(link + ":1: a link to /etc/")
                    && p.contains("outside the project: the build publishes only files inside the project")), problems + "");
        }
    }

    @Test
    void linkedFolderIsRefused() throws IOException {
        Path link = Files.createSymbolicLink(project.resolve("content/more"), Path.of("lessons"));
        assertEquals(List.of(link + ":1: a link to the folder " + project.resolve("content/lessons").toRealPath()
                + ": the build does not follow linked folders; move or copy the folder in"), problems());
    }

    @Test
    void fenceLeftOpenIsAnErrorAtItsLine() throws IOException {
        int line = lines(lesson()) + 2;
        append(lesson(), "\n```solver\ngrundy-table game=kayles to=10\n\nThe rest of the lesson.\n");
        assertEquals(List.of(lesson() + ":" + line + ": the fence ```solver opened here is never closed, so it swallows the"
                + " rest of the page: add a line ``` after its last line"), problems());
    }

    @Test
    void inlineDirectiveLeftOpenIsAnErrorAtItsLine() throws IOException {
        int line = lines(lesson()) + 2;
        append(lesson(), "\nThe period is {{fact period game=kayles expect=12 and so on.\n");
        assertEquals(List.of(lesson() + ":" + line + ": '{{' opens an inline directive that is not closed on its line:"
                + " write {{fact <name> ... expect=<value>}} on one line, with no {{ inside"), problems());
    }

    /**
     * A fact in a formula whose value holds a brace, {@code expect="\\mathbf{1}"}, did not match as a directive and was
     * typeset as its own TeX, with exit 0: the page showed "{{fact misere-element ...}}" in place of the value. So did one
     * left open in a formula. Each is now an error at its line.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"$`x = {{fact period game=kayles expect=\"\\mathbf{12}\"}}`$", "$`x = {{fact period game=kayles`$"})
    void factInAFormulaThatHoldsABraceOrIsLeftOpenIsAnErrorAtItsLine(String written) throws IOException {
        int line = lines(lesson()) + 2;
        append(lesson(), "\nThe period is " + written + " and so on.\n");
        List<String> problems = problems();
        assertTrue(problems.stream().anyMatch(p -> p.startsWith(lesson() + ":" + line + ": '{{fact' in a formula is not closed on"
                + " its line, or holds a brace")), String.join("\n", problems));
    }

    /**
     * Issue 28, item 4: without its }}, the directive ran on to the }} of the next fact two lines down and
     * the page lost the text between ("Kayles is the octal game 2`$ pins."), with exit 0.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"{{fact rule game=kayles expect=0.77", "{{fact rule game=kayles\nexpect=0.77}}",
        "{{fact rule game=kayles expect=0.77\n\nA paragraph.}}", "{{fact rule {{fact rule game=kayles expect=0.77}}"})
    void inlineDirectiveThatMeetsALineEndOrAnotherBeforeItsEndIsAnErrorAtItsLine(String written) throws IOException {
        String fact = "{{fact rule game=kayles expect=0.77}}";
        List<String> text = Files.readAllLines(lesson());
        int line = text.indexOf(text.stream().filter(l -> l.contains(fact)).findFirst().orElseThrow()) + 1;
        Files.writeString(lesson(), Files.readString(lesson()).replace(fact, written.replace("\\n", "\n")));
        List<String> problems = problems();
        assertTrue(problems.stream().anyMatch(p -> p.startsWith(lesson() + ":" + line + ": '{{' opens an inline directive")
                && p.contains("}}")), String.join("\n", problems));
    }

    @Test
    void quotesNestedTwentyThousandDeepAreRefusedNotAStackOverflow() throws IOException {
        int line = lines(lesson()) + 2;
        append(lesson(), "\n" + ">".repeat(20_000) + " deep\n");
        assertEquals(List.of(lesson() + ":" + line + ": block quotes nested more than 32 deep ('>' repeated): no reader"
                + " follows that; flatten them"), problems());
    }

    @Test
    void blocksNestedTwentyThousandDeepAreRefusedNotParsedForHours() throws IOException {
        int line = lines(lesson()) + 2 + 8;
        StringBuilder deep = new StringBuilder("\n");
        for (int i = 0; i < 20_000; i++) {
            deep.append("::: remark {#r").append(i).append("}\n");
        }
        append(lesson(), deep + ":::\n".repeat(20_000));
        // the parser asks every open block about every line: unchecked, this page took hours (a hang, in serve too)
        List<String> problems = assertTimeoutPreemptively(Duration.ofMinutes(3), this::problems);
        assertEquals(List.of(lesson() + ":" + line + ": blocks (::: kind) nested more than 8 deep: no reader follows that;"
                + " close each block (a line :::) before the next opens"), problems);
    }

    @Test
    void htmlPageBesideTheLessonIsReported() throws IOException {
        Path html = Files.writeString(project.resolve("content/lessons/kayles.html"), "<p>mine</p>");
        assertEquals(List.of(html + ":1: .html files are not pages of this course: write the page in Markdown (.md;"
                + " HTML inside Markdown passes through as it is), or put the file under templates/assets/ to publish it"
                + " unchanged"), problems());
    }

    @Test
    void pageWithTheNameOfAGamePageIsReportedNamingBoth() throws IOException {
        Files.writeString(project.resolve("content/games/kayles.md"), "title=K\ntype=lesson\nstatus=published\norder=9\n"
                + "~~~~~~\n\nText.\n");
        List<String> problems = problems();
        assertEquals(1, problems.size(), problems + "");
        assertTrue(problems.get(0).contains("would be published as games/kayles.html, like ")
                && problems.get(0).contains("content/games/kayles.yaml") && problems.get(0).contains("content/games/kayles.md"),
                problems.get(0));
    }

    @Test
    void ruleFileTwiceAsYamlAndYmlIsOneProblemAndTheLessonsAreCheckedAgainstTheFirst() throws IOException {
        Path yaml = project.resolve("content/games/kayles.yaml");
        Path yml = project.resolve("content/games/kayles.yml");
        Files.writeString(yml, Files.readString(yaml).replaceAll("compute-to: \\d+", "compute-to: 100"));
        assertEquals(List.of(yml + ":1: would be published as games/kayles.html, like " + yaml + ": rename or remove one of them"),
                problems(), "not a problem for every fact the lesson states about a Kayles computed only to 100, too few for its period");
    }

    @Test
    void fileInTheFolderTheBuildFillsWithKatexIsReported() throws IOException {
        Path image = project.resolve("content/katex/logo.png");
        Files.createDirectories(image.getParent());
        Files.write(image, new byte[] {1, 2, 3});
        assertEquals(List.of(image + ":1: would be published in katex/, the folder of the math fonts and scripts the"
                + " build adds; give it another folder"), problems());
    }

    @Test
    void assetWhereTheBuildWritesItsSearchIndexIsReportedNotSilentlyReplaced() throws IOException {
        Path asset = project.resolve("templates/assets/js/search-data.js");
        Files.createDirectories(asset.getParent());
        Files.writeString(asset, "window.mySearch = [];\n");
        assertEquals(List.of(asset + ":1: the course writes its search index as js/search-data.js, where this asset would be"
                + " published; rename it"), problems());
    }

    @Test
    void ruleFileOutsideTheGamesFolderIsReported() throws IOException {
        Path rules = Files.writeString(project.resolve("content/lessons/officers.yaml"), "id: officers\n");
        assertEquals(List.of(rules + ":1: a .yaml file outside content/games/: rule files go in content/games/ (other"
                + " YAML files are not read); move it there or out of content/"), problems());
    }

    /**
     * Issue 28, item 6: JBake publishes a page under its file name URL-encoded (a+b.html, %C3%BC.html) while the course
     * linked a b.html, and the build failed with exit 5 at a path inside its build folder. Such a name is refused at the
     * file, before the bake, with the name to give it.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"a b.md|a-b.md", "\u00fc.md|u.md", "Kayles Intro.md|kayles-intro.md", "r\u00e8gle_2.md|regle-2.md",
        "\u65e5\u672c.md|"})
    void pageFileNameThatIsNotAnAddressIsRefusedAtTheFileSayingWhatToCallIt(String names) throws IOException {
        String[] name = names.split("\\|", -1);
        Path page = Files.writeString(project.resolve("content/lessons").resolve(name[0]), SHORT_LESSON);
        String rename = name[1].isEmpty() ? "rename it" : "rename it to " + name[1];
        assertEquals(List.of(page + ":1: the name '" + name[0] + "' cannot be a page's address: " + rename + NAMES), problems());
    }

    @Test
    void folderNameThatIsNotAnAddressIsRefusedAtItsPages() throws IOException {
        Path page = project.resolve("content/more lessons/intro.md");
        Files.createDirectories(page.getParent());
        Files.writeString(page, SHORT_LESSON);
        assertEquals(List.of(page + ":1: the folder name 'more lessons' cannot be part of a page's address: rename it to"
                + " more-lessons" + NAMES), problems());
    }

    @Test
    void fileThatIsNotUtf8IsReported() throws IOException {
        Path page = project.resolve("content/lessons/latin.md");
        Files.write(page, "title=Caf\u00e9\ntype=lesson\nstatus=published\norder=7\n~~~~~~\n".getBytes(StandardCharsets.ISO_8859_1));
        assertEquals(List.of(page + ":1: the file is not UTF-8 text: save it as UTF-8"), problems());
    }

    @Test
    void everyProblemOfEveryFileIsReportedTogether() throws IOException { // a wrong page header stops before the bake: HeaderProblemsBeforeBakingTest
        Path rules = project.resolve("content/games/dawsons-kayles.yaml");
        Files.writeString(rules, Files.readString(rules).replace("rule: 0.07", "rule: 0.78") + "colour: red\n");
        List<String> text = Files.readAllLines(lesson());
        int line = text.indexOf("grundy-table game=kayles to=83 columns=12 symbol=K") + 1;
        text.set(line - 1, "grundy-table game=kayles to=83 colums=12 symbol=K");
        Files.write(lesson(), text);
        List<String> problems = problems();
        List<String> rulesText = Files.readAllLines(rules);
        assertEquals(List.of(
                rules + ":" + (rulesText.indexOf("rule: 0.78") + 1) + ": '0.78' is not an octal code",
                rules + ":" + (rulesText.indexOf("colour: red") + 1) + ": unknown key 'colour'",
                lesson() + ":" + line + ": grundy-table: unknown argument 'colums'"),
                problems.stream().map(p -> p.replaceFirst("^(.*?: .*?)( \\(|;|:  ).*$", "$1")
                        .replaceFirst(" \\(it is not.*$", "")).toList(), String.join("\n", problems));
    }

    @Test
    void lessonUsingAGameWhoseRuleFileIsBrokenIsToldWhy() throws IOException {
        Path rules = project.resolve("content/games/kayles.yaml");
        Files.writeString(rules, Files.readString(rules).replace("rule: 0.77", "rule: seven"));
        int ruleLine = Files.readAllLines(rules).indexOf("rule: seven") + 1;
        List<String> problems = problems();
        assertTrue(problems.get(0).startsWith(rules + ":" + ruleLine + ": "), problems.get(0));
        assertTrue(problems.stream().anyMatch(p -> p.startsWith(lesson() + ":") && p.endsWith("game 'kayles' cannot be"
                + " used: its rule file has a problem at " + rules + ":" + ruleLine + "; fix that first")), problems + "");
    }

    @Test
    void askingBeyondComputeToPointsAtTheComputeToLine() throws IOException {
        Path rules = project.resolve("content/games/kayles.yaml");
        Files.writeString(rules, Files.readString(rules).replace("table-to: 83", "table-to: 60")
                .replace("compute-to: 200", "compute-to: 60"));
        int computeTo = Files.readAllLines(rules).indexOf("compute-to: 60") + 1;
        List<String> problems = problems();
        assertTrue(problems.stream().anyMatch(p -> p.contains("raise compute-to in " + rules + ":" + computeTo)
                || p.contains("(raise it in " + rules + ":" + computeTo + ")")), String.join("\n", problems));
        assertFalse(problems.stream().anyMatch(p -> p.contains("raise compute-to in " + rules + ":1)")
                || p.contains("raise it in " + rules + ":1)")), "not the id's line");
    }

    @Test
    void outputThatHoldsTheProjectOrItsSourcesIsRefusedTouchingNothing() throws IOException {
        for (Path output : List.of(project, project.resolve("content"), project.resolve("content/site"),
                project.resolve("templates"))) {
            String refusal = assertThrows(OutputRefused.class, () -> builder.build(output)).getMessage();
            assertTrue(refusal.startsWith("cannot write to '" + output + "': it ") && !refusal.contains("\n"), refusal);
        }
        try (Stream<Path> files = Files.walk(project.resolve("content"))) {
            assertEquals(7, files.count(), "content/, its two folders, the home page, the lesson and two rule files");
        }
        assertFalse(Files.exists(project.resolve("content/.site-builds")));
    }
}
