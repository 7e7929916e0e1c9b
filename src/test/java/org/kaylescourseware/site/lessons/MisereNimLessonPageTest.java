package org.kaylescourseware.site.lessons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.select.Elements;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.claim.CheckedClaim;
import org.kaylescourseware.game.Partitions;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.misere.nim.NimEquivalenceVerification;
import org.kaylescourseware.misere.nim.NimOrderLemmas;
import org.kaylescourseware.misere.nim.ReducedForm;
import org.kaylescourseware.site.CourseBuild;
import org.kaylescourseware.site.math.FormulaTex;

/**
 * The misère Nim lesson as baked from the real content, checked against routes independent of
 * the directives: the paper's hand cases, a fresh run of the solver's verification, and a
 * brute-force misère search on multisets of heaps written here.
 */
class MisereNimLessonPageTest {

    /**
     * Hand cases of Definition 5 from "Misère equivalence classes of Nim positions" (INTEGERS 16,
     * 2016), as in ReducedFormTest: Section 4.1 (1, 1, 4); the proofs of Lemma 8 (rule 2 on a
     * heap of 1), Lemma 9 and Corollary 1; rule 1 repeated.
     */
    static final Map<String, String> PAPER_DERIVATIONS = Map.of(
            "1+1+4", "(1, 1, 4) →1 (0, 0, 4) →3 (4)",
            "2+2+1", "(1, 2, 2) →2 (0, 2, 3) →3 (2, 3)",
            "7+5+3+2+1", "(1, 2, 3, 5, 7) →1 (0, 2, 2, 5, 7) →1 (0, 2, 2, 4, 6) →3 (2, 2, 4, 6)");

    /** Reduced forms the paper gives or implies (Theorem 5 cases, Lemmas 8 and 9, Section 4.1). */
    static final Map<String, String> PAPER_REDUCED_FORMS = Map.of(
            "4+1+1", "4", "1+1", "0", "4+1", "5", "5+1", "4", "2+2+1", "3+2", "4+2+1", "5+2", "2+1", "3",
            "3+3", "2+2", "2+2+2", "2+2+2");

    static Document lesson;
    static final Map<List<Integer>, Boolean> MISERE_P = new HashMap<>();

    @BeforeAll
    static void bake() throws IOException {
        Path page = CourseBuild.site().resolve("lessons/misere-nim.html");
        assertTrue(Files.isRegularFile(page), "the lesson is published at lessons/misere-nim.html");
        lesson = FormulaTex.restore(Jsoup.parse(page.toFile(), "UTF-8"));
    }

    @Test
    void lessonIsThirdWithItsSections() {
        assertEquals("Misère Nim", lesson.selectFirst("h1").text());
        assertEquals("Lesson 3", lesson.selectFirst(".lesson-number").text());
        List<String> sections = lesson.select(".toc > ol > li > a").eachText();
        assertTrue(sections.containsAll(List.of("Misère play", "Bouton's misère rule", "Games, sums and misère equivalence",
                "Organizing the Nim positions", "Partizan equivalence classes", "Impartial equivalence classes",
                "Transfinite Nim")), sections.toString());
        assertFalse(sections.contains("Every result, checked"), "the checks are a fold under Sources, not a section");
        assertTrue(lesson.select(".build-error").isEmpty());
    }

    @Test
    void derivationsOnThePageAreThePapersHandCases() {
        Elements tables = lesson.select("table.reduced-form");
        Set<String> shown = new HashSet<>();
        for (Element table : tables) {
            Matcher m = Pattern.compile("The reduced form of (\\S+), the heap sequence (\\([^)]*\\))")
                    .matcher(table.selectFirst("caption").text());
            assertTrue(m.find(), table.selectFirst("caption").text());
            StringBuilder chain = new StringBuilder(m.group(2));
            for (Element row : table.select("tbody tr")) {
                if (!row.selectFirst("th").text().equals("start")) {
                    String[] heaps = row.selectFirst("td.sequence").text().split(" → ");
                    chain.append(" →").append(row.selectFirst("td.rule").text()).append(' ').append(heaps[1]);
                }
            }
            String position = Position.parse(m.group(1)).toString();
            String key = PAPER_DERIVATIONS.keySet().stream()
                    .filter(k -> Position.parse(k).toString().equals(position)).findFirst().orElseThrow();
            assertEquals(PAPER_DERIVATIONS.get(key), chain.toString(), "derivation of " + key);
            shown.add(key);
        }
        assertEquals(PAPER_DERIVATIONS.keySet(), shown, "every hand derivation of the paper is on the page");
    }

