package org.kaylescourseware.site.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.kaylescourseware.site.CourseBuild;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebElement;

/**
 * The baked Dawson's Kayles lesson opened from file:// in real headless Chromium, no network:
 * its math is rendered by KaTeX, and its board, playing from the table embedded in the page,
 * beats a reader who plays a winning move whenever there is one, from P-positions.
 */
class DawsonsKaylesLessonBoardBrowserTest {

    @RegisterExtension
    static final BrowserSession session = new BrowserSession();

    private static Path lesson;
    /** Whether the browser shows the lesson: it is opened once for the class, each game begun with the board's New game. */
    private static boolean shown;

    @BeforeAll
    static void buildTheLesson() {
        lesson = CourseBuild.site().resolve("lessons/dawsons-kayles.html");
    }

    /**
     * Opens the lesson for the first test: the 730 kB page was loaded and laid out again before each, when every game
     * starts with the board's own New game, as a reader plays again, and the formulas are read, never changed.
     */
    @BeforeEach
    void showTheLesson() throws Exception {
        if (!shown) {
            session.driver().get(lesson.toUri().toString());
            shown = true;
        }
        BrowserSession.awaitTrue(() -> session.board().getAttribute("class").contains("kb"), "the board is enhanced");
    }

    @Test
    void mathIsRenderedByKatexWithoutErrors() throws Exception {
        BrowserSession.awaitTrue(() -> Boolean.TRUE.equals(session.js("return document.querySelectorAll("
                + "'.math-inline .katex, .math-display .katex').length === document.querySelectorAll("
                + "'.math-inline, .math-display').length")), "KaTeX renders every formula");
        long rendered = (Long) session.js("return document.querySelectorAll('.katex').length");
        assertTrue(rendered > 50, "formulas rendered: " + rendered);
        assertEquals(0L, session.js("return document.querySelectorAll('.katex-error').length"), "no KaTeX error");
        assertTrue((Long) session.js("return document.querySelectorAll('.block-erratum .katex').length") > 10,
                "the errata's math is rendered too");
    }

    // P-positions by this test's own mex (OctalMex, not the solver), checked first: g(4) ⊕ g(4) = 2 ⊕ 2,
    // g(9) ⊕ g(7) ⊕ g(3) = 0 ⊕ 1 ⊕ 1, g(15) = 0, g(20) ⊕ g(13) ⊕ g(3) = 3 ⊕ 2 ⊕ 1. The test's reader
    // takes a winning move whenever one exists, so a single error of the computer would lose it the game.
    @ParameterizedTest
    @ValueSource(strings = {"4 4", "9 7 3", "15", "20 13 3"})
    void perfectComputerWinsAFullGameFromAPPositionWhenTheReaderMovesFirst(String rows) throws Exception {
        int[] g = OctalMex.grundy("0.07", 40);
        int sum = 0;
        for (String n : rows.split(" ")) {
            sum ^= g[Integer.parseInt(n)];
        }
        assertEquals(0, sum, rows + " is a P-position");
        WebElement field = session.driver().findElement(By.cssSelector(".kb input[name=rows]"));
        field.clear();
        field.sendKeys(rows);
        assertEquals("perfect", session.js("return document.querySelector('.kb select[name=level]').value"));
        assertEquals("reader", session.js("return document.querySelector('.kb select[name=first]').value"));
        session.driver().findElement(By.cssSelector(".kb-new")).click();
        assertEquals(null, session.board().getAttribute("data-winner"), "a new game, not the last one's end");
        for (int r = 0; r < rows.split(" ").length; r++) {
            assertEquals(Integer.parseInt(rows.split(" ")[r]), session.tokensByRow().get(r).size(), "row " + (r + 1));
        }
        session.playPerfectlyToTheEnd(g);
        assertEquals("computer", session.board().getAttribute("data-winner"));
        assertTrue(session.status().contains("The computer wins"), session.status());
        Path shots = Files.createDirectories(Path.of("target/test-sites"));
        Files.write(shots.resolve("dawsons-kayles-board-" + rows.replace(' ', '-') + ".png"),
                ((TakesScreenshot) session.driver()).getScreenshotAs(OutputType.BYTES));
    }
}
