package org.kaylescourseware.site.lessons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.select.Elements;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.kaylescourseware.partizan.KaylesUniverse;
import org.kaylescourseware.site.CourseBuild;
import org.kaylescourseware.site.math.FormulaTex;

/**
 * The partizan Kayles lesson as baked from the real content, checked against the paper's hand
 * reductions (Milley 2015, Section 3) and against a plain game-tree search written here from the
 * rules (Left fills one cell, Right two adjacent cells, the player who cannot move wins).
 */
class PartizanKaylesLessonPageTest {

    static Document lesson;

    @BeforeAll
    static void bake() throws IOException {
        Path page = CourseBuild.site().resolve("lessons/partizan-kayles.html");
        assertTrue(Files.isRegularFile(page), "the lesson is published at lessons/partizan-kayles.html");
        lesson = FormulaTex.restore(Jsoup.parse(page.toFile(), "UTF-8"));
    }

    /** The paper's hand reductions of S3, S4 and S5: survivors {A | B}, result, and what is struck out. */
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        // Milley 2015, Section 3: "S3 = {S2 | S1}" (2S1 dominated by S2), "Thus, S3 = S1 + S2"
        "3; S3 ≡ {S2 | S1} (mod 𝒦); S1 + S2; 2S1; ''",
        // "S4 ≡ {S1 + S2 | 2S1}": Right's S2 is dominated by S1 + S1; "S4 ≡ 2S1 + S2"
        "4; S4 ≡ {S1 + S2 | 2S1} (mod 𝒦); 2S1 + S2; ''; S2",
        // "S5 ≡ {2S2 | S1 + S2}": Left's 2S1 + S2 options are dominated by S2 + S2; "S5 ≡ S1 + 2S2"
        "5; S5 ≡ {2S2 | S1 + S2} (mod 𝒦); S1 + 2S2; 2S1 + S2; ''",
    })
    void proofsOfS3S4S5MatchThePapersHandReductions(int n, String survivors, String result, String leftStruck,
            String rightStruck) {
        Element proof = lesson.getElementById("proof-s" + n);
        assertNotNull(proof, "a proof for S" + n);
        assertTrue(proof.hasAttr("open"), "S3 … S5 are shown open, as the paper works them by hand");
        assertEquals(survivors, proof.selectFirst(".proof-step:contains(undominated)").text()
                .replace("The undominated options give ", "").replaceAll("\\.$", ""));
        assertEquals("Therefore S" + n + " ≡ " + survivors.replace(" (mod 𝒦)", "").replace("S" + n + " ≡ ", "")
                + " ≡ " + result + ".", proof.selectFirst(".proof-conclusion").text());
        assertEquals(leftStruck, struck(proof.selectFirst(".proof-left")));
        assertEquals(rightStruck, struck(proof.selectFirst(".proof-right")));
        assertTrue(proof.selectFirst("summary").text().contains("S" + n + " ≡ " + result));
        assertTrue(proof.select(".proof-checks-list li.fails").isEmpty(), "every check of the proof holds");
    }

    /** The reduction the struck groups share, or '' when nothing is struck out. */
    private static String struck(Element side) {
        List<String> reductions = new ArrayList<>();
        for (Element del : side.select(".proof-groups li.struck del")) {
            String text = del.text();
            String reduction = text.substring(text.lastIndexOf('≡') + 1).trim();
            if (!reductions.contains(reduction)) {
                reductions.add(reduction);
            }
            assertTrue(del.parent().selectFirst(".reason").text().contains("Corollary 3"), "struck with its reason");
        }
        return String.join(", ", reductions);
    }

    @Test
    void everyStripUpToFifteenHasAProofAndOnlyS3ToS5AreOpen() {
        Elements proofs = lesson.select("details.reduction-proof");
        assertEquals(15, proofs.size());
        List<String> open = proofs.stream().filter(p -> p.hasAttr("open")).map(Element::id).toList();
        assertEquals(List.of("proof-s3", "proof-s4", "proof-s5"), open);
        // Theorem 1: S_3k ≡ kS1 + kS2, S_3k+1 ≡ (k+1)S1 + kS2, S_3k+2 ≡ kS1 + (k+1)S2
        assertTrue(lesson.getElementById("proof-s15").selectFirst("summary").text().contains("S15 ≡ 5S1 + 5S2"));
        assertTrue(lesson.getElementById("proof-s13").selectFirst("summary").text().contains("S13 ≡ 5S1 + 4S2"));
    }

    @Test
    void chartCellsAgreeWithAPlainSearch() {
        Elements cells = lesson.select("svg.outcome-grid g.cell");
        assertEquals(81, cells.size());
        int compared = 0;
        for (Element cell : cells) {
            int x = Integer.parseInt(cell.attr("data-x"));
            int y = Integer.parseInt(cell.attr("data-y"));
            if (x + 2 * y > 12) {
                continue;
            }
            int[] strips = new int[x + y];
            Arrays.fill(strips, 0, x, 1);
            Arrays.fill(strips, x, x + y, 2);
            assertEquals(PlainMisereSearch.outcome(strips), cell.attr("data-outcome"), "x = " + x + ", y = " + y);
            assertEquals(cell.attr("data-outcome"), cell.selectFirst("text").text(), "the letter is drawn too");
            compared++;
        }
        assertTrue(compared > 30, "compared " + compared + " cells");
        // some cells with longer strips of the same residues: S4 ≡ 2S1 + S2 is not xS1 + yS2, yet Theorem 3 groups it
        assertEquals(PlainMisereSearch.outcome(4, 5), cell(1, 1).attr("data-outcome"));
        assertEquals(PlainMisereSearch.outcome(7, 2, 2), cell(1, 2).attr("data-outcome"));
    }

    private static Element cell(int x, int y) {
        return lesson.selectFirst("svg.outcome-grid g.cell[data-x=" + x + "][data-y=" + y + "]");
    }

    @Test
    void chartHasTextAlternativeLegendAndTheAgreementCount() {
        Element figure = lesson.selectFirst(".outcome-chart");
        assertNotNull(figure.selectFirst("figure > svg > title"));
        assertNotNull(figure.selectFirst("svg > desc"));
        assertFalse(figure.select(".outcome-legend li").isEmpty());
        Elements rows = figure.select("details table.outcome-table tbody tr");
        assertEquals(9, rows.size());
        assertEquals(cell(3, 8).attr("data-outcome"), rows.get(0).select("td").get(3).text());
        int positions = KaylesUniverse.countUpTo(40);
        assertTrue(figure.selectFirst("figcaption").text().contains("for all " + positions
                + " positions of total size ≤ 40"), figure.selectFirst("figcaption").text());
        assertTrue(figure.select("svg [style]").isEmpty() && figure.select("[style]").isEmpty(), "no inline styles");
    }

    @Test
    void everyCheckInTheTableHolds() {
        Elements rows = lesson.select("table.partizan-checks tbody tr");
        assertTrue(rows.size() >= 10);
        for (Element row : rows) {
            assertEquals("holds", row.selectFirst("td.verdict").text(), row.text());
        }
        List<String> names = rows.stream().map(r -> r.selectFirst("th").text()).toList();
        // the course's number first, Milley's beside it (issue 29)
        assertTrue(names.containsAll(List.of("Lemma 5.11 (Milley's Lemma 1)", "Corollary 5.14 (Milley's Corollary 2)",
                "Corollary 5.15 (Milley's Corollary 3)", "Corollary 5.24 (Milley's Corollary 4)", "Corollary 5.25 (Milley's Corollary 5)",
                "Theorem 5.26 (Milley's Theorem 3)")), names.toString());
    }

    @Test
    void errataShowTheSlipsWithClaimAndCorrection() {
        Elements boxes = lesson.select("article.block-erratum .partizan-errata dl.erratum-details");
        assertEquals(5, boxes.size());
        Element lemma3 = lesson.getElementById("pk-lemma-3-erratum").selectFirst("dl.erratum-details");
        // strips are typeset as math: S_{1} in the page's source
        List<String> parts = lemma3.select("dd").eachText().stream().map(t -> t.replaceAll("S_\\{(\\d+)\\}", "S$1"))
                .toList();
        assertTrue(parts.get(1).contains("(k−1)S2 + jS2"), "the claim as printed: " + parts.get(1));
        assertTrue(parts.get(2).contains("(k−1)S1 + jS2"), "the correction: " + parts.get(2));
        // the check, folded beneath the claim and the correction
        String check = lesson.getElementById("pk-lemma-3-erratum").selectFirst("aside.check details.check-detail > p").text();
        assertTrue(check.contains("fails") && check.contains("holds"), check);
        for (String id : List.of("pk-figure-1", "pk-lemma-3-erratum", "pk-theorem-1-erratum", "pk-theorem-2-erratum",
                "pk-theorem-4-erratum")) {
            assertNotNull(lesson.getElementById(id).selectFirst("dl.erratum-details"), id);
        }
    }

    /** Every definition and numbered result of Milley (2015) is a block whose source gives the paper's number. */
    @Test
    void everyResultOfThePaperIsOnThePageUnderItsOwnNumber() {
        List<String> sources = lesson.select("article.block .block-source").eachText();
        for (String result : List.of("Lemma 1", "Lemma 2", "Lemma 3 (corrected)", "Corollary 1", "Corollary 2",
                "Corollary 3", "Corollary 4", "Corollary 5", "Theorem 1", "Theorem 2", "Theorem 3", "Theorem 4")) {
            assertTrue(sources.contains("(Milley, " + result + ")"), result + " in " + sources);
        }
        for (String kind : List.of("lemma", "corollary", "theorem")) {
            for (Element block : lesson.select("article.block-" + kind)) {
                assertNotNull(lesson.getElementById("proof-" + block.id()), "a proof of " + block.id());
            }
        }
    }

    /** The principle that strikes dominated options out is stated, with its hypotheses, before it is used. */
    @Test
    void theDominationPrincipleComesBeforeItsFirstUse() {
        String html = lesson.html();
        int principle = html.indexOf("id=\"pk-domination\"");
        int firstUse = Math.min(html.indexOf("id=\"proof-pk-lemma-3\""), html.indexOf("id=\"milley-case-3k\""));
        assertTrue(principle > 0 && principle < firstUse, principle + " < " + firstUse);
        assertTrue(lesson.getElementById("pk-domination").text().contains("keeping"), "the kept option is a hypothesis");
        // the strict order the argument does not give is not claimed
        for (Element reason : lesson.select(".proof-groups .reason")) {
            assertTrue(reason.text().contains("≤") && !reason.text().matches(".*G0 \\+ \\S+ [<≺].*"), reason.text());
        }
    }

    /** The sixth referee (point 21): d = k − j was introduced inside the proof of Milley's Theorem 2; a definition precedes it. */
    @Test
    void differenceIsDefinedBeforeTheProofThatUsesIt() {
        String html = lesson.html();
        int definition = html.indexOf("id=\"pk-difference\"");
        assertTrue(definition > 0 && definition < html.indexOf("id=\"proof-pk-theorem-2\""), "defined before the proof");
        assertTrue(lesson.getElementById("pk-difference").hasClass("block-definition"));
        assertTrue(lesson.getElementById("proof-pk-theorem-2").select("a[href=\"#pk-difference\"]").size() > 0, "the proof links it");
    }

    /** The general proof's three cases, checked at build time, with the one boundary the induction meets. */
    @Test
    void theoremOneIsProvedForEveryNInThreeCases() {
        for (String id : List.of("milley-case-3k", "milley-case-3k1", "milley-case-3k2")) {
            Element c = lesson.getElementById(id);
            assertNotNull(c, id);
            assertEquals(2, c.select("table.induction-table").size(), "both players' sub-cases");
            assertEquals(6, c.select("table.induction-table tbody tr").size());
            assertTrue(c.selectFirst("aside.check details.check-detail > p").text()
                    .matches("Each of the \\d+ steps of this case is an identity in .*"));
        }
        assertTrue(lesson.getElementById("milley-case-3k").selectFirst(".boundary").text()
                .contains("k = 1 (n = 3): Right has no option with i = 3j + 2"));
    }

    /** Each worked reduction links to the case of the general proof it instantiates. */
    @Test
    void workedReductionsLinkToTheirCase() {
        for (int n = 3; n <= 15; n++) {
            Element link = lesson.getElementById("proof-s" + n).selectFirst(".proof-instance a");
            String expected = "#milley-case-3k" + (n % 3 == 0 ? "" : Integer.toString(n % 3));
            assertEquals(expected, link.attr("href"), "S" + n);
            assertNotNull(lesson.getElementById(expected.substring(1)));
            assertTrue(link.parent().text().contains("with k = " + n / 3), link.parent().text());
        }
    }

    @Test
    void workedGameWinnerKeepsTheWinByAPlainSearch() {
        Elements rows = lesson.select("table.partizan-game tbody tr");
        assertFalse(rows.isEmpty());
        for (int i = 0; i < rows.size(); i++) {
            Element row = rows.get(i);
            boolean leftMoves = row.select("td").get(0).text().equals("Left");
            int[] before = strips(row.selectFirst("td.position").text());
            if (leftMoves) {
                assertTrue(PlainMisereSearch.wins(before, true), "Left can win turn " + (i + 1));
                // the sixth referee: a ✓ on every turn; the note under the table says it once, and a lost win is marked
                assertFalse(row.text().contains("loses the win"), row.text());
                int[] after = i + 1 < rows.size() ? strips(rows.get(i + 1).selectFirst("td.position").text()) : new int[0];
                assertFalse(PlainMisereSearch.wins(after, false), "after Left's move Right, to move, loses");
            }
        }
        assertFalse(lesson.select("p.artifact-note:contains(Left is left without a move)").isEmpty());
        assertFalse(lesson.select("p.artifact-note:contains(✓ Every move of the winning side keeps the win)").isEmpty());
    }

    @Test
    void invertibilityNamesTheBarredConjugates() {
        Element section = lesson.getElementById("misère-invertibility");
        assertNotNull(section);
        String html = lesson.html();
        assertTrue(html.contains("\\overline{S_1}") && html.contains("\\overline{S_2}"), "the paper's barred S");
    }

    /**
     * The seventh reading (issue 29, points 5 and 16): the monoid's R⁻ was written {kS1, jS2 : k > 0, j > 0, j ≡ 2 (mod 3)}, which
     * reads as a set of sums; Mesdal and Ottaway's theorem was cited, not proved; the opening said "the positions form a group".
     * The union the statement now writes is played out here: kS1 in R⁻, and jS2 in N⁻, P⁻, R⁻ as j ≡ 0, 1, 2 (mod 3).
     */
    @Test
    void theMonoidsRightClassIsAUnionAndTheTheoremOfMesdalAndOttawayIsProved() {
        String statement = lesson.getElementById("pk-monoid").text();
        assertTrue(statement.contains("\\{kS_1 : k > 0\\} \\cup \\{jS_2 : j > 0,\\ j \\equiv 2 \\pmod 3\\}"), statement);
        for (int k = 1; k <= 6; k++) {
            int[] squares = new int[k];
            Arrays.fill(squares, 1);
            int[] dominoes = new int[k];
            Arrays.fill(dominoes, 2);
            assertEquals("R", PlainMisereSearch.outcome(squares), k + "S1");
            assertEquals(List.of("N", "P", "R").get(k % 3), PlainMisereSearch.outcome(dominoes), k + "S2");
        }
        Element proof = lesson.getElementById("proof-pk-no-misere-inverses");
        assertFalse(proof.select("a[href$=#mn-lemma-3]").isEmpty(), "the proof rests on Lemma 3.16");
        assertTrue(proof.text().contains("Condition (iii)") && proof.text().contains("Condition (iv)"), proof.text());
        String opening = lesson.selectFirst(".lesson-body > p").text();
        assertFalse(opening.contains("the positions form a group"), opening);
        assertTrue(opening.contains("the classes of positions modulo"), opening);
    }

    private static int[] strips(String text) {
        if (text.equals("0")) {
            return new int[0];
        }
        return Arrays.stream(text.split(" \\+ ")).mapToInt(s -> Integer.parseInt(s.substring(1))).toArray();
    }

    /** A memoised game-tree search straight from the rules, independent of the solver. */
    static final class PlainMisereSearch {
        private static final Map<String, Boolean> MEMO = new HashMap<>();

        static String outcome(int... strips) {
            boolean left = wins(strips, true);
            boolean right = wins(strips, false);
            return left && right ? "N" : left ? "L" : right ? "R" : "P";
        }

        /** Whether the player to move (Left if {@code leftToMove}) wins under misère play. */
        static boolean wins(int[] strips, boolean leftToMove) {
            int[] sorted = Arrays.stream(strips).filter(s -> s > 0).sorted().toArray();
            String key = leftToMove + Arrays.toString(sorted);
            Boolean known = MEMO.get(key);
            if (known != null) {
                return known;
            }
            int width = leftToMove ? 1 : 2;
            boolean anyMove = false;
            boolean wins = false;
            for (int s = 0; s < sorted.length && !wins; s++) {
                for (int first = 0; first + width <= sorted[s] && !wins; first++) {
                    anyMove = true;
                    int[] next = Arrays.copyOf(sorted, sorted.length + 1);
                    next[s] = first;
                    next[sorted.length] = sorted[s] - first - width;
                    wins = !wins(next, !leftToMove);
                }
            }
            boolean result = !anyMove || wins;
            MEMO.put(key, result);
            return result;
        }
    }
}