    @Test
    void tableOfReducedFormsAgreesWithThePaperAndBruteForce() {
        Elements rows = lesson.select("table.reduced-form-table tbody tr");
        assertEquals(Partitions.upToTotalSize(7).size(), rows.size(), "every position up to 7 tokens is listed");
        Map<String, String> reducedOf = new HashMap<>();
        Map<String, String> outcomeOf = new HashMap<>();
        for (Element row : rows) {
            Position p = Position.parse(row.selectFirst("th").text());
            Position r = Position.parse(row.selectFirst("td.reduced").text());
            reducedOf.put(p.toString(), r.toString());
            outcomeOf.put(p.toString(), row.selectFirst("td.outcome").text());
            assertEquals(nimSum(p), nimSum(r), "the reduced form keeps the nim-sum: " + p);
            List<Integer> odd = r.heaps().stream().filter(h -> h % 2 == 1).toList();
            assertTrue(odd.isEmpty() || (odd.size() == 1 && odd.get(0).equals(r.heaps().get(0))), p + " → " + r);
            assertEquals(misereP(p) ? "P" : "N", outcomeOf.get(p.toString()), "misère outcome of " + p);
        }
        PAPER_REDUCED_FORMS.forEach((p, r) -> assertEquals(r, reducedOf.get(Position.parse(p).toString()), p));
        reducedOf.forEach((p, r) -> assertEquals(outcomeOf.get(p), outcomeOf.get(r),
                p + " and its reduced form " + r + " have one outcome"));
    }

    @Test
    void everyWinningMoveShownLeavesAMisereP() {
        Elements summaries = lesson.select("dl.play-summary");
        Elements moveTables = lesson.select("table.misere-moves");
        assertFalse(moveTables.isEmpty());
        for (int i = 0; i < moveTables.size(); i++) {
            Position start = Position.parse(summaries.get(i).selectFirst("dd").text().replaceFirst(":.*", ""));
            assertTrue(moveTables.get(i).selectFirst("caption").text().contains("from " + start + " "));
            List<Position> shown = new ArrayList<>();
            for (Element row : moveTables.get(i).select("tbody tr")) {
                Position after = Position.parse(row.selectFirst("td.position").text());
                assertTrue(misereP(after), after + " is a misère P-position");
                int heap = Integer.parseInt(row.selectFirst("th").text());
                int take = Integer.parseInt(row.selectFirst("td.number").text());
                assertEquals(after, start.replace(start.heaps().indexOf(heap), heap == take ? List.of() : List.of(heap - take)));
                shown.add(after);
            }
            assertEquals(movesToP(start), new HashSet<>(shown), "every winning move from " + start + ", and no other");
            assertEquals(shown.size(), new HashSet<>(shown).size(), "each winning move once");
            String outcome = summaries.get(i).select("dd").get(2).text();
            assertTrue(outcome.startsWith(misereP(start) ? "a misère P-position" : "a misère N-position"), outcome);
        }
    }

    @Test
    void workedGamesAreWonByThePlayerWhoNeverTakesTheLastToken() {
        Pattern move = Pattern.compile("From the heap of (\\d+), take (\\d+), leaving (\\S+)\\.");
        for (Element game : lesson.select("table.misere-game")) {
            Elements turns = game.select("tbody tr");
            Position start = Position.parse(turns.get(0).selectFirst("td.position").text());
            boolean firstWins = !misereP(start);
            for (int t = 0; t < turns.size(); t++) {
                Position before = Position.parse(turns.get(t).selectFirst("td.position").text());
                Matcher m = move.matcher(turns.get(t).selectFirst(".move-what").text());
                assertTrue(m.find(), turns.get(t).text());
                Position after = Position.parse(m.group(3));
                boolean winnerMoves = (t % 2 == 0) == firstWins;
                assertEquals(winnerMoves, misereP(after), "turn " + (t + 1) + ": the winner moves to P, the loser cannot");
                if (t + 1 < turns.size()) {
                    assertEquals(after, Position.parse(turns.get(t + 1).selectFirst("td.position").text()));
                }
            }
            assertTrue(Position.parse(move.matcher(turns.last().selectFirst(".move-what").text()).results()
                    .findFirst().orElseThrow().group(3)).isEmpty(), "the game ends when the last token is taken");
            assertEquals(firstWins, turns.size() % 2 == 0, "the loser takes the last token");
        }
    }

