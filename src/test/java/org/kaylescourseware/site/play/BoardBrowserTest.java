package org.kaylescourseware.site.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.kaylescourseware.rules.OctalGame;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.interactions.Actions;

/**
 * The board widget in real headless Chromium, from file:// pages with no network: full games
 * against the perfect computer, keyboard play, the hint, illegal selections, bad rows, and the
 * widget's rules against the solver. Skipped, with a message, where Chromium is not installed.
 */
class BoardBrowserTest {

    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    private static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
    private static final long PATIENCE_MS = 10_000;

    @TempDir
    static Path dir;

    private static WebDriver driver;
    private static BoardPage pages;
    private static PlayTable dawsonsKayles;
    private static PlayTable kayles;

    private static final String NO_CHROMIUM = "browser test skipped: it needs Debian's chromium and"
            + " chromium-driver at " + CHROMIUM + " and " + CHROMEDRIVER
            + " (apt-get install -y chromium chromium-driver)";

    @BeforeAll
    static void startChromium() throws Exception {
        if (!Files.isExecutable(CHROMIUM) || !Files.isExecutable(CHROMEDRIVER)) {
            return;
        }
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(CHROMEDRIVER.toFile()).usingAnyFreePort().build();
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--window-size=900,800");
        driver = new ChromeDriver(service, options);
        pages = new BoardPage(dir);
        dawsonsKayles = PlayTable.compute("dawsons-kayles", "Dawson's Kayles", "0.07", 200);
        kayles = PlayTable.compute("kayles", "Kayles", "0.77", 200);
    }

    @AfterAll
    static void stopChromium() {
        if (driver != null) {
            driver.quit();
        }
    }

    /** Each test, not the class, is skipped, so the report counts and explains every skip. */
    @BeforeEach
    void chromiumIsInstalled() {
        Assumptions.assumeTrue(driver != null, NO_CHROMIUM);
    }

    @AfterEach
    void pageRaisedNoScriptError() {
        if (driver == null) {
            return;
        }
        Object errors = js("return window.boardErrors;");
        assertEquals(List.of(), errors, "script errors on the page");
    }

    // The test's reader plays perfectly too (by its own mex), so the computer wins only if it never
    // errs: a single move to a non-zero nim-sum would hand the reader the game.
    // P-positions by the test's own mex: g(5) = 0, g(4) ⊕ g(4) = 0, g(3) ⊕ g(2) = 1 ⊕ 1 = 0, g(9) = 0.
    // "6 4" (g = 3 ⊕ 2 = 1) is an N-position, so the perfect computer wins it moving first.
    @ParameterizedTest
    @CsvSource({"5, reader", "4 4, reader", "3 2, reader", "9, reader", "15, reader", "6 4 2, reader",
        "6 4, computer", "20 7, computer"})
    void perfectComputerWinsAFullGameFromAPPosition(String rows, String first) throws Exception {
        int[] g = OctalMex.grundy("0.07", 40);
        int sum = 0;
        for (String n : rows.split(" ")) {
            sum ^= g[Integer.parseInt(n)];
        }
        assertEquals(first.equals("reader"), sum == 0, "the reader moves first exactly from a P-position");
        open("game.html", dawsonsKayles, "data-rows=\"" + rows + "\" data-level=\"perfect\" data-first=\""
                + first + "\" data-seed=\"7\" data-delay=\"0\"");
        for (int turn = 0; awaitReaderTurnOrEnd(); turn++) {
            assertTrue(turn < 30, "the game ends");
            int[] move = readersMove(tokensByRow(), g);
            assertNotNull(move, "a reader's turn has a move");
            token(move[0], move[1]).click();
            token(move[0], move[1] + 1).click();
        }
        assertEquals("computer", board().getAttribute("data-winner"));
        assertTrue(status().contains("The computer wins"), status());
        assertTrue(tokensByRow().values().stream().allMatch(r -> firstAdjacentPair(Map.of(0, r)) == null),
                "no move is left");
    }

    @Test
    void readerWhoPlaysPerfectlyFromAnNPositionWins() throws Exception {
        int[] g = OctalMex.grundy("0.07", 40);
        assertEquals(1, g[6] ^ g[4], "6 4 is an N-position");
        open("win.html", dawsonsKayles, "data-rows=\"6 4\" data-level=\"perfect\" data-first=\"reader\""
                + " data-seed=\"11\" data-delay=\"0\"");
        for (int turn = 0; awaitReaderTurnOrEnd(); turn++) {
            assertTrue(turn < 30, "the game ends");
            int[] move = readersMove(tokensByRow(), g);
            token(move[0], move[1]).click();
            token(move[0], move[1] + 1).click();
        }
        assertEquals("reader", board().getAttribute("data-winner"));
        assertTrue(status().contains("You win!"), status());
    }

