package org.kaylescourseware.site.play;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.BooleanSupplier;
import org.kaylescourseware.browser.Chromium;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;

/**
 * The board tests' view of their class's {@link Chromium}: fixture pages with a board, and what the
 * tests read from the board.
 */
final class BrowserSession {

    private static final long PATIENCE_MS = 10_000;

    final WebDriver driver;
    private final BoardPage pages;

    /** The board pages of a test class, written in {@code dir} and shown in the class's {@link Chromium}. */
    BrowserSession(Chromium chromium, Path dir) throws Exception {
        this.driver = chromium.driver();
        this.pages = new BoardPage(dir);
    }

    /** Shows a fixture page with one board for the table and waits until board.js enhanced it. */
    void open(String file, PlayTable table, String attributes) throws Exception {
        driver.get(pages.write(file, table, attributes).toUri().toString());
        awaitTrue(() -> board().getAttribute("class").contains("kb"), "the board is enhanced");
    }

    Object js(String script) {
        return ((JavascriptExecutor) driver).executeScript(script);
    }

    /** The messages of script errors the page raised. */
    Object scriptErrors() {
        return js("return window.boardErrors;");
    }

    WebElement board() {
        return driver.findElement(By.cssSelector(".kayles-board"));
    }

    String status() {
        return driver.findElement(By.cssSelector(".kb-status")).getText();
    }

    String firstHistoryEntry() {
        return (String) js("var li = document.querySelector('.kb-history li'); return li ? li.textContent : null;");
    }

    WebElement token(int row, int index) {
        return driver.findElement(By.cssSelector(".kb-token[data-row='" + row + "'][data-index='" + index + "']"));
    }

    /** The indices of the tokens still on the board, row by row. */
    Map<Integer, List<Integer>> tokensByRow() {
        Map<Integer, List<Integer>> rows = new TreeMap<>();
        for (WebElement t : driver.findElements(By.cssSelector(".kb-token"))) {
            rows.computeIfAbsent(Integer.parseInt(t.getAttribute("data-row")), r -> new ArrayList<>())
                    .add(Integer.parseInt(t.getAttribute("data-index")));
        }
        return rows;
    }

    /**
     * Plays the reader's side of a Dawson's Kayles board perfectly, by the test's own values
     * {@code g} (a winning move whenever there is one), until the game is over.
     */
    void playPerfectlyToTheEnd(int[] g) throws InterruptedException {
        for (int turn = 0; awaitReaderTurnOrEnd(); turn++) {
            assertTrue(turn < 40, "the game ends");
            int[] move = TestReader.perfectMove(tokensByRow(), g);
            assertNotNull(move, "a reader's turn has a move");
            token(move[0], move[1]).click();
            token(move[0], move[1] + 1).click();
        }
    }

    /** Waits until the reader may move (true) or the game is over (false). */
    boolean awaitReaderTurnOrEnd() throws InterruptedException {
        awaitTrue(() -> board().getAttribute("data-winner") != null
                || !board().getAttribute("class").contains("is-waiting"), "the computer answers");
        return board().getAttribute("data-winner") == null;
    }

    static void awaitTrue(BooleanSupplier condition, String what) throws InterruptedException {
        long end = System.currentTimeMillis() + PATIENCE_MS;
        while (!condition.getAsBoolean()) {
            if (System.currentTimeMillis() > end) {
                fail("timed out waiting until " + what);
            }
            Thread.sleep(20);
        }
    }
}