    @Test
    void verificationTableShowsTheSolversCountsAndOnlyTheLemma10Erratum() {
        NimEquivalenceVerification verification = new NimEquivalenceVerification(10);
        List<CheckedClaim> expected = new ArrayList<>(verification.all());
        expected.addAll(new NimOrderLemmas(10).all());
        Elements rows = lesson.select("table.nim-checks tbody tr");
        for (CheckedClaim r : expected) {
            Element row = rows.stream().filter(e -> papersName(e.selectFirst("th").text()).equals(r.name())).findFirst()
                    .orElseThrow(() -> new AssertionError(r.name() + " not among " + rows.eachText()));
            assertEquals(r.pairs() == 0 ? "—" : Long.toString(r.pairs()), row.selectFirst("td.number").text(),
                    r.name());
            assertEquals(r.holds() ? "yes" : "no: " + r.counterexampleOrEmpty(), row.selectFirst("td.holds").text(), r.name());
        }
        List<String> failing = rows.stream().filter(r -> r.hasClass("fails")).map(r -> r.selectFirst("th").text()).toList();
        assertEquals(List.of("Lemma 3.34 (Spindler's Lemma 10), last step as printed"), failing, "our number first (issue 29)");
        // the erratum, independently: 2 + 2 is a misère P-position by the plain search, 0 an N-position, so X = 0
        // separates them, though both options of 2 + 2 have an option (0, or 1 + 1) equivalent to 0
        assertTrue(misereP(Position.of(2, 2)));
        assertFalse(misereP(Position.of()));
        Element erratum = lesson.getElementById("mn-lemma-10-erratum");
        assertTrue(erratum.text().contains("The reduced form 2+2 meets the premise"), erratum.text());
        // the seventh referee: the check is folded, and the text above it is not repeated as Claim and In fact
        assertTrue(erratum.select("dl.erratum-details").isEmpty(), erratum.html());
        assertTrue(erratum.selectFirst("details.check-detail").text().contains("2+2 meets the premise"), erratum.text());
        String text = lesson.selectFirst(".lesson-body").text();
        assertTrue(text.contains("The " + verification.positions().size() + " Nim positions with at most 10 tokens fall into"),
                text);
    }

    /** A row's name as the paper numbers it: "Theorem 3.27 (Spindler's Theorem 5)" is the paper's "Theorem 5". */
    private static String papersName(String cited) {
        return cited.replaceAll("^(Definition|Lemma|Theorem|Corollary) \\d+\\.\\d+ \\(Spindler's (\\w+ \\d+)\\)", "$2");
    }

    /** Every definition and numbered result of the paper is a block whose source gives the paper's number. */
    @Test
    void everyResultOfThePaperIsOnThePageUnderItsOwnNumber() {
        List<String> sources = lesson.select("article.block .block-source").eachText();
        List<String> results = new ArrayList<>();
        for (int i = 1; i <= 5; i++) {
            results.add("Definition " + i);
        }
        for (int i = 1; i <= 10; i++) {
            results.add("Lemma " + i);
        }
        for (int i = 1; i <= 7; i++) {
            results.add("Theorem " + i);
        }
        results.addAll(List.of("Corollary 1", "Corollary 2"));
        for (String result : results) {
            assertTrue(sources.stream().anyMatch(src -> src.matches("\\(Spindler, " + result + "(;.*)?\\)")),
                    result + " in " + sources);
        }
        for (String kind : List.of("lemma", "corollary", "theorem", "proposition")) {
            for (Element block : lesson.select("article.block-" + kind)) {
                assertNotNull(lesson.getElementById("proof-" + block.id()), "a proof of " + block.id());
            }
        }
    }

    /** L and R outcomes are defined before the page first writes them. */
    @Test
    void leftAndRightOutcomesAreDefinedBeforeUse() {
        String body = lesson.selectFirst(".lesson-body").html();
        int definition = body.indexOf("id=\"mn-outcome-classes\"");
        assertTrue(definition > 0);
        for (String symbol : List.of("\\mathcal{L}", "\\mathcal{R}")) {
            assertTrue(body.indexOf(symbol) > definition, symbol + " first at " + body.indexOf(symbol));
        }
        // the players are named, in prose, before the definition that uses them
        assertTrue(body.indexOf("called Left and Right") < definition);
    }

    @Test
    void classesOnThePageAreTheReducedFormsAndShareOutcomesWithEveryNimPosition() {
        Elements rows = lesson.select("table.nim-classes tbody tr");
        assertEquals(QuasiLexicographicOrderCheck.reducedForms(10).size(), rows.size());
        Set<Position> seen = new HashSet<>();
        for (Element row : rows) {
            List<Position> members = new ArrayList<>();
            for (String m : row.selectFirst("td.members").text().split(",\\s*")) {
                members.add(Position.parse(m));
            }
            for (Position m : members) {
                assertTrue(seen.add(m), m + " is in one class only");
                assertEquals(members.get(0), ReducedForm.of(m), "the least member is the reduced form of " + m);
                // Same class: no Nim position X of up to 5 tokens tells them apart (brute force).
                for (Position x : Partitions.upToTotalSize(5)) {
                    assertEquals(misereP(sum(members.get(0), x)), misereP(sum(m, x)), members.get(0) + " vs " + m + " with " + x);
                }
            }
        }
        assertEquals(Partitions.upToTotalSize(10).size(), seen.size(), "every position up to 10 tokens is in a class");
    }

