package org.kaylescourseware.site.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;

/**
 * Playing on the board in real headless Chromium, from file:// pages with no network: full games
 * against the perfect computer, keyboard play, the Take button, the hint, illegal selections.
 */
class BoardBrowserTest {

    private static final PlayTable DAWSONS_KAYLES =
            PlayTable.compute("dawsons-kayles", "Dawson's Kayles", "0.07", 200);
    private static final PlayTable KAYLES = PlayTable.compute("kayles", "Kayles", "0.77", 200);

    @RegisterExtension
    static final BrowserSession session = new BrowserSession();

    // The test's reader plays perfectly too (by its own mex), so the computer wins only if it never
    // errs: a single move to a non-zero nim-sum would hand the reader the game.
    // P-positions by the test's own mex: g(5) = 0, g(4) ⊕ g(4) = 0, g(3) ⊕ g(2) = 1 ⊕ 1 = 0, g(9) = 0,
    // g(15) = 0, g(6) ⊕ g(4) ⊕ g(2) = 3 ⊕ 2 ⊕ 1 = 0. "6 4" (3 ⊕ 2 = 1) and "20 7" (3 ⊕ 1 = 2) are
    // N-positions, so the perfect computer wins them moving first.
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
        session.open("game.html", DAWSONS_KAYLES, "data-rows=\"" + rows + "\" data-level=\"perfect\""
                + " data-first=\"" + first + "\" data-seed=\"7\" data-delay=\"0\"");
        session.playPerfectlyToTheEnd(g);
        assertEquals("computer", session.board().getAttribute("data-winner"));
        assertTrue(session.status().contains("The computer wins"), session.status());
        assertTrue(session.tokensByRow().values().stream()
                .allMatch(r -> TestReader.firstMove(Map.of(0, r)) == null), "no move is left");
    }

    @Test
    void readerWhoPlaysPerfectlyFromAnNPositionWins() throws Exception {
        int[] g = OctalMex.grundy("0.07", 40);
        assertEquals(1, g[6] ^ g[4], "6 4 is an N-position");
        session.open("win.html", DAWSONS_KAYLES, "data-rows=\"6 4\" data-level=\"perfect\" data-first=\"reader\""
                + " data-seed=\"11\" data-delay=\"0\"");
        for (int turn = 0; session.awaitReaderTurnOrEnd(); turn++) {
            assertTrue(turn < 30, "the game ends");
            int[] move = TestReader.perfectMove(session.tokensByRow(), g);
            session.token(move[0], move[1]).click();
            session.token(move[0], move[1] + 1).click();
        }
        assertEquals("reader", session.board().getAttribute("data-winner"));
        assertTrue(session.status().contains("You win!"), session.status());
    }

    @Test
    void keyboardAloneSelectsAndPlaysAMove() throws Exception {
        session.open("keys.html", DAWSONS_KAYLES,
                "data-rows=\"6 4\" data-first=\"reader\" data-seed=\"1\" data-delay=\"0\"");
        session.driver().findElement(By.cssSelector(".kb input[name=rows]")).click();
        new Actions(session.driver()).sendKeys(Keys.TAB).perform();
        assertEquals("New game", session.driver().switchTo().activeElement().getText());
        new Actions(session.driver()).sendKeys(Keys.TAB).perform();
        assertEquals("row 1, token 1", session.driver().switchTo().activeElement().getAttribute("aria-label"));
        new Actions(session.driver()).sendKeys(Keys.ARROW_RIGHT, Keys.SPACE, Keys.ARROW_RIGHT).perform();
        assertEquals("row 1, token 3", session.driver().switchTo().activeElement().getAttribute("aria-label"));
        assertEquals("true", session.token(0, 1).getAttribute("aria-pressed"));
        new Actions(session.driver()).sendKeys(Keys.ENTER).perform();
        assertEquals("You: row 1, tokens 2–3", session.firstHistoryEntry());
        assertEquals(List.of(0, 3, 4, 5), session.tokensByRow().get(0));
    }

    @Test
    void escapeClearsTheSelection() throws Exception {
        session.open("escape.html", DAWSONS_KAYLES, "data-rows=\"6\" data-delay=\"0\"");
        session.token(0, 2).click();
        assertEquals("true", session.token(0, 2).getAttribute("aria-pressed"));
        new Actions(session.driver()).sendKeys(Keys.ESCAPE).perform();
        assertEquals("false", session.token(0, 2).getAttribute("aria-pressed"));
        assertEquals(6, session.tokensByRow().get(0).size());
    }

    @Test
    void aMoveThatCouldGrowWaitsForTake() throws Exception {
        session.open("kayles.html", KAYLES, "data-rows=\"5\" data-first=\"reader\" data-seed=\"3\" data-delay=\"0\"");
        WebElement take = session.driver().findElement(By.cssSelector(".kb-take"));
        assertFalse(take.isEnabled());
        session.token(0, 0).click();
        assertEquals(5, session.tokensByRow().get(0).size(), "one Kayles pin could grow into two: no move yet");
        assertTrue(take.isEnabled());
        new Actions(session.driver()).sendKeys(Keys.ENTER).perform();
        assertEquals("You: row 1, token 1", session.firstHistoryEntry());
    }

    @Test
    void illegalSelectionDoesNotMove() throws Exception {
        session.open("illegal.html", DAWSONS_KAYLES, "data-rows=\"6\" data-first=\"reader\" data-delay=\"0\"");
        session.token(0, 0).click();
        session.token(0, 2).click();
        assertEquals(List.of(0, 1, 2, 3, 4, 5), session.tokensByRow().get(0));
        assertTrue(session.status().contains("Row 1, tokens 1, 3 cannot be a move"), session.status());
        assertTrue(session.driver().findElements(By.cssSelector(".kb-history li")).isEmpty());
        assertFalse(session.driver().findElement(By.cssSelector(".kb-take")).isEnabled());
        assertEquals("true", session.token(0, 2).getAttribute("aria-pressed"), "the selection starts again");
        assertEquals("false", session.token(0, 0).getAttribute("aria-pressed"));
    }

    @Test
    void hintFirstNamesAGroupAndTheValueToLeaveThenOnlyWhenAskedAgainTheMove() throws Exception {
        session.open("hint.html", DAWSONS_KAYLES, "data-rows=\"6 4\" data-first=\"reader\" data-delay=\"0\"");
        session.driver().findElement(By.cssSelector(".kb-hint-button")).click();
        String first = session.driver().findElement(By.cssSelector(".kb-hint")).getText();
        int[] g = OctalMex.grundy("0.07", 20);
        int sum = g[6] ^ g[4];
        assertTrue(first.contains("g(6) ⊕ g(4) = " + g[6] + " ⊕ " + g[4] + " = " + sum), first);
        Matcher group = Pattern.compile("the group of (\\d+) in row (\\d+), worth (\\d+)\\. Leave it worth \\d+ ⊕ \\d+ = (\\d+)")
                .matcher(first);
        assertTrue(group.find(), first);
        int length = Integer.parseInt(group.group(1));
        assertEquals(g[length], Integer.parseInt(group.group(3)));
        assertEquals(g[length] ^ sum, Integer.parseInt(group.group(4)), "what is left of the group must make the nim-sum 0");
        assertFalse(first.contains("take row"), "the first hint does not give the move away: " + first);
        assertEquals(0, session.driver().findElements(By.cssSelector(".kb-token.is-hint")).size());
        assertEquals("Show the move", session.driver().findElement(By.cssSelector(".kb-hint-button")).getText());
        session.driver().findElement(By.cssSelector(".kb-hint-button")).click();
        String hint = session.driver().findElement(By.cssSelector(".kb-hint")).getText();
        Matcher m = Pattern.compile("take row (\\d+), tokens (\\d+)–(\\d+)").matcher(hint);
        assertTrue(m.find(), hint);
        int row = Integer.parseInt(m.group(1)) - 1;
        int from = Integer.parseInt(m.group(2)) - 1;
        int[] lengths = {6, 4};
        int left = from;
        int right = lengths[row] - from - 2;
        assertEquals(0, g[left] ^ g[right] ^ g[lengths[1 - row]], "the hinted move leaves nim-sum 0");
        assertEquals(2, session.driver().findElements(By.cssSelector(".kb-token.is-hint")).size());
    }

    @Test
    void hintInAPPositionSaysEveryMoveLoses() throws Exception {
        session.open("hint-p.html", DAWSONS_KAYLES, "data-rows=\"4 4\" data-first=\"reader\" data-delay=\"0\"");
        session.driver().findElement(By.cssSelector(".kb-hint-button")).click();
        String hint = session.driver().findElement(By.cssSelector(".kb-hint")).getText();
        assertTrue(hint.contains("g(4) ⊕ g(4) = 2 ⊕ 2 = 0") && hint.contains("every move loses"), hint);
    }
}
