package org.kaylescourseware.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.kaylescourseware.site.CourseBuild;
import org.kaylescourseware.site.games.GamePageSource;

/**
 * The command lines a game's page offers to copy do what the page says: each runs, and grundy
 * prints the values of the page's own table.
 */
class GamePageCommandsTest {

    @TestFactory
    Stream<DynamicTest> everyCommandOnAGamePageRunsAndAgreesWithThePage() throws IOException {
        List<Path> pages;
        try (Stream<Path> files = Files.list(CourseBuild.site().resolve("games"))) {
            pages = files.filter(f -> f.toString().endsWith(".html")).sorted().toList();
        }
        assertTrue(pages.size() >= 7, "the games' pages: " + pages);
        List<DynamicTest> tests = new ArrayList<>();
        for (Path page : pages) {
            Document document = Jsoup.parse(page.toFile(), "UTF-8");
            Element code = document.selectFirst("pre > code");
            assertTrue(code != null, page + " shows its command lines");
            for (String line : code.wholeText().strip().split("\n")) {
                tests.add(DynamicTest.dynamicTest(page.getFileName() + ": " + line, () -> check(document, line)));
            }
        }
        return tests.stream();
    }

    private static void check(Document page, String line) {
        assertTrue(line.startsWith(GamePageSource.COMMAND + " "), line);
        String[] args = line.substring(GamePageSource.COMMAND.length() + 1).split(" ");
        Cli result = Cli.run(args);
        assertEquals(0, result.exitCode(), line + ": " + result.err());
        if (args[0].equals("grundy")) {
            // the values as the page's table shows them (rows of 12) and as grundy prints them (rows of 10)
            List<String> onPage = page.select("table.grundy-table tbody td").eachText().stream().filter(v -> !v.isEmpty()).toList();
            List<String> printed = new ArrayList<>();
            for (String row : result.out().split("\n")) {
                if (row.matches("\\s*\\d+\\+:.*")) {
                    printed.addAll(List.of(row.substring(row.indexOf(':') + 1).trim().split("\\s+")));
                }
            }
            assertTrue(onPage.size() > 40, "the page's table: " + onPage);
            assertEquals(onPage, printed, line + " prints the page's values");
        }
    }
}
