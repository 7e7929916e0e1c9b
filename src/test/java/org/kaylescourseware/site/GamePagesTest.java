package org.kaylescourseware.site;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.site.math.FormulaTex;

/** The game pages of the real course: one per rule file, linked from the home page, and what they state. */
class GamePagesTest {

    @Test
    void everyRuleFileHasAPageLinkedFromTheIndex() throws IOException {
        Path site = CourseBuild.site();
        Document home = Jsoup.parse(site.resolve("index.html").toFile());
        List<String> linked = home.select(".game-list a").eachAttr("href").stream().sorted().toList();
        List<String> ruleFiles;
        try (Stream<Path> files = Files.list(CourseBuild.PROJECT.resolve("content/games"))) {
            ruleFiles = files.map(f -> f.getFileName().toString()).filter(f -> f.endsWith(".yaml"))
                    .map(f -> "games/" + f.replace(".yaml", ".html")).sorted().toList();
        }
        assertEquals(ruleFiles, linked);
        for (String page : linked) {
            assertTrue(Files.isRegularFile(site.resolve(page)), page);
        }
    }

    /** Winning Ways, ch. 4: Dawson's Chess (0.137) on n pawns is Dawson's Kayles (0.07) on n + 1 pins. */
    @Test
    void dawsonsChessIsDawsonsKaylesShiftedByOne() throws IOException {
        Path site = CourseBuild.site();
        List<Integer> chess = RuleChangeBuildTest.table(site, "dawsons-chess");
        List<Integer> kayles = RuleChangeBuildTest.table(site, "dawsons-kayles");
        int shown = Math.min(chess.size(), kayles.size() - 1);
        assertTrue(shown >= 59, "both tables reach past the preperiod");
        assertEquals(kayles.subList(1, shown + 1), chess.subList(0, shown));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', value = {
        // Guy and Smith (1956); Winning Ways ch. 4: Kayles period 12 from 71, Dawson's Kayles 34 from 53
        "kayles         | Period 12, certified | for every n \\ge 71; the last exception is n = 70",
        "dawsons-kayles | Period 34, certified | for every n \\ge 53; the last exception is n = 52",
        "dawsons-chess  | Period 34, certified | for every n \\ge 52; the last exception is n = 51",
        // 4.7: g(n) = 1 for odd n and 2 for even n ≥ 2 (checked by hand for n ≤ 3; the theorem does the rest)
        "octal-4-7      | Period 2, certified  | for every n \\ge 1; the last exception is n = 0",
        // Officers and Treblecross have no known period (Winning Ways ch. 4; Guy's unsolved problems)
        "officers       | No period found up to 1000 | could be certified",
        "treblecross    | No period found up to 1000 | could be certified",
        "nim            | No period          | grows without bound",
    })
    void periodCertificateSaysWhatTheValuesProve(String game, String title, String detail) throws IOException {
        Element certificate = page(game).selectFirst(".period-certificate");
        assertEquals(title, certificate.selectFirst(".box-title").text());
        assertTrue(certificate.text().contains(detail), certificate.text());
    }

    @Test
    void rulesInWordsFollowTheDigitsOfTheCode() throws IOException {
        assertEquals(List.of(
                "Remove 1 token, but only a whole heap of 1. (digit 1 in place 1)",
                "Remove 2 tokens from a heap, leaving no heap (the heap had exactly 2) or one heap (taken from an end)."
                        + " (digit 3 in place 2)",
                "Remove 3 tokens from a heap, leaving no heap (the heap had exactly 3), one heap (taken from an end)"
                        + " or two non-empty heaps (taken from the middle). (digit 7 in place 3)"),
                page("dawsons-chess").select(".rule-moves li").eachText());
        assertEquals(List.of("Split a heap into two non-empty heaps, removing no token. (digit 4 in place 0)",
                "Remove 1 token from a heap, leaving no heap (the heap had exactly 1), one heap (taken from an end) or"
                        + " two non-empty heaps (taken from the middle). (digit 7 in place 1)"),
                page("octal-4-7").select(".rule-moves li").eachText());
        assertEquals(List.of("Take any number of tokens, at least one, from one heap; the rest of the heap stays."),
                page("nim").select(".rule-moves li").eachText());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"kayles", "dawsons-kayles", "dawsons-chess", "officers", "treblecross", "octal-4-7", "nim"})
    void workedGameStartsFromAnNPositionAndTheFirstPlayerWins(String game) throws IOException {
        Element worked = page(game).selectFirst("table.worked-game");
        assertTrue(worked.selectFirst("caption").text().contains("(the start is an N-position)"), worked.text());
        List<Element> turns = worked.select("tbody tr");
        assertEquals(1, turns.size() % 2, "the first player makes the last move");
        String start = turns.get(0).selectFirst("td.position").text();
        Position position = FormulaTex.position(start);
        assertTrue(position.totalSize() >= 9 && position.heaps().size() >= 2, start);
    }

    private static Document page(String game) throws IOException {
        return FormulaTex.restore(Jsoup.parse(CourseBuild.site().resolve("games/" + game + ".html").toFile(), "UTF-8"));
    }
}
