package org.kaylescourseware.site.lessons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.kaylescourseware.site.lessons.MisereKaylesByHand.canonical;
import static org.kaylescourseware.site.lessons.MisereKaylesByHand.grundy;
import static org.kaylescourseware.site.lessons.MisereKaylesByHand.math;
import static org.kaylescourseware.site.lessons.MisereKaylesByHand.misere;
import static org.kaylescourseware.site.lessons.MisereKaylesByHand.misereP;
import static org.kaylescourseware.site.lessons.MisereKaylesByHand.normalP;
import static org.kaylescourseware.site.lessons.MisereKaylesByHand.options;
import static org.kaylescourseware.site.lessons.MisereKaylesByHand.partitions;
import static org.kaylescourseware.site.lessons.MisereKaylesByHand.positions;
import static org.kaylescourseware.site.lessons.MisereKaylesByHand.text;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.misere.quotient.MisereQuotient;
import org.kaylescourseware.misere.quotient.MisereQuotientSolver;
import org.kaylescourseware.misere.quotient.SibertConwayForm;
import org.kaylescourseware.misere.quotient.SibertConwayProof;
import org.kaylescourseware.site.CourseBuild;
import org.kaylescourseware.site.math.FormulaTex;

/**
 * The misère Kayles lesson as baked from the real content, checked against a brute-force misère
 * search and a brute-force Grundy computation written here (rows of pins, one pin or two adjacent
 * pins knocked down).
 */
class MisereKaylesLessonPageTest {

    static Document lesson;
    @BeforeAll
    static void bake() throws IOException {
        Path page = CourseBuild.site().resolve("lessons/misere-kayles.html");
        assertTrue(Files.isRegularFile(page), "the lesson is published at lessons/misere-kayles.html");
        lesson = FormulaTex.restore(Jsoup.parse(page.toFile(), "UTF-8"));
    }

    @Test
    void lessonIsFourthWithItsSections() {
        assertEquals("Misère Kayles", lesson.selectFirst("h1").text());
        assertEquals("Lesson 4", lesson.selectFirst(".lesson-number").text());
        List<String> sections = lesson.select(".toc > ol > li > a").eachText();
        assertTrue(sections.containsAll(List.of("Normal and misère outcomes compared", "Sibert's story",
                "The Sibert–Conway forms", "The misère quotient", "A misère game played out", "History", "Exercises")),
                sections.toString());
        assertTrue(lesson.select(".build-error").isEmpty());
        assertEquals(6, lesson.select(".exercise").size(), "six exercises are drawn");
    }

    @Test
    void comparisonTableIsTheBruteForceInBothConventions() {
        Element table = lesson.selectFirst("table.misere-comparison");
        int sizes = 0;
        for (Element row : table.select("tbody tr")) {
            int size = Integer.parseInt(row.selectFirst("th").text());
            List<String> pn = new ArrayList<>();
            List<String> np = new ArrayList<>();
            int same = 0;
            List<List<Integer>> positions = partitions(size, size);
            for (List<Integer> p : positions) {
                boolean normal = normalP(p);
                boolean misere = misereP(p);
                if (normal == misere) {
                    same++;
                } else {
                    (normal ? pn : np).add(text(p));
                }
            }
            var cells = row.select("td");
            assertEquals(positions.size(), Integer.parseInt(cells.get(0).text()), "positions of size " + size);
            assertEquals(same, Integer.parseInt(cells.get(1).text()), "same outcome at size " + size);
            assertEquals(pn, positions(cells.get(2)), "PN positions of size " + size);
            assertEquals(np, positions(cells.get(3)), "NP positions of size " + size);
            sizes++;
        }
        assertTrue(sizes >= 13, "the table covers the sizes 0.." + (sizes - 1));
    }