    @Test
    void keyboardAloneSelectsAndPlaysAMove() throws Exception {
        open("keys.html", dawsonsKayles, "data-rows=\"6 4\" data-first=\"reader\" data-seed=\"1\" data-delay=\"0\"");
        driver.findElement(By.cssSelector(".kb input[name=rows]")).click();
        new Actions(driver).sendKeys(Keys.TAB).perform();
        assertEquals("New game", driver.switchTo().activeElement().getText());
        new Actions(driver).sendKeys(Keys.TAB).perform();
        assertEquals("row 1, token 1", driver.switchTo().activeElement().getAttribute("aria-label"));
        new Actions(driver).sendKeys(Keys.ARROW_RIGHT, Keys.SPACE, Keys.ARROW_RIGHT).perform();
        assertEquals("row 1, token 3", driver.switchTo().activeElement().getAttribute("aria-label"));
        assertEquals("true", token(0, 1).getAttribute("aria-pressed"));
        new Actions(driver).sendKeys(Keys.ENTER).perform();
        assertEquals("You: row 1, tokens 2–3", firstHistoryEntry());
        assertEquals(List.of(0, 3, 4, 5), tokensByRow().get(0));
    }

    @Test
    void escapeClearsTheSelection() throws Exception {
        open("escape.html", dawsonsKayles, "data-rows=\"6\" data-delay=\"0\"");
        token(0, 2).click();
        assertEquals("true", token(0, 2).getAttribute("aria-pressed"));
        new Actions(driver).sendKeys(Keys.ESCAPE).perform();
        assertEquals("false", token(0, 2).getAttribute("aria-pressed"));
        assertEquals(6, tokensByRow().get(0).size());
    }

    @Test
    void aMoveThatCouldGrowWaitsForTake() throws Exception {
        open("kayles.html", kayles, "data-rows=\"5\" data-first=\"reader\" data-seed=\"3\" data-delay=\"0\"");
        WebElement take = driver.findElement(By.cssSelector(".kb-take"));
        assertFalse(take.isEnabled());
        token(0, 0).click();
        assertEquals(5, tokensByRow().get(0).size(), "one Kayles pin could grow into two: no move yet");
        assertTrue(take.isEnabled());
        new Actions(driver).sendKeys(Keys.ENTER).perform();
        assertEquals("You: row 1, token 1", firstHistoryEntry());
    }

    @Test
    void illegalSelectionDoesNotMove() throws Exception {
        open("illegal.html", dawsonsKayles, "data-rows=\"6\" data-first=\"reader\" data-delay=\"0\"");
        token(0, 0).click();
        token(0, 2).click();
        assertEquals(List.of(0, 1, 2, 3, 4, 5), tokensByRow().get(0));
        assertTrue(status().contains("Row 1, tokens 1, 3 cannot be a move"), status());
        assertTrue(driver.findElements(By.cssSelector(".kb-history li")).isEmpty());
        assertFalse(driver.findElement(By.cssSelector(".kb-take")).isEnabled());
        assertEquals("true", token(0, 2).getAttribute("aria-pressed"), "the selection starts again");
        assertEquals("false", token(0, 0).getAttribute("aria-pressed"));
    }

    @Test
    void hintShowsTheNimSumAndAMoveThatLeavesNimSumZero() throws Exception {
        open("hint.html", dawsonsKayles, "data-rows=\"6 4\" data-first=\"reader\" data-delay=\"0\"");
        driver.findElement(By.cssSelector(".kb-hint-button")).click();
        String hint = driver.findElement(By.cssSelector(".kb-hint")).getText();
        int[] g = OctalMex.grundy("0.07", 20);
        assertTrue(hint.contains("g(6) ⊕ g(4) = " + g[6] + " ⊕ " + g[4] + " = " + (g[6] ^ g[4])), hint);
        Matcher m = Pattern.compile("take row (\\d+), tokens (\\d+)–(\\d+)").matcher(hint);
        assertTrue(m.find(), hint);
        int row = Integer.parseInt(m.group(1)) - 1;
        int from = Integer.parseInt(m.group(2)) - 1;
        int[] lengths = {6, 4};
        int left = from;
        int right = lengths[row] - from - 2;
        assertEquals(0, g[left] ^ g[right] ^ g[lengths[1 - row]], "the hinted move leaves nim-sum 0");
        assertEquals(2, driver.findElements(By.cssSelector(".kb-token.is-hint")).size());
    }

