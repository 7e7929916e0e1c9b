package org.kaylescourseware.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.kaylescourseware.site.project.CourseProject;
import org.kaylescourseware.site.games.GameDefinition;

/**
 * Issue 23, item 4: every command that takes a game accepts the ids of {@code content/games/*.yaml}
 * as well as octal codes, and knows them from the rule files alone. The ids and codes here are read
 * from the files with a regular expression, not through the program's catalogue.
 */
class GameIdsTest {

    private static final Path GAMES = Path.of("content/games");
    private static final Pattern RULE = Pattern.compile("(?m)^rule:\\s*(\\S+)\\s*$");

    /** Every rule file of the course: its id (the file name) and its rule as written. */
    static Stream<String[]> ruleFiles() throws IOException {
        try (Stream<Path> files = Files.list(GAMES)) {
            List<String[]> games = new ArrayList<>();
            for (Path file : files.filter(f -> f.toString().endsWith(".yaml")).sorted().toList()) {
                Matcher rule = RULE.matcher(Files.readString(file));
                assertTrue(rule.find(), file + " has a rule line");
                games.add(new String[] {file.getFileName().toString().replace(".yaml", ""), rule.group(1)});
            }
            return games.stream();
        }
    }

    @ParameterizedTest
    @MethodSource("ruleFiles")
    void grundyTakesEveryRuleFileIdAndAgreesWithItsRule(String id, String rule) {
        Cli byId = Cli.run("grundy", id, "--to", "60", "--format", "csv");
        Cli byRule = Cli.run("grundy", rule, "--to", "60", "--format", "csv");
        assertEquals(0, byId.exitCode(), byId.err());
        assertEquals(byRule.out(), byId.out());
    }

    @ParameterizedTest
    @MethodSource("ruleFiles")
    void outcomeTakesEveryRuleFileIdAndNamesTheGameByIt(String id, String rule) throws Exception {
        Cli byId = Cli.run("outcome", id, "7+3+2", "--format", "json");
        Cli byRule = Cli.run("outcome", rule, "7+3+2", "--format", "json");
        assertEquals(0, byId.exitCode(), byId.err());
        JsonNode json = new ObjectMapper().readTree(byId.out());
        JsonNode reference = new ObjectMapper().readTree(byRule.out());
        assertEquals(id, json.get("game").asText());
        assertEquals(reference.get("outcome"), json.get("outcome"));
        assertEquals(reference.get("winningMoves"), json.get("winningMoves"));
    }

    @Test
    void theCourseBuiltIntoTheProgramHoldsEveryRuleFile() throws IOException {
        List<String> ids = ruleFiles().map(game -> game[0]).toList();
        assertEquals(ids, CourseProject.bundled().games().games().stream().map(GameDefinition::id).toList());
        for (String[] game : ruleFiles().toList()) {
            assertEquals(game[1], CourseProject.bundled().games().named(game[0]).rule().code());
        }
    }

    @Test
    void worksheetTakesAGameIdThatIsNoLesson(@TempDir Path out) throws IOException {
        Cli cli = Cli.run("worksheet", "--lesson", "treblecross", "--count", "4", "--out", out.resolve("ws").toString());
        assertEquals(0, cli.exitCode(), cli.err());
        String key = Files.readString(out.resolve("ws/answer-key.html"));
        assertTrue(key.contains("Treblecross"), "the answer key names the game as its rule file does");
    }

    @Test
    void anUnknownGameListsTheRuleFilesIds() {
        Cli cli = Cli.run("grundy", "kales", "--to", "5");
        assertEquals(2, cli.exitCode());
        assertTrue(cli.err().startsWith("Unknown GAME 'kales': expected a game of the course"
                + " (dawsons-chess, dawsons-kayles, kayles, nim, octal-4-7, officers, treblecross)"), cli.err());
        assertEquals(1, cli.err().strip().split("\\R").length, "one line, ending by the pointer to --help: " + cli.err());
    }

    @Test
    void projectOptionNamesTheGamesOfAnotherCourse(@TempDir Path project) throws IOException {
        Files.createDirectories(project.resolve("content/games"));
        Files.writeString(project.resolve("content/games/guiles.yaml"), "id: guiles\nname: Guiles\nrule: 0.15\ncompute-to: 50\n");
        Cli byId = Cli.run("grundy", "guiles", "--to", "30", "--project", project.toString());
        assertEquals(0, byId.exitCode(), byId.err());
        assertTrue(byId.out().startsWith("Grundy values of Guiles (0.15)"), byId.out());
        Cli kayles = Cli.run("grundy", "kayles", "--to", "30", "--project", project.toString());
        assertEquals(2, kayles.exitCode(), "that course has no kayles");
        assertTrue(kayles.err().contains("expected a game of the course (guiles)"), kayles.err());
    }

    @Test
    void aBrokenRuleFileStopsOnlyItsOwnGame(@TempDir Path project) throws IOException {
        Files.createDirectories(project.resolve("content/games"));
        Files.writeString(project.resolve("content/games/good.yaml"), "id: good\nname: Good\nrule: 0.77\ncompute-to: 50\n");
        Files.writeString(project.resolve("content/games/bad.yaml"), "id: bad\nname: Bad\nrule: 0.8\ncompute-to: 50\n");
        assertEquals(0, Cli.run("outcome", "good", "5", "--project", project.toString()).exitCode());
        Cli bad = Cli.run("outcome", "bad", "5", "--project", project.toString());
        assertEquals(2, bad.exitCode());
        assertTrue(bad.err().contains("its rule file has a problem at " + project.resolve("content/games/bad.yaml") + ":3"),
                bad.err());
    }

    @Test
    void aFolderThatIsNoCourseIsRefusedInOneLine(@TempDir Path empty) {
        Cli cli = Cli.run("outcome", "kayles", "5", "--project", empty.toString());
        assertEquals(2, cli.exitCode());
        assertTrue(cli.err().startsWith("Invalid value for --project: '" + empty + "' is not a course project"), cli.err());
    }

    @Test
    void outsideAProjectTheCourseBuiltIntoTheProgramNamesTheGames(@TempDir Path elsewhere) throws Exception {
        assertFalse(Files.exists(elsewhere.resolve("content")));
        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), Cli.CHILD_JIT, "-cp",
                System.getProperty("java.class.path"), KaylesCourseware.class.getName(), "grundy", "officers", "--to", "12",
                "--format", "csv");
        File out = elsewhere.resolve("out.txt").toFile();
        Process process = new ProcessBuilder(command).directory(elsewhere.toFile()).redirectOutput(out)
                .redirectErrorStream(true).start();
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "grundy finished");
        String printed = Files.readString(out.toPath(), StandardCharsets.UTF_8);
        assertEquals(0, process.exitValue(), printed);
        assertEquals(Cli.run("grundy", "0.6", "--to", "12", "--format", "csv").out(), printed);
    }
}
