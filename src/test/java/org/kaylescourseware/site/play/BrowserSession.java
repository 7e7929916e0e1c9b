package org.kaylescourseware.site.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.kaylescourseware.browser.Chromium;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;

/**
 * The board tests' browser, a JUnit 5 extension a class registers as
 * {@code @RegisterExtension static final BrowserSession session = new BrowserSession();}: a
 * {@link Chromium} showing fixture pages with a board (written in a folder of their own, removed
 * after the class), what the tests read from the board, and after each test the check that the
 * page raised no script error.
 */
final class BrowserSession implements BeforeAllCallback, AfterEachCallback, AfterAllCallback {

    private static final long PATIENCE_MS = 10_000;

    private final Chromium chromium = Chromium.window(900, 800);
    private Path dir;
    private BoardPage pages;

    @Override
    public void beforeAll(ExtensionContext context) throws IOException {
        chromium.beforeAll(context);
        dir = Files.createTempDirectory("board-pages");
        pages = new BoardPage(dir);
    }

    /** The browser, started when a test first shows a page (see {@link Chromium#driver()}). */
    WebDriver driver() {
        return chromium.driver();
    }

    /** A fixture page records its script errors in {@code window.boardErrors}; a baked page has none to read. */
    @Override
    public void afterEach(ExtensionContext context) {
        Object errors = scriptErrors();
        if (errors != null) {
            assertEquals(List.of(), errors, "script errors on the page");
        }
    }

    @Override
    public void afterAll(ExtensionContext context) throws IOException {
        chromium.afterAll(context);
        if (dir != null) {
            try (Stream<Path> files = Files.walk(dir)) {
                for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(file);
                }
            }
        }
    }

    /** Shows a fixture page with one board for the table and waits until board.js enhanced it. */
    void open(String file, PlayTable table, String attributes) throws Exception {
        driver().get(pages.write(file, table, attributes).toUri().toString());
        awaitTrue(() -> board().getAttribute("class").contains("kb"), "the board is enhanced");
    }

    Object js(String script) {
        return ((JavascriptExecutor) driver()).executeScript(script);
    }

    /** The messages of script errors the page raised. */
    Object scriptErrors() {
        return js("return window.boardErrors;");
    }

    WebElement board() {
        return driver().findElement(By.cssSelector(".kayles-board"));
    }

    String status() {
        return driver().findElement(By.cssSelector(".kb-status")).getText();
    }

    String firstHistoryEntry() {
        return (String) js("var li = document.querySelector('.kb-history li'); return li ? li.textContent : null;");
    }

    WebElement token(int row, int index) {
        return driver().findElement(By.cssSelector(".kb-token[data-row='" + row + "'][data-index='" + index + "']"));
    }

    /** The indices of the tokens still on the board, row by row. */
    Map<Integer, List<Integer>> tokensByRow() {
        Map<Integer, List<Integer>> rows = new TreeMap<>();
        for (WebElement t : driver().findElements(By.cssSelector(".kb-token"))) {
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
