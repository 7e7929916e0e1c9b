package org.kaylescourseware.site.lessons;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.select.Elements;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.kaylescourseware.claim.Erratum;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.misere.PositionEnumeration;
import org.kaylescourseware.site.CourseBuild;
import org.kaylescourseware.site.math.FormulaTex;
import org.kaylescourseware.site.play.PlayTable;
import org.kaylescourseware.site.play.PlayTableJson;

/**
 * The Dawson's Kayles lesson as baked from the real content, checked against this test's own
 * values: the plain mex recurrence of the source (removing tokens k, k + 1 of D(n) leaves D(k − 1)
 * and D(n − k − 1)), written here without the solver, and Dawson's chess (0.137) likewise.
 */
class DawsonsKaylesLessonPageTest {

    /** Values of D(0..300) by the source's recurrence. */
    static final int[] D = dawsonsKayles(300);
    /** Values of Dawson's chess positions 0..300: a file of n pawns, capture rules of 0.137. */
    static final int[] CHESS = dawsonsChess(300);

    static Document lesson;
    static Path site;

    @BeforeAll
    static void bake() throws IOException {
        site = CourseBuild.site();
        Path page = site.resolve("lessons/dawsons-kayles.html");
        assertTrue(Files.isRegularFile(page), "the lesson is published at lessons/dawsons-kayles.html");
        lesson = FormulaTex.restore(Jsoup.parse(page.toFile(), "UTF-8"));
    }

    static int mex(List<Integer> values) {
        int m = 0;
        while (values.contains(m)) {
            m++;
        }
        return m;
    }

    /** The options of D(n), one per k = 1..n−1, as pairs {nim(D(k−1)), nim(D(n−k−1))}. */
    static List<int[]> options(int n) {
        List<int[]> options = new ArrayList<>();
        for (int k = 1; k <= n - 1; k++) {
            options.add(new int[] {D[k - 1], D[n - k - 1]});
        }
        return options;
    }

    static int[] dawsonsKayles(int to) {
        int[] g = new int[to + 1];
        for (int n = 2; n <= to; n++) {
            List<Integer> reached = new ArrayList<>();
            for (int k = 1; k <= n - 1; k++) {
                reached.add(g[k - 1] ^ g[n - k - 1]);
            }
            g[n] = mex(reached);
        }
        return g;
    }

    /** 0.137: take 1 only as a whole heap, 2 from an end or a whole heap, 3 anywhere. */
    static int[] dawsonsChess(int to) {
        int[] g = new int[to + 1];
        for (int n = 1; n <= to; n++) {
            List<Integer> reached = new ArrayList<>();
            if (n <= 2) {
                reached.add(0);
            } else {
                reached.add(g[n - 2]);
            }
            for (int a = 0; a + 3 <= n; a++) {
                reached.add(g[a] ^ g[n - 3 - a]);
            }
            g[n] = mex(reached);
        }
        return g;
    }

    static Element erratum(String title) {
        Element block = erratumOrNull(title);
        if (block == null) {
            throw new AssertionError("no erratum '" + title + "'");
        }
        return block;
    }

    /** The numbered erratum block with this title (Erratum 2.x), or null. */
    static Element erratumOrNull(String title) {
        for (Element block : lesson.select("article.block-erratum")) {
            if (block.selectFirst(".block-title").text().equals(title)) {
                return block;
            }
        }
        return null;
    }

    /** The text of the "In fact" part of a box (it was "Computed": a log's word, the sixth referee). */
    static String computed(Element box) {
        Elements dts = box.select("dt");
        for (Element dt : dts) {
            if (dt.text().equals("In fact")) {
                return dt.nextElementSibling().text();
            }
        }
        throw new AssertionError("no In fact part in " + box.text());
    }

    /** The value of a row of n as the page writes it: 𝒢(n), the course's notation. */
    static String nim(int n) {
        return "\\mathcal{G}(" + n + ")";
    }

