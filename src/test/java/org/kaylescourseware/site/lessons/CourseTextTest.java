package org.kaylescourseware.site.lessons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.site.CourseBuild;
import org.kaylescourseware.site.math.FormulaTex;

/**
 * What every page of the baked course says, read as a reader reads it: statements of periodicity
 * hold on the values they describe, worked games make only moves the rule allows, spans of years
 * are the difference of their years, and no page tells how the course was made. Each test guards a
 * false sentence that was once published (issue 21).
 */
class CourseTextTest {

    static Path site;
    static final Map<String, Document> PAGES = new LinkedHashMap<>();

    @BeforeAll
    static void bake() throws IOException {
        site = CourseBuild.site();
        try (Stream<Path> files = Files.walk(site)) {
            for (Path page : files.filter(f -> f.toString().endsWith(".html")).sorted().toList()) {
                PAGES.put(site.relativize(page).toString(), FormulaTex.restore(Jsoup.parse(page.toFile(), "UTF-8")));
            }
        }
        assertTrue(PAGES.containsKey("lessons/kayles.html") && PAGES.containsKey("games/octal-4-7.html"), PAGES.keySet()
                .toString());
    }

    // ---- periodicity ----

    @Test
    void everyShadedPeriodicPartIsStatedForwardAndHoldsOnItsValues() {
        List<String> problems = new ArrayList<>();
        int statements = 0;
        for (var page : PAGES.entrySet()) {
            for (Element table : page.getValue().select("table:has(caption:contains(Shaded))")) {
                statements++;
                problems.addAll(PeriodicityStatements.check(page.getKey(), table));
            }
            for (Element figure : page.getValue().select("figure.grundy-plot:has(figcaption:contains(Shaded))")) {
                statements++;
                problems.addAll(PeriodicityStatements.checkPlot(page.getKey(), figure));
            }
        }
        assertTrue(statements >= 8, "the lessons and game pages shade periodic parts: " + statements);
        assertEquals(List.of(), problems);
    }

    @Test
    void theCheckRejectsAPeriodStatedFromTooEarlyOnTheRealKaylesTable() {
        Element table = PAGES.get("lessons/kayles.html").selectFirst("table.grundy-table").clone();
        Element caption = table.selectFirst("caption");
        caption.text(caption.text().replace("for every n \\ge 71", "for every n \\ge 59"));
        assertFalse(PeriodicityStatements.check("kayles", table).isEmpty(), caption.text());
        Element backward = PAGES.get("lessons/kayles.html").selectFirst("table.grundy-table").clone();
        backward.selectFirst("caption").text("Shaded: the periodic part, n ≥ 71, where K_n = K_{n − 12}.");
        assertFalse(PeriodicityStatements.check("kayles", backward).isEmpty());
    }

    @Test
    void noPageStatesAPeriodBackwardsOrWritesAValueWithThePositionsLetter() {
        List<String> problems = new ArrayList<>();
        PAGES.forEach((name, page) -> {
            String text = PeriodicityStatements.normalized(page.body().text());
            for (Pattern wrong : List.of(PeriodicityStatements.BACKWARD, PeriodicityStatements.VALUE_AS_POSITION)) {
                Matcher m = wrong.matcher(text);
                while (m.find()) {
                    problems.add(name + ": " + m.group());
                }
            }
        });
        assertEquals(List.of(), problems);
    }

    // ---- moves ----

    @Test
    void everyWorkedGameMakesOnlyMovesItsRuleAllowsAndSaysWhatTheyDo() {
        List<String> problems = new ArrayList<>();
        int moves = 0;
        for (var page : PAGES.entrySet()) {
            for (Element game : page.getValue().select("table.worked-game[data-rule]")) {
                WorkedGameMoves check = WorkedGameMoves.of(game);
                moves += check.moves();
                problems.addAll(check.problems().stream().map(p -> page.getKey() + ": " + p).toList());
            }
        }
        assertTrue(moves > 50, "worked games on the lessons and game pages: " + moves + " moves");
        assertEquals(List.of(), problems);
    }

    @Test
    void theCheckRejectsTheOldWordingOfASplitAndAMoveTheRuleDoesNotAllow() {
        String table = "<table class=\"worked-game\" data-rule=\"%s\"><tbody><tr><td class=\"position\">4+2</td>"
                + "<td><span class=\"move-what\">%s</span></td></tr></tbody></table>";
        Element oldSplit = Jsoup.parse(String.format(table, "4.7", "From the row of 4, take tokens 2–1, leaving 3 + 1."))
                .selectFirst("table");
        Element kaylesSplit = Jsoup.parse(String.format(table, "0.77", "Split the row of 4 into 3 + 1, removing no token."))
                .selectFirst("table");
        Element split = Jsoup.parse(String.format(table, "4.7", "Split the row of 4 into 3 + 1, removing no token."))
                .selectFirst("table");
        assertFalse(WorkedGameMoves.of(oldSplit).problems().isEmpty());
        assertFalse(WorkedGameMoves.of(kaylesSplit).problems().isEmpty(), "Kayles never splits without removing");
        assertEquals(List.of(), WorkedGameMoves.of(split).problems());
    }

