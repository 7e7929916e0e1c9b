package org.kaylescourseware.site.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.rules.ImpartialRule;
import org.kaylescourseware.rules.OctalGame;
import org.kaylescourseware.rules.TokenRemoval;
import org.kaylescourseware.site.games.GameCatalog;
import org.kaylescourseware.site.games.GameDefinition;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;

/**
 * The board widget's rules in real headless Chromium, against the solver and the test's own mex,
 * and the starting rows and tables it refuses, with the message it shows.
 */
class BoardRulesBrowserTest {

    private static final PlayTable DAWSONS_KAYLES =
            PlayTable.compute("dawsons-kayles", "Dawson's Kayles", "0.07", 200);

    @RegisterExtension
    static final BrowserSession session = new BrowserSession();

    @ParameterizedTest
    @ValueSource(strings = {"6 x", "0", "", "1 2 3 4 5 6 7 8 9", "41"})
    void badRowsAreRefusedWithAMessage(String rows) throws Exception {
        session.open("rows.html", DAWSONS_KAYLES, "data-rows=\"6\" data-delay=\"0\"");
        WebElement field = session.driver().findElement(By.cssSelector(".kb input[name=rows]"));
        field.clear();
        field.sendKeys(rows, Keys.ENTER);
        WebElement error = session.driver().findElement(By.cssSelector(".kb-error"));
        assertTrue(error.isDisplayed());
        assertTrue(error.getText().contains("e.g. \"6 4\""), error.getText());
        assertEquals("true", field.getAttribute("aria-invalid"));
    }

    @Test
    void rowLongerThanATableWithoutPeriodIsRefused() throws Exception {
        PlayTable shortKayles = PlayTable.compute("kayles", "Kayles", "0.77", 20);
        assertEquals(null, shortKayles.period(), "20 values of Kayles certify no period");
        session.open("short.html", shortKayles, "data-rows=\"21\"");
        String error = session.driver().findElement(By.cssSelector(".kb-error")).getText();
        assertTrue(error.contains("\"21\" is not a row length (the table values rows up to 20 tokens and has no"
                + " certified period)"), error);
        assertTrue(session.driver().findElements(By.cssSelector(".kb-token")).isEmpty());
    }

    @Test
    void codeThatSplitsWithoutRemovingSaysItIsNotPlayable() throws Exception {
        session.open("split.html", PlayTable.compute("split", "Split", "4.07", 50), "data-rows=\"6\"");
        String text = session.board().getText();
        assertTrue(text.contains("cannot be played on a board"), text);
        assertTrue(session.driver().findElements(By.cssSelector(".kb-token")).isEmpty());
    }