    @Test
    void quasiLexicographicOrderOnThePageIsShortlexOfTheReducedForms() {
        List<String> shown = new ArrayList<>();
        for (Element sequence : lesson.select("table.ql-order .sequence")) {
            shown.add(sequence.text());
        }
        assertEquals(QuasiLexicographicOrderCheck.reducedForms(10), shown);
    }

    @Test
    void inequivalencesHaveAWitnessThatBruteForceConfirms() {
        Pattern nimWitness = Pattern.compile("X = ([0-9+]+): o⁻\\(G \\+ X\\) = ([NP])⁻, o⁻\\(H \\+ X\\) = ([NP])⁻");
        int checked = 0;
        for (Element row : lesson.select("table.equivalence-tests tbody tr")) {
            String[] pair = row.selectFirst("th").text().split(" and ");
            Position g = Position.parse(pair[0]);
            Position h = Position.parse(pair[1]);
            Element impartial = row.select("td.verdict").get(0);
            if (impartial.text().startsWith("no")) {
                Matcher m = nimWitness.matcher(impartial.selectFirst(".witness").text());
                assertTrue(m.find(), impartial.text());
                Position x = Position.parse(m.group(1));
                assertEquals(misereP(sum(g, x)) ? "P" : "N", m.group(2));
                assertEquals(misereP(sum(h, x)) ? "P" : "N", m.group(3));
                assertNotEquals(m.group(2), m.group(3));
                checked++;
            } else {
                assertEquals(ReducedForm.of(g), ReducedForm.of(h), "≡ only with the same reduced form (Theorem 6)");
            }
            assertTrue(row.select("td.verdict").get(1).text().startsWith(g.equals(h) ? "yes" : "no"),
                    "Theorem 4: distinct Nim positions are never =");
        }
        assertTrue(checked >= 2, "the page shows inequivalent pairs");
    }

    /** The quasi-lexicographic order written out here, independent of the solver's comparator. */
    static final class QuasiLexicographicOrderCheck {
        static List<String> reducedForms(int bound) {
            List<List<Integer>> forms = new ArrayList<>();
            for (Position p : Partitions.upToTotalSize(bound)) {
                List<Integer> up = new ArrayList<>(p.heaps());
                up.sort(null);
                long odd = up.stream().filter(x -> x % 2 == 1).count();
                if (odd == 0 || (odd == 1 && up.get(up.size() - 1) % 2 == 1)) {
                    forms.add(up);
                }
            }
            forms.sort((a, b) -> {
                if (a.size() != b.size()) {
                    return a.size() - b.size();
                }
                for (int i = 0; i < a.size(); i++) {
                    if (!a.get(i).equals(b.get(i))) {
                        return a.get(i) - b.get(i);
                    }
                }
                return 0;
            });
            return forms.stream().map(f -> f.isEmpty() ? "(·)" : f.toString().replace('[', '(').replace(']', ')')).toList();
        }
    }

    /** Misère outcome by brute force on the multiset of heaps: P when every move leads to an N-position. */
    static boolean misereP(Position position) {
        List<Integer> key = position.heaps();
        Boolean known = MISERE_P.get(key);
        if (known == null) {
            known = !position.isEmpty();
            for (int i = 0; known && i < key.size(); i++) {
                for (int left = 0; known && left < key.get(i); left++) {
                    known = !misereP(position.replace(i, left == 0 ? List.of() : List.of(left)));
                }
            }
            MISERE_P.put(key, known);
        }
        return known;
    }

    private static Set<Position> movesToP(Position position) {
        Set<Position> winning = new HashSet<>();
        for (int i = 0; i < position.heaps().size(); i++) {
            for (int left = 0; left < position.heaps().get(i); left++) {
                Position after = position.replace(i, left == 0 ? List.of() : List.of(left));
                if (misereP(after)) {
                    winning.add(after);
                }
            }
        }
        return winning;
    }

    private static Position sum(Position a, Position b) {
        List<Integer> heaps = new ArrayList<>(a.heaps());
        heaps.addAll(b.heaps());
        return new Position(heaps);
    }

    private static int nimSum(Position p) {
        int x = 0;
        for (int h : p.heaps()) {
            x ^= h;
        }
        return x;
    }
}