    @Test
    void singleRowsThatAreMisereP() {
        Element table = lesson.selectFirst("table.misere-p-rows");
        List<Integer> expected = new ArrayList<>();
        for (int n = 1; n <= 30; n++) {
            if (misereP(List.of(n))) {
                expected.add(n);
            }
        }
        List<Integer> shown = new ArrayList<>();
        for (Element row : table.select("tbody tr")) {
            int n = Integer.parseInt(row.selectFirst("th").text());
            shown.add(n);
            assertEquals(grundy(n), Integer.parseInt(row.select("td").get(0).text()), "K_" + n);
        }
        assertEquals(expected, shown);
        // Known from Sibert and Conway's forms: 1 is D(4,1), 4 is D(4,1), 9 is D(9), 12 is 12 E(4,1), 20 is D(20,4,1)
        assertEquals(List.of(1, 4, 9, 12, 20), shown);
    }

    /**
     * The forms table gives, for each form of the source, a position of fewest pins that has it and its outcomes: checked
     * here against forms read off every position up to 35 pins (the largest smallest position, K₂₅ + K₉ + K₁) and
     * outcomes by search; the proof's check box stands where the forms hold, and no erratum of the forms.
     */
    @Test
    void formsTableGivesEachFormsSmallestPositionWithItsOutcomesBySearch() {
        Element table = lesson.selectFirst("table.sibert-conway");
        var rows = table.select("tbody tr");
        List<SibertConwayForm> forms = SibertConwayForm.AS_STATED_IN_SEED_001;
        assertEquals(forms.size(), rows.size());
        for (int i = 0; i < rows.size(); i++) {
            SibertConwayForm form = forms.get(i);
            var cells = rows.get(i).select("td");
            // the source's D(…), an odd number of rows, is written O(…): D_n is a row of Dawson's Kayles
            // and the source's bare number, one row of that length, is the row K_n: 12 E(4,1) is K₁₂ E(4,1)
            assertEquals(rowsAsK(form.text().replace("D(", "O(")), rows.get(i).selectFirst("th").text());
            assertEquals(form.normal() + ", " + form.misere(), cells.get(0).text());
            List<Integer> shown = cells.get(1).text().equals("the empty position") ? List.of()
                    : Position.parse(cells.get(1).text().replace("K", "").replace(" ", "")).heaps();
            assertTrue(form.covers(new Position(shown)), form.text() + ": " + shown);
            int fewest = Integer.MAX_VALUE;
            for (int size = 0; size <= 35 && fewest == Integer.MAX_VALUE; size++) {
                for (List<Integer> p : partitions(size, size)) {
                    fewest = form.covers(new Position(p)) ? size : fewest;
                }
            }
            assertEquals(fewest, shown.stream().mapToInt(Integer::intValue).sum(), form.text());
            assertEquals((normalP(shown) ? "P" : "N") + ", " + (misereP(shown) ? "P" : "N"), cells.get(2).text(), form.text());
        }
        long formErrata = lesson.select("aside.erratum").stream()
                .filter(e -> e.attr("aria-label").equals("Erratum: the Sibert–Conway forms")).count();
        assertEquals(0, formErrata);
        Element check = lesson.select("aside.check").stream().filter(b -> b.text().contains("the forms claim exactly the outcomes"))
                .findFirst().orElseThrow();
        int signatures = SibertConwayProof.of(forms, MisereQuotientSolver.kaylesQuotient()).signatures();
        assertTrue(check.text().startsWith("At all " + signatures + " signatures"), check.text());
    }

    @Test
    void quotientOutcomesAgreeWithTheBruteForce() {
        MisereQuotient q = MisereQuotientSolver.kaylesQuotient();
        int positions = 0;
        for (int size = 0; size <= 26; size++) {
            for (List<Integer> p : partitions(size, size)) {
                assertEquals(misereP(p), q.outcome(new Position(p)) == OutcomeClass.P, "quotient outcome of " + text(p));
                positions++;
            }
        }
        assertEquals(11_732, positions, "p(0) + … + p(26), OEIS A000070");
        Element box = lesson.select(".misere-quotient aside.check").stream()
                .filter(b -> b.text().startsWith("The quotient against play")).findFirst().orElseThrow();
        Matcher m = Pattern.compile("On all (\\d+) positions of total size at most (\\d+), (\\d+) of them").matcher(box.text());
        assertTrue(m.find(), box.text());
        int bound = Integer.parseInt(m.group(2));
        int all = 0;
        int p = 0;
        for (int size = 0; size <= bound; size++) {
            for (List<Integer> position : partitions(size, size)) {
                all++;
                p += misereP(position) ? 1 : 0;
            }
        }
        assertEquals(all, Integer.parseInt(m.group(1)));
        assertEquals(p, Integer.parseInt(m.group(3)));
    }