    @Test
    void widgetGrundyValuesBeyondTheTableFollowThePeriod() throws Exception {
        session.open("period.html", DAWSONS_KAYLES, "data-rows=\"6\"");
        List<?> values = (List<?>) session.js("var t = JSON.parse(document.getElementById('dawsons-kayles-table')"
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
        session.open("moves.html", PlayTable.compute("g", code, code, 30), "data-rows=\"1\"");
        OctalGame rule = OctalGame.parse(code);
        for (int n = 1; n <= 12; n++) {
            List<?> moves = (List<?>) session.js("var r = KaylesBoard.rules; var t = JSON.parse(document"
                    + ".getElementById('g-table').textContent); return r.legalMoves(t, r.fullRows([" + n
                    + "])).map(function (m) { return [m.start, m.length]; });");
            Set<String> widget = new TreeSet<>();
            for (Object move : moves) {
                List<?> m = (List<?>) move;
                int start = ((Number) m.get(0)).intValue();
                int k = ((Number) m.get(1)).intValue();
                widget.add(k + ":" + leaves(start, n - start - k));
            }
            Set<String> solver = rule.options(n).stream()
                    .map(o -> o.remove() + ":" + o.leaves()).collect(Collectors.toCollection(TreeSet::new));
            assertEquals(solver, widget, code + ", row of " + n);
        }
    }

    /** The games of the course that are played on a row of tokens: the board plays them all. */
    static Stream<String> courseGamesOnARow() {
        return GameCatalog.load(Path.of("content/games")).games().stream().filter(g -> g.rule().playsOnARow())
                .map(GameDefinition::id);
    }

    /**
     * board.js re-implements the moves of an octal game from its digits, so it is held to the solver
     * on every game of the course: every removal of adjacent tokens from rows of 1 to 14 (where each
     * starts, how many it takes), the values of rows to twice the table (when it has a period), and every winning move of
     * the sums of two rows up to 9.
     */
    @ParameterizedTest
    @MethodSource("courseGamesOnARow")
    void boardPlaysEveryCourseGameAsTheSolverDoes(String id) throws Exception {
        GameDefinition game = GameCatalog.load(Path.of("content/games")).resolve(id);
        ImpartialRule rule = game.rule();
        PlayTable table = PlayTable.compute("g", game.name(), rule.code(), game.computeTo());
        session.open("course-" + id + ".html", table, "data-rows=\"1\"");
        String read = "var r = KaylesBoard.rules; var t = JSON.parse(document.getElementById('g-table').textContent); ";
        for (int n = 1; n <= 14; n++) {
            List<?> moves = (List<?>) session.js(read + "return r.legalMoves(t, r.fullRows([" + n
                    + "])).map(function (m) { return (m.start + 1) + '+' + m.length; });");
            List<String> solver = rule.removals(n).stream().map(m -> m.first() + "+" + m.count()).toList();
            assertEquals(new TreeSet<>(solver), new TreeSet<>(moves.stream().map(String::valueOf).toList()), id + ", row of " + n);
            assertEquals(solver.size(), moves.size(), id + ": each removal once, row of " + n);
        }
        int upTo = table.period() == null ? game.computeTo() : 2 * game.computeTo();
        GrundySequence values = GrundySequence.compute(rule, upTo);
        List<?> widget = (List<?>) session.js(read + "var out = []; for (var n = 0; n <= " + upTo + "; n++) {"
                + " out.push(r.grundy(t, n)); } return out;");
        for (int n = 0; n <= upTo; n++) {
            assertEquals(values.value(n), ((Number) widget.get(n)).intValue(), id + ": g(" + n + ")");
        }
        for (int a = 1; a <= 9; a++) {
            for (int b = 1; b <= a; b++) {
                List<?> winning = (List<?>) session.js(read + "return r.winningMoves(t, r.fullRows([" + a + ", " + b
                        + "])).map(function (m) { return m.row + ':' + (m.start + 1) + '+' + m.length; });");
                assertEquals(solverWinning(rule, values, a, b), new TreeSet<>(winning.stream().map(String::valueOf).toList()),
                        id + ": winning moves of " + a + " + " + b);
            }
        }
    }

    /** The solver's winning moves of the rows a and b, as removals: row:first+count. */
    private static Set<String> solverWinning(ImpartialRule rule, GrundySequence values, int a, int b) {
        int[] rows = {a, b};
        int sum = values.value(a) ^ values.value(b);
        Set<String> winning = new TreeSet<>();
        for (int row = 0; row < 2; row++) {
            for (TokenRemoval m : rule.removals(rows[row])) {
                if ((values.value(m.left()) ^ values.value(m.right()) ^ values.value(rows[1 - row])) == 0 && sum != 0) {
                    winning.add(row + ":" + m.first() + "+" + m.count());
                }
            }
        }
        return winning;
    }

    // From "20 7" (g = 3 ⊕ 1 = 2, an N-position), over 300 seeds: perfect always moves to nim-sum 0,
    // weak (perfect with probability 0.7) mostly, random rarely; judged by the test's own mex.
    @Test
    void levelsDifferInHowOftenTheComputerFindsAWinningMove() throws Exception {
        session.open("levels.html", DAWSONS_KAYLES, "data-rows=\"6\"");
        int[] g = OctalMex.grundy("0.07", 40);
        int perfect = winningChoices("perfect", g);
        int weak = winningChoices("weak", g);
        int random = winningChoices("random", g);
        assertEquals(300, perfect, "perfect");
        assertTrue(weak > 150 && weak < 300, "weak found " + weak + " of 300");
        assertTrue(random < weak && random < 100, "random found " + random + " of 300");
    }

    private static int winningChoices(String level, int[] g) {
        List<?> moves = (List<?>) session.js("var r = KaylesBoard.rules; var t = JSON.parse(document"
                + ".getElementById('dawsons-kayles-table').textContent); var out = [];"
                + " for (var seed = 1; seed <= 300; seed++) { var m = r.chooseMove(t, r.fullRows([20, 7]), '"
                + level + "', r.makeRandom(seed)); out.push([m.row, m.start, m.length]); } return out;");
        int[] lengths = {20, 7};
        int winning = 0;
        for (Object move : moves) {
            List<?> m = (List<?>) move;
            int row = ((Number) m.get(0)).intValue();
            int start = ((Number) m.get(1)).intValue();
            int k = ((Number) m.get(2)).intValue();
            assertEquals(2, k, "Dawson's Kayles removes two");
            if ((g[start] ^ g[lengths[row] - start - k] ^ g[lengths[1 - row]]) == 0) {
                winning++;
            }
        }
        return winning;
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
}