    @Test
    void hintInAPPositionSaysEveryMoveLoses() throws Exception {
        open("hint-p.html", dawsonsKayles, "data-rows=\"4 4\" data-first=\"reader\" data-delay=\"0\"");
        driver.findElement(By.cssSelector(".kb-hint-button")).click();
        String hint = driver.findElement(By.cssSelector(".kb-hint")).getText();
        assertTrue(hint.contains("g(4) ⊕ g(4) = 2 ⊕ 2 = 0") && hint.contains("every move loses"), hint);
    }

    @ParameterizedTest
    @ValueSource(strings = {"6 x", "0", "", "1 2 3 4 5 6 7 8 9", "41"})
    void badRowsAreRefusedWithAMessage(String rows) throws Exception {
        open("rows.html", dawsonsKayles, "data-rows=\"6\" data-delay=\"0\"");
        WebElement field = driver.findElement(By.cssSelector(".kb input[name=rows]"));
        field.clear();
        field.sendKeys(rows, Keys.ENTER);
        WebElement error = driver.findElement(By.cssSelector(".kb-error"));
        assertTrue(error.isDisplayed());
        assertTrue(error.getText().contains("e.g. \"6 4\""), error.getText());
        assertEquals("true", field.getAttribute("aria-invalid"));
    }

    @Test
    void rowLongerThanATableWithoutPeriodIsRefused() throws Exception {
        PlayTable shortKayles = PlayTable.compute("kayles", "Kayles", "0.77", 20);
        assertEquals(null, shortKayles.period(), "20 values of Kayles certify no period");
        open("short.html", shortKayles, "data-rows=\"21\"");
        String error = driver.findElement(By.cssSelector(".kb-error")).getText();
        assertTrue(error.contains("\"21\" is not a row length (the table values rows up to 20 tokens and has no"
                + " certified period)"), error);
        assertTrue(driver.findElements(By.cssSelector(".kb-token")).isEmpty());
    }

    @Test
    void codeThatSplitsWithoutRemovingSaysItIsNotPlayable() throws Exception {
        open("split.html", PlayTable.compute("split", "Split", "4.07", 50), "data-rows=\"6\"");
        String text = board().getText();
        assertTrue(text.contains("cannot be played on a board"), text);
        assertTrue(driver.findElements(By.cssSelector(".kb-token")).isEmpty());
    }

    @Test
    void widgetGrundyValuesBeyondTheTableFollowThePeriod() throws Exception {
        open("period.html", dawsonsKayles, "data-rows=\"6\"");
        List<?> values = (List<?>) js("var t = JSON.parse(document.getElementById('dawsons-kayles-table')"
                + ".textContent); var out = []; for (var n = 0; n <= 1000; n++) {"
                + " out.push(KaylesBoard.rules.grundy(t, n)); } return out;");
        int[] expected = OctalMex.grundy("0.07", 1000);
        for (int n = 0; n <= 1000; n++) {
            assertEquals(expected[n], ((Number) values.get(n)).intValue(), "g(" + n + ")");
        }
    }

    // The widget's moves on one row must be the solver's heap options, for codes with every kind
    // of digit bit: 0.07 (Dawson's Kayles), 0.77 (Kayles), 0.137 (Dawson's Chess), 0.6, 0.4, 0.51.
    @ParameterizedTest
    @ValueSource(strings = {"0.07", "0.77", "0.137", "0.6", "0.4", "0.51"})
    void widgetMovesOnARowAreTheSolversHeapOptions(String code) throws Exception {
        open("moves.html", PlayTable.compute("g", code, code, 30), "data-rows=\"1\"");
        OctalGame rule = OctalGame.parse(code);
        for (int n = 1; n <= 12; n++) {
            List<?> moves = (List<?>) js("var r = KaylesBoard.rules; var t = JSON.parse(document"
                    + ".getElementById('g-table').textContent); return r.legalMoves(t, r.fullRows([" + n
                    + "])).map(function (m) { return [m.start, m.length]; });");
            java.util.Set<String> widget = new java.util.TreeSet<>();
            for (Object move : moves) {
                List<?> m = (List<?>) move;
                int start = ((Number) m.get(0)).intValue();
                int k = ((Number) m.get(1)).intValue();
                widget.add(k + ":" + leaves(start, n - start - k));
            }
            java.util.Set<String> solver = rule.options(n).stream()
                    .map(o -> o.remove() + ":" + o.leaves()).collect(Collectors.toCollection(java.util.TreeSet::new));
            assertEquals(solver, widget, code + ", row of " + n);
        }
    }