    /** The page's certificate of Φ's period is the solver's, at the bound the argument needs. */
    @Test
    void pageCertifiesThePeriodOfPhiWithTheSolversNumbers() {
        MisereQuotient q = MisereQuotientSolver.kaylesQuotient();
        var period = q.period().orElseThrow();
        assertTrue(period.certified());
        Element box = lesson.select(".misere-quotient aside.check").stream()
                .filter(b -> b.text().startsWith("Period ")).findFirst().orElseThrow();
        assertTrue(box.text().startsWith("Period " + period.period() + " of Φ, certified"), box.text());
        String bound = "N = " + q.heapBound() + ", at least 2n0 + 2p + t − 1 = 2·" + period.preperiod() + " + 2·"
                + period.period() + " + 2 − 1 = " + q.heapBound();
        assertTrue(box.text().contains(bound), box.text());
        assertEquals(2 * period.preperiod() + 2 * period.period() + 2 - 1, q.heapBound());
    }

    @Test
    void pageQuotientIsTheSolversAndEqualPhiMeansIndistinguishableRows() {
        MisereQuotient q = MisereQuotientSolver.kaylesQuotient();
        Element quotient = lesson.selectFirst(".misere-quotient");
        assertTrue(quotient.selectFirst(".quotient-summary dd").text().startsWith(q.order() + " elements"));
        Map<Integer, String> phi = new TreeMap<>();
        for (Element row : quotient.select("table.pretending-table tbody tr")) {
            int start = Integer.parseInt(row.selectFirst("th").text().replace("+", ""));
            var cells = row.select("td");
            for (int b = 0; b < cells.size(); b++) {
                if (!cells.get(b).hasClass("empty")) {
                    phi.put(start + b, math(cells.get(b)).get(0));
                }
            }
        }
        for (var e : phi.entrySet()) {
            // the identity is a bold 1 (issue 29, referee point 11b)
            assertEquals(q.normalForm(q.pretend(e.getKey())).tex(q.presentation().generators()), e.getValue(), "Φ(" + e.getKey() + ")");
        }
        // Rows the page sends to the same element cannot be told apart in misère play: n + X and
        // m + X have the same brute-force outcome for every X of up to 10 pins.
        for (int n = 1; n <= 12; n++) {
            for (int m = n + 1; m <= 12; m++) {
                if (phi.get(n).equals(phi.get(m))) {
                    for (int size = 0; size <= 10; size++) {
                        for (List<Integer> x : partitions(size, size)) {
                            List<Integer> withN = new ArrayList<>(x);
                            withN.add(n);
                            List<Integer> withM = new ArrayList<>(x);
                            withM.add(m);
                            assertEquals(misereP(withN), misereP(withM), n + " and " + m + " with " + text(x));
                        }
                    }
                }
            }
        }
    }

    @Test
    void examplesReadOffTheQuotientAreTheBruteForce() {
        var examples = lesson.select(".misere-quotient-example");
        assertEquals(2, examples.size());
        for (Element example : examples) {
            Matcher m = Pattern.compile("P-portion, so (.+?) is a misère ([PN])-position").matcher(example.text());
            assertTrue(m.find(), example.text());
            String position = FormulaTex.position(m.group(1)).toString();
            assertEquals(misere(position), m.group(2), position);
            List<String> expectedMoves = new ArrayList<>();
            for (List<Integer> option : new HashSet<>(options(Position.parse(position).heaps()))) {
                if (misereP(option)) {
                    expectedMoves.add(text(option));
                }
            }
            List<String> shown = example.select("table.quotient-moves td.position").eachText().stream()
                    .map(t -> FormulaTex.position(t).toString()).toList();
            assertEquals(new HashSet<>(expectedMoves), new HashSet<>(shown), "winning moves from " + position);
        }
    }