    @Test
    void lessonIsSecondWithTitleAndItsSections() {
        assertEquals("Dawson's Kayles", lesson.selectFirst("h1").text());
        assertEquals("Lesson 2", lesson.selectFirst(".lesson-number").text());
        List<String> sections = lesson.select(".toc > ol > li > a").eachText();
        assertTrue(sections.containsAll(List.of("The rules", "The chapter's definitions", "The recurrence",
                "The nim-sequence", "Playing a sum of rows", "Play it")), sections.toString());
    }

    @Test
    void valueTableShowsTheRecurrencesValuesWithThePeriodicPartFrom53() {
        Element table = lesson.selectFirst("table.grundy-table");
        int[] shown = KaylesLessonPageTest.tableValues(table);
        assertArrayEquals(Arrays.copyOf(D, shown.length), shown);
        assertEquals(136, shown.length, "D(0..135)");
        Elements periodic = table.select("td.periodic");
        assertEquals(136 - 53, periodic.size(), "the cells n >= 53 are shaded");
    }

    @Test
    void sourceStyleDerivationListsEveryRemovalInOrder() {
        String tex = lesson.selectFirst(".mex-derivation .math-display").text();
        for (int n = 2; n <= 10; n++) {
            List<String> terms = new ArrayList<>();
            for (int[] o : options(n)) {
                terms.add(o[0] + " \\oplus " + o[1]);
            }
            String line = nim(n) + " &= \\operatorname{mex}\\{" + String.join(",\\ ", terms) + "\\} = " + D[n];
            assertTrue(tex.contains(line), "the derivation of D(" + n + "): " + line + " in " + tex);
        }
        // the source's own example line (seed 004), which is right
        assertTrue(tex.contains(nim(4) + " &= \\operatorname{mex}\\{0 \\oplus 1,\\ 0 \\oplus 0,\\ 1 \\oplus 0\\} = 2"));
    }