    private static String leaves(int a, int b) {
        List<Integer> leaves = new ArrayList<>();
        if (Math.max(a, b) > 0) {
            leaves.add(Math.max(a, b));
        }
        if (Math.min(a, b) > 0) {
            leaves.add(Math.min(a, b));
        }
        return leaves.toString();
    }

    private static void open(String file, PlayTable table, String attributes) throws Exception {
        driver.get(pages.write(file, table, attributes).toUri().toString());
        awaitTrue(() -> board().getAttribute("class").contains("kb"), "the board is enhanced");
    }

    private static Object js(String script) {
        return ((JavascriptExecutor) driver).executeScript(script);
    }

    private static WebElement board() {
        return driver.findElement(By.cssSelector(".kayles-board"));
    }

    private static String status() {
        return driver.findElement(By.cssSelector(".kb-status")).getText();
    }

    private static String firstHistoryEntry() {
        return (String) js("var li = document.querySelector('.kb-history li'); return li ? li.textContent : null;");
    }

    private static WebElement token(int row, int index) {
        return driver.findElement(By.cssSelector(".kb-token[data-row='" + row + "'][data-index='" + index + "']"));
    }

    /** The indices of the tokens still on the board, row by row. */
    private static Map<Integer, List<Integer>> tokensByRow() {
        Map<Integer, List<Integer>> rows = new TreeMap<>();
        for (WebElement t : driver.findElements(By.cssSelector(".kb-token"))) {
            rows.computeIfAbsent(Integer.parseInt(t.getAttribute("data-row")), r -> new ArrayList<>())
                    .add(Integer.parseInt(t.getAttribute("data-index")));
        }
        return rows;
    }

    /**
     * The test's own reader: a pair of adjacent tokens whose removal leaves nim-sum 0 by the
     * test's Grundy values g, else the first pair; null when none.
     */
    private static int[] readersMove(Map<Integer, List<Integer>> rows, int[] g) {
        List<Integer> groups = new ArrayList<>();
        rows.values().forEach(present -> groups.addAll(groupLengths(present)));
        int sum = groups.stream().mapToInt(n -> g[n]).reduce(0, (x, y) -> x ^ y);
        for (Map.Entry<Integer, List<Integer>> row : rows.entrySet()) {
            List<Integer> present = row.getValue();
            for (int i = 0; i + 1 < present.size(); i++) {
                int at = present.get(i);
                if (present.get(i + 1) != at + 1) {
                    continue;
                }
                int start = i;
                while (start > 0 && present.get(start - 1) == present.get(start) - 1) {
                    start--;
                }
                int end = i + 1;
                while (end + 1 < present.size() && present.get(end + 1) == present.get(end) + 1) {
                    end++;
                }
                int left = i - start;
                int right = end - (i + 1);
                if ((sum ^ g[end - start + 1] ^ g[left] ^ g[right]) == 0) {
                    return new int[] {row.getKey(), at};
                }
            }
        }
        return firstAdjacentPair(rows);
    }

    private static List<Integer> groupLengths(List<Integer> present) {
        List<Integer> lengths = new ArrayList<>();
        int run = 0;
        for (int i = 0; i < present.size(); i++) {
            run = i > 0 && present.get(i) == present.get(i - 1) + 1 ? run + 1 : 1;
            if (i + 1 == present.size() || present.get(i + 1) != present.get(i) + 1) {
                lengths.add(run);
            }
        }
        return lengths;
    }

    /** The first two adjacent tokens, as {row, index}; null when none. */
    private static int[] firstAdjacentPair(Map<Integer, List<Integer>> rows) {
        for (Map.Entry<Integer, List<Integer>> row : rows.entrySet()) {
            List<Integer> present = row.getValue();
            for (int i = 0; i + 1 < present.size(); i++) {
                if (present.get(i + 1) == present.get(i) + 1) {
                    return new int[] {row.getKey(), present.get(i)};
                }
            }
        }
        return null;
    }

    /** Waits until the reader may move (true) or the game is over (false). */
    private static boolean awaitReaderTurnOrEnd() throws InterruptedException {
        awaitTrue(() -> board().getAttribute("data-winner") != null
                || !board().getAttribute("class").contains("is-waiting"), "the computer answers");
        return board().getAttribute("data-winner") == null;
    }

    private static void awaitTrue(java.util.function.BooleanSupplier condition, String what)
            throws InterruptedException {
        long end = System.currentTimeMillis() + PATIENCE_MS;
        while (!condition.getAsBoolean()) {
            if (System.currentTimeMillis() > end) {
                fail("timed out waiting until " + what);
            }
            Thread.sleep(20);
        }
    }
}