    @Test
    void workedGameWinnerLeavesMisereP() {
        var rows = lesson.select("table.misere-worked-game tbody tr");
        assertFalse(rows.isEmpty());
        String winnerStart = null;
        for (Element row : rows) {
            var cells = row.select("td");
            String player = cells.get(0).text();
            String position = FormulaTex.position(cells.get(1).text()).toString();
            assertEquals(misere(position), cells.get(3).text(), "outcome of " + position);
            Matcher left = Pattern.compile("(?:The position left, |this one leaves )(.+?)(?:, pretends|, which)").matcher(cells.get(4).text());
            assertTrue(left.find(), cells.get(4).text());
            String after = FormulaTex.position(left.group(1)).toString();
            assertTrue(options(Position.parse(position).heaps()).contains(canonical(Position.parse(after).heaps())),
                    after + " is one move from " + position);
            if (winnerStart == null) {
                winnerStart = misere(position).equals("N") ? player : null;
                assertTrue(winnerStart != null, "the game starts from an N-position");
            }
            if (player.equals(winnerStart)) {
                assertEquals("P", misere(after), player + " leaves a misère P-position from " + position);
            }
        }
        assertTrue(rows.last().text().contains("No pin is left"), "the game is played to the end");
        String loser = rows.last().select("td").get(0).text();
        assertFalse(loser.equals(winnerStart), "the player who knocks down the last pin is not the one who started winning");
        String note = lesson.select(".artifact-note").stream().map(Element::text)
                .filter(t -> t.contains("knocks down the last pin")).findFirst().orElseThrow();
        assertTrue(note.contains("the " + winnerStart.toLowerCase() + " player wins"), note);
    }

    /** Whether adding {@code g} leaves the misère outcome of every position of at most {@code size} tokens unchanged. */
    static boolean cancelsUpTo(List<Integer> g, int size) {
        for (int total = 0; total <= size; total++) {
            for (List<Integer> x : partitions(total, total)) {
                List<Integer> sum = new ArrayList<>(g);
                sum.addAll(x);
                if (misereP(sum) != misereP(x)) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * The page's example of a pair that does not cancel (issue 21: it once said that 1 + 1 does not
     * cancel because it is a misère N-position). The brute force confirms the stated position tells
     * the pair from 0, that every smaller pair n + n and 1 + 1 itself leave every small position's
     * outcome unchanged.
     */
    @Test
    void thePairThatDoesNotCancelIsShownByAPositionWhoseOutcomeItChanges() {
        String text = lesson.text();
        Matcher stated = Pattern.compile("the first pair of equal rows that does not cancel, .{0,40}?with n\\s*=\\s*(\\d+).{0,20}?,"
                + " and the smallest position it changes the outcome of is (the empty position|[\\d+]+)[.,]").matcher(text);
        assertTrue(stated.find(), "the page names a pair that does not cancel");
        int n = Integer.parseInt(stated.group(1));
        List<Integer> pair = List.of(n, n);
        List<Integer> x = stated.group(2).equals("the empty position") ? List.of() : Position.parse(stated.group(2)).heaps();
        List<Integer> sum = new ArrayList<>(pair);
        sum.addAll(x);
        assertTrue(misereP(sum) != misereP(x), pair + " changes the misère outcome of " + x);
        for (int m = 1; m < n; m++) {
            assertTrue(cancelsUpTo(List.of(m, m), 12), m + "+" + m + " cancels, so " + n + "+" + n + " is the first that does not");
        }
        assertTrue(cancelsUpTo(List.of(1, 1), 14), "1+1 cancels although it is a misère N-position");
        assertFalse(text.contains("so a pair does not cancel"));
    }

    /** The source's bare numbers outside parentheses, written K with the number in subscript digits. */
    static String rowsAsK(String form) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(^|\\s)(\\d+)(?=\\s|$)").matcher(form);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            StringBuilder sub = new StringBuilder();
            m.group(2).chars().forEach(c -> sub.append("₀₁₂₃₄₅₆₇₈₉".charAt(c - '0')));
            m.appendReplacement(sb, m.group(1) + "K" + sub);
        }
        return m.appendTail(sb).toString();
    }
}