    /** The source's lines for D(2)..D(8) as printed (seed 004): the option lists and the mex. */
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "2; 0 0; 1", "3; 0 0, 0 0; 1", "4; 0 1, 0 0, 1 0; 2", "5; 0 1, 0 1, 1 0, 1 0; 0",
        "6; 0 2, 0 1, 1 1, 1 0, 2 0; 3", "7; 0 0, 0 2, 1 1, 1 1, 2 0, 0 0; 1",
        "8; 0 3, 0 0, 1 1, 1 1, 2 1, 0 0, 3 0; 1"})
    void eachWrongMexLineOfTheSourceIsAnErratumAndOnlyThose(int n, String printed, int mex) {
        List<int[]> terms = new ArrayList<>();
        for (String t : printed.split(",")) {
            String[] ab = t.strip().split(" ");
            terms.add(new int[] {Integer.parseInt(ab[0]), Integer.parseInt(ab[1])});
        }
        List<int[]> truth = options(n);
        boolean right = mex == D[n] && terms.size() == truth.size();
        for (int i = 0; right && i < terms.size(); i++) {
            right = Arrays.equals(terms.get(i), truth.get(i));
        }
        Element box = erratumOrNull("the options of the row of " + n);
        assertEquals(right, box == null, "D(" + n + ") has an erratum exactly when its printed line is wrong");
        if (!right) {
            assertEquals(8, n, "the only wrong line is D(8)'s third term");
            assertTrue(computed(box).contains("leaves D_{2} + D_{4}, worth " + D[2] + " \\oplus " + D[4] + " = "
                    + (D[2] ^ D[4])), computed(box));
        }
        if (right) {
            String checked = lesson.selectFirst("aside.check[aria-label=\"The mex computations: the source's claim holds\"]").text();
            assertTrue(checked.contains(nim(n)), checked);
        }
    }

    @Test
    void periodStartsAt53NotAt52AndDawsonsChessIsTheShiftByOne() {
        int p = 34;
        for (int n = 53; n + p <= 300; n++) {
            assertEquals(D[n], D[n + p], "periodic from 53: n = " + n);
        }
        assertNotEquals(D[52], D[52 + p], "52 is an exception");
        for (int n = 0; n < 300; n++) {
            assertEquals(CHESS[n], D[n + 1], "Dawson's chess n = D(n + 1), n = " + n);
        }
        for (int n = 52; n + p <= 300; n++) {
            assertEquals(CHESS[n], CHESS[n + p], "Dawson's chess is periodic from 52");
        }
        assertNotEquals(CHESS[51], CHESS[51 + p]);
        String text = computed(erratum("where the period starts"));
        assertTrue(text.contains(nim(52) + " = " + D[52]) && text.contains(nim(86) + " = " + D[86]), text);
        assertTrue(text.contains("starts at n = 53"), text);
        assertTrue(text.contains("\\mathcal{G}(n+1)") && text.contains("starts at n = 52"), text);
    }

    @Test
    void largestValueIsNineNotThreeFirstExceededAtFourteen() {
        int max = Arrays.stream(D).max().orElseThrow();
        int firstOver3 = 0;
        while (D[firstOver3] <= 3) {
            firstOver3++;
        }
        int firstMax = 0;
        while (D[firstMax] != max) {
            firstMax++;
        }
        assertEquals(14, firstOver3);
        assertEquals(9, max);
        String text = computed(erratum("the largest value"));
        assertTrue(text.contains(nim(firstOver3) + " = " + D[firstOver3] + " already exceeds 3"), text);
        assertTrue(text.contains(nim(firstMax) + " = " + max), text);
    }

    @Test
    void bashScriptArrayAgreesWithTheValues() {
        // the array grundy_numbers of the source's script (seed 004)
        int[] script = {0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1};
        assertArrayEquals(Arrays.copyOf(D, script.length), script);
        String check = lesson.selectFirst("aside.check[aria-label='Check against the source']").text();
        assertTrue(check.contains("All 23 values"), check);
    }

    /**
     * The source's script adds the rows' lengths with exclusive or, not their values (issue 21):
     * counted here over every position of 1 to 12 tokens with the recurrence's values.
     */
    @Test
    void bashScriptsNimSumOfLengthsIsAnErratumWithTheMisjudgedPositionsCounted() {
        int positions = 0;
        int misjudged = 0;
        for (Position position : PositionEnumeration.upToTotalSize(12, 12)) {
            List<Integer> p = position.heaps();
            if (p.isEmpty()) {
                continue;
            }
            positions++;
            int lengths = p.stream().reduce(0, (x, y) -> x ^ y);
            int values = p.stream().map(n -> D[n]).reduce(0, (x, y) -> x ^ y);
            misjudged += (lengths == 0) != (values == 0) ? 1 : 0;
        }
        String text = computed(erratum("the nim-sum of the lengths"));
        // the seventh referee: the counts are a Computation with its bound, which the erratum cites, stating none itself
        assertTrue(lesson.getElementById("dawson-length-sum-count").text().contains("Of the " + positions + " positions of Dawson's"
                + " Kayles with 1 to 12 tokens in all, " + misjudged + " are misjudged by the lengths"));
        String box = lesson.getElementById("dawson-erratum-length-sum").text();
        assertTrue(box.contains("misjudges the positions Computation 2.")
                && !box.matches("(?s).*(more follow|\\b" + positions + "\\b|\\b" + misjudged + " of them).*"), box);
        assertTrue(text.contains("a single row, D_{1}: its length is 1, but \\mathcal{G}(1) = " + D[1]), text);
        // issue 29: the list of the others ended ", …." (an ellipsis, then a full stop)
        assertFalse(text.contains("…"), text);
        // the sixth referee: the list skipped the row D5 (value 0) in an order it did not state; single rows of value 0 are
        // named as such (D1, D5, D9 to 12 tokens), and the sums follow by number of tokens
        assertTrue(text.contains("up to 12 tokens, D_{1}, D_{5} and D_{9}."), text);
        assertTrue(text.contains("Of two or more rows, the first are D_{1} + D_{1} + D_{1}, "), text);
        assertTrue(text.strip().endsWith(".") && !text.strip().endsWith(", .") && !text.contains(",."), text);
    }

    /** What is in fact true at the {@code i}-th step of the chapter's traced game (0 is step 1; steps 3 are two rows). */
    static String inFact(int i) {
        return erratum("the game traced in “Game Progression”").select("table.step-claims tbody tr td.in-fact").get(i).text();
    }

    /**
     * The sixth referee (point 14): the chapter's trace of D6 + D4 was six errata with the same fold; it is one erratum whose
     * table gives each step, what the chapter says and what is in fact true, with one short check mark per row.
     */
    @Test
    void sourcesGameProgressionIsWrongWhereTheValuesSaySo() {
        Elements rows = erratum("the game traced in “Game Progression”").select("table.step-claims tbody tr");
        assertEquals(List.of("1", "2", "3", "3", "4", "5"), rows.eachText().stream().map(t -> t.split(" ")[0]).toList());
        assertEquals(List.of("Step", "Claim", "In fact", "Check"),
                erratum("the game traced in “Game Progression”").select("table.step-claims thead th").eachText());
        for (Element row : rows) {
            assertTrue(row.selectFirst("td.mark").text().matches("✓ (nim-sum|octal code)"), row.text());
            assertTrue(row.selectFirst("td.claim").text().startsWith("“"), row.text());
        }
        // step 1: "D(6) ⊕ D(4) with nim-sum 1 ⊕ 0 = 1": the terms are 3 and 2
        assertEquals(3, D[6]);
        assertEquals(2, D[4]);
        assertEquals(1, D[6] ^ D[4]);
        assertTrue(inFact(0).contains(nim(6) + " = 3, not 1"));
        // step 2: "D(4) ⊕ D(4) with nim-sum 0 ⊕ 0 = 0": the sum is right, the terms are 2
        assertTrue(inFact(1).contains(nim(4) + " = 2, not 0"));
        // step 3: removing three tokens is not a move; D(1) ⊕ D(4) has nim-sum 0 ⊕ 2 = 2
        assertTrue(inFact(2).contains("is not a move of Dawson's Kayles"));
        String bob = inFact(3);
        assertTrue(bob.contains("The nim-sum is " + (D[1] ^ D[4]) + ", not 1"), bob);
        // step 4: one token cannot be removed; step 5: D(4) is an N-position, won by taking tokens 2-3
        assertTrue(inFact(4).contains("D_{1} has no move at all"), inFact(4));
        String last = inFact(5);
        assertEquals(0, D[1] ^ D[1], "taking tokens 2–3 of D(4) leaves D(1) + D(1), nim-sum 0");
        assertTrue(last.contains("N-position, not a P-position") && last.contains("removing tokens 2–3"), last);
        String checks = erratum("the game traced in “Game Progression”").selectFirst("aside.check details:not([open])").text();
        assertTrue(checks.contains("✓ nim-sum: ") && checks.contains("✓ octal code: "), checks);
    }

    @Test
    void workedGamesAreWonByTheFirstPlayerWithNimSumZeroAfterEachOfItsMoves() {
        Elements games = lesson.select("table.worked-game");
        assertEquals(2, games.size(), "the source's game and another sum");
        for (Element game : games) {
            Elements turns = game.select("tbody tr");
            assertEquals(1, turns.size() % 2, "the first player makes the last move");
            for (int i = 0; i < turns.size(); i++) {
                String position = turns.get(i).selectFirst("td.position").text();
                int sum = FormulaTex.position(position).heaps().stream().mapToInt(h -> D[h]).reduce(0, (x, y) -> x ^ y);
                assertEquals(i % 2 == 0, sum != 0, "turn " + (i + 1) + " from " + position);
                assertEquals(Integer.toString(sum), turns.get(i).selectFirst("td.nim-sum strong").text());
            }
        }
    }

    @Test
    void boardTableIsPublishedNextToThePageAndInlineAndMatchesTheValues() throws IOException {
        Path file = site.resolve("lessons/dawsons-kayles-table.json");
        String json = Files.readString(file, StandardCharsets.UTF_8);
        PlayTable table = PlayTableJson.read(json);
        assertArrayEquals(D, table.grundy(), "g(0..300) by the test's own recurrence");
        assertArrayEquals(new int[] {0, 0, 7}, table.digits());
        assertEquals(34, table.period());
        assertEquals(53, table.preperiod());
        Element board = lesson.selectFirst(".kayles-board");
        assertEquals("dawsons-kayles-table", board.attr("data-table"));
        assertEquals("perfect", board.attr("data-level"));
        Element inline = lesson.getElementById(board.attr("data-table"));
        assertEquals("application/json", inline.attr("type"));
        assertEquals(json, inline.data() + "\n", "the file holds the same bytes as the page");
        assertFalse(lesson.select("link[href$=board.css]").isEmpty(), "board.css is linked");
        assertFalse(lesson.select("script[src$=board.js]").isEmpty(), "board.js is loaded");
    }

    @Test
    void plotHasTitleDescriptionABarPerNonZeroValueAndThePeriodicPartMarked() {
        Element svg = lesson.selectFirst("figure.grundy-plot svg");
        assertNotNull(svg.selectFirst("title"));
        assertTrue(svg.selectFirst("desc").text().contains("The largest value is 9"));
        Elements bars = svg.select("rect.bar");
        long nonZero = Arrays.stream(Arrays.copyOf(D, 141)).filter(v -> v != 0).count();
        assertEquals(nonZero, bars.size());
        for (Element bar : bars) {
            int n = Integer.parseInt(bar.selectFirst("title").text().replaceAll("row of (\\d+):.*", "$1"));
            assertEquals(n >= 53, bar.hasClass("periodic"), "bar " + n);
            assertTrue(bar.selectFirst("title").text().endsWith("nim-value " + D[n]));
        }
        assertFalse(svg.outerHtml().contains("style="), "colours come from the stylesheet");
        String values = lesson.selectFirst("figure.grundy-plot details p").text();
        assertTrue(values.startsWith("0 0 1 1 2 0 3 1 1 0"), values);
    }

    /**
     * Issue 29, the third reading: the errata of this lesson were unnumbered boxes with their Check printed open. Each is now a
     * numbered erratum of the lesson (as Lesson 1's are), its check folded beneath it; a claim of the chapter that holds is never
     * inside one, and no erratum is outside one.
     */
    @Test
    void erratumBoxesWereUnnumberedAndPrintedTheirChecksOpen() {
        assertEquals(List.of(), lesson.select("aside.erratum").eachText(), "no erratum outside a numbered block");
        Elements blocks = lesson.select("article.block-erratum");
        assertEquals(5, blocks.size(), blocks.eachText().toString());
        for (Element block : blocks) {
            String name = block.selectFirst(".block-name").text();
            assertTrue(name.matches("Erratum 2\\.\\d+"), name);
            if (block.selectFirst("table.step-claims") == null) {
                assertEquals(List.of("Claim", "In fact"), block.select("dl.erratum-details > dt").eachText(), name);
            }
            assertNotNull(block.selectFirst("aside.check details.check-detail:not([open]) > p"), name + ": its check, folded");
            for (Element summary : block.select("summary")) {
                assertFalse(summary.text().contains("claim holds"), name + " holds a claim that holds: " + summary.text());
            }
        }
        for (Element details : lesson.select("dl.erratum-details")) {
            assertNotNull(details.closest("article.block-erratum"), "an erratum outside a numbered block: " + details.text());
        }
    }
}
