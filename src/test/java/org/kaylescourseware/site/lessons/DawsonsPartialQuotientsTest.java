package org.kaylescourseware.site.lessons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.site.CourseBuild;

/**
 * The partial quotients of Dawson's Kayles on the misère Kayles page, against a brute force written here: rows of tokens,
 * a move takes two adjacent ones, the last move loses; the classes of the positions with rows of at most n tokens counted
 * by their misère outcomes in every sum with such positions up to a bound. And against the published orders (Siegel's
 * MisereSolver: |Q_30| = 360 with 65 in P, |Q_33| = 638 with 109).
 */
class DawsonsPartialQuotientsTest {

    private static Document lesson;
    private static final Map<List<Integer>, Boolean> MISERE_P = new HashMap<>();

    @BeforeAll
    static void bake() throws IOException {
        lesson = Jsoup.parse(CourseBuild.site().resolve("lessons/misere-kayles.html").toFile(), "UTF-8");
    }

    /** The page's |Q_n| and P-portion for every n, from its stretches "a–b". */
    private static Map<Integer, int[]> shown() {
        Element table = lesson.selectFirst("table.misere-partial-quotients");
        Map<Integer, int[]> byHeap = new HashMap<>();
        for (Element row : table.select("tbody tr")) {
            String[] stretch = row.selectFirst("th").text().split("–");
            int from = Integer.parseInt(stretch[0]);
            int to = Integer.parseInt(stretch[stretch.length - 1]);
            int order = Integer.parseInt(row.select("td").get(0).text());
            int p = Integer.parseInt(row.select("td").get(1).text());
            for (int n = from; n <= to; n++) {
                byHeap.put(n, new int[] {order, p});
            }
        }
        return byHeap;
    }

    @Test
    void everyRowUpTo33IsShownAndTheOrdersNeverDecrease() {
        Map<Integer, int[]> shown = shown();
        for (int n = 1; n <= 33; n++) {
            assertTrue(shown.containsKey(n), "Q_" + n);
            assertTrue(n == 1 || shown.get(n)[0] >= shown.get(n - 1)[0], "|Q_" + n + "| >= |Q_" + (n - 1) + "|");
        }
        assertEquals(List.of(360, 65), List.of(shown.get(30)[0], shown.get(30)[1]), "Q_30, Siegel's figure");
        assertEquals(List.of(638, 109), List.of(shown.get(33)[0], shown.get(33)[1]), "Q_33, MisereSolver's figure");
    }

    @Test
    void smallPartialQuotientsAreTheClassesABruteForceTellsApart() {
        Map<Integer, int[]> shown = shown();
        for (int n : List.of(3, 5, 9, 11, 13)) {
            List<List<Integer>> set = positions(n, 20);
            Set<List<Boolean>> classes = new HashSet<>();
            Set<List<Boolean>> inP = new HashSet<>();
            for (List<Integer> g : set) {
                List<Boolean> signature = new ArrayList<>();
                for (List<Integer> x : set) {
                    List<Integer> sum = new ArrayList<>(g);
                    sum.addAll(x);
                    signature.add(misereP(sum));
                }
                classes.add(signature);
                if (misereP(g)) {
                    inP.add(signature);
                }
            }
            assertEquals(shown.get(n)[0], classes.size(), "|Q_" + n + "|");
            assertEquals(shown.get(n)[1], inP.size(), "the P-portion of Q_" + n);
        }
    }

    /** Every position whose rows have 2..n tokens (rows of 0 or 1 have no move), of at most {@code total} tokens. */
    private static List<List<Integer>> positions(int n, int total) {
        List<List<Integer>> all = new ArrayList<>();
        collect(Math.min(n, total), total, new ArrayList<>(), all);
        return all;
    }

    private static void collect(int largest, int room, List<Integer> rows, List<List<Integer>> into) {
        into.add(List.copyOf(rows));
        for (int r = Math.min(largest, room); r >= 2; r--) {
            rows.add(r);
            collect(r, room - r, rows, into);
            rows.remove(rows.size() - 1);
        }
    }

    /** Whether the player to move loses with best play when the last move loses: some move exists and every move leads to an N-position. */
    private static boolean misereP(List<Integer> position) {
        List<Integer> rows = new ArrayList<>(position.stream().filter(r -> r >= 2).toList());
        rows.sort(null);
        Boolean known = MISERE_P.get(rows);
        if (known != null) {
            return known;
        }
        boolean hasMove = false;
        boolean everyMoveToN = true;
        for (int i = 0; i < rows.size() && everyMoveToN; i++) {
            int row = rows.get(i);
            for (int left = 0; left <= (row - 2) / 2 && everyMoveToN; left++) {
                List<Integer> after = new ArrayList<>(rows);
                after.remove(i);
                after.add(left);
                after.add(row - 2 - left);
                hasMove = true;
                everyMoveToN = !misereP(after);
            }
        }
        boolean p = hasMove && everyMoveToN;
        MISERE_P.put(rows, p);
        return p;
    }
}