    @Test
    void theSplitsOfOctalGameFourSevenAreCalledSplitsOnEveryPage() {
        assertFalse(PAGES.get("games/octal-4-7.html").select("table.worked-game .move-what:contains(Split the row)").isEmpty(),
                "4.7's worked game splits rows without removing a token");
        List<String> problems = new ArrayList<>();
        Pattern range = Pattern.compile("tokens (\\d+)–(\\d+)");
        PAGES.forEach((name, page) -> {
            String text = page.body().text();
            Matcher zero = Pattern.compile("\\b[Tt]ake 0\\b[^.;]*").matcher(text);
            while (zero.find()) {
                problems.add(name + ": " + zero.group());
            }
            Matcher m = range.matcher(text);
            while (m.find()) {
                if (Integer.parseInt(m.group(1)) >= Integer.parseInt(m.group(2))) {
                    problems.add(name + ": " + m.group());
                }
            }
        });
        assertEquals(List.of(), problems, "a move takes at least one token, from the first token to a later one, or splits");
    }

    // ---- history ----

    @Test
    void everySpanOfYearsIsTheDifferenceOfItsYears() {
        List<String> problems = new ArrayList<>();
        int spans = 0;
        for (var page : PAGES.entrySet()) {
            for (String sentence : YearSpans.sentences(page.getValue().body().text())) {
                var span = YearSpans.of(sentence);
                if (span.isPresent()) {
                    spans++;
                    span.get().problem().ifPresent(p -> problems.add(page.getKey() + ": " + p + " in: " + sentence));
                }
            }
        }
        assertTrue(spans >= 2, "the Kayles lessons count the years from Sibert's solution to its publication");
        assertEquals(List.of(), problems);
        assertTrue(YearSpans.of("Sibert solved it in 1973; it took seventeen years to reach print in 1992.").orElseThrow()
                .problem().isPresent(), "the check catches the sentence it was written for");
    }

    @Test
    void sibertsSolutionIsDatedByItsPublicationIn1992AndTheArticlesDateIsAnErratum() {
        List<String> problems = new ArrayList<>();
        PAGES.forEach((name, page) -> {
            Element body = page.body().clone();
            body.select("[class*=erratum], blockquote, p:matches(^Erratum)").remove();
            for (String sentence : YearSpans.sentences(body.text())) {
                boolean published = Pattern.compile("(?<!un)publish").matcher(sentence).find();
                if (published && sentence.contains("1989") && !sentence.contains("1992")) {
                    problems.add(name + ": " + sentence);
                }
            }
        });
        assertEquals(List.of(), problems, "Sibert's solution was published in 1992 (Mathematical Kayles)");
        Document kayles = PAGES.get("lessons/kayles.html");
        assertTrue(kayles.select("[class*=erratum], p:matches(^Erratum)").stream()
                .anyMatch(e -> e.text().contains("1989") && e.text().contains("1992")), "the article's date is an erratum");
    }

    // ---- words that are not for readers ----

    /** How the course was made: the sources' file names, their extraction, the solver's caches. */
    static final Pattern INTERNAL = Pattern.compile("(?i)\\bseeds?\\s*\\d|\\bextract(ed|ion)\\b|\\bcache[ds]?\\b|"
            + "\\bcapacity\\b|\\bmemo(s|ized|ization)?\\b|\\bthe build picks\\b|\\blost its table\\b");

    @Test
    void noPageTellsHowTheCourseWasMade() {
        List<String> problems = new ArrayList<>();
        PAGES.forEach((name, page) -> {
            List<String> texts = new ArrayList<>(List.of(page.title(), page.body().text()));
            page.select("[aria-label], [title], [alt]").forEach(e -> texts.addAll(List.of(e.attr("aria-label"),
                    e.attr("title"), e.attr("alt"))));
            for (String text : texts) {
                Matcher m = INTERNAL.matcher(text);
                while (m.find()) {
                    int from = Math.max(0, m.start() - 60);
                    problems.add(name + ": …" + text.substring(from, Math.min(text.length(), m.end() + 60)) + "…");
                }
            }
        });
        assertEquals(List.of(), problems);
        assertTrue(INTERNAL.matcher("the Sibert–Conway forms as seed 001 states them").find());
        assertTrue(INTERNAL.matcher("The article lost its table when its text was extracted").find());
        assertTrue(INTERNAL.matcher("could pass the capacity of its cache").find());
    }

    // ---- references ----

    @Test
    void everyCitationLinksToAnEntryOfTheReferencesPageWhichOffersItsBibTeX() throws IOException {
        Document references = PAGES.get("references.html");
        List<String> keys = references.select("li.reference[id]").eachAttr("id");
        assertTrue(keys.size() >= 15, keys.toString());
        for (Element entry : references.select("li.reference")) {
            assertTrue(entry.selectFirst("details pre code").text().startsWith("@"), entry.id() + " offers its BibTeX");
        }
        assertEquals(Files.readString(CourseBuild.PROJECT.resolve("content/references.bib")),
                Files.readString(site.resolve("references.bib")), "the BibTeX file is published as it is");
        assertEquals("references.bib", references.selectFirst(".bibliography-file a").attr("href"));
        List<String> problems = new ArrayList<>();
        PAGES.forEach((name, page) -> {
            for (Element link : page.select("a[href*=references.html#]")) {
                String key = link.attr("href").replaceFirst(".*references\\.html#", "");
                if (!keys.contains(key)) {
                    problems.add(name + ": " + link.attr("href") + " (" + link.text() + ") names no reference");
                }
            }
        });
        assertEquals(List.of(), problems);
        for (String lesson : List.of("lessons/kayles.html", "lessons/dawsons-kayles.html", "lessons/misere-kayles.html")) {
            assertFalse(PAGES.get(lesson).select("a[href*=references.html#]").isEmpty(), lesson + " cites its sources");
        }
    }
}
