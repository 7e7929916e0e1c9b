package org.kaylescourseware.site.inbrowser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.kaylescourseware.browser.Chromium;
import org.kaylescourseware.site.CourseBuild;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * The search box of the built course, typed into in Chromium. Its counts are checked against the index itself
 * (js/search-data.js, read here with a word matcher of the test's own): the status gives the true number of
 * results, the list a page of them with more on request; a block is found by its number; a snippet marks the
 * words found; formulas' words are in the index; exact results come before results of a close spelling.
 */
class SearchInBrowserTest {

    @RegisterExtension
    static final Chromium CHROMIUM = Chromium.window(1280, 1000);

    private static ChromeDriver browser;
    private static Path site;
    private static List<Map<String, Object>> index;

    @BeforeAll
    @SuppressWarnings("unchecked")
    static void open() throws IOException {
        site = CourseBuild.site();
        browser = CHROMIUM.driver();
        String data = Files.readString(site.resolve("js/search-data.js"), StandardCharsets.UTF_8);
        index = (List<Map<String, Object>>) browser.executeScript("return JSON.parse(arguments[0])",
                data.substring(data.indexOf('['), data.lastIndexOf(']') + 1));
    }

    private static WebElement search(String query) throws InterruptedException {
        CHROMIUM.openTypeset(site.resolve("lessons/kayles.html"));
        WebElement input = browser.findElement(By.id("site-search-input"));
        input.click();
        input.sendKeys(query);
        for (int wait = 0; wait < 100 && !query.equals(browser.findElement(By.id("site-search-results")).getAttribute("data-query")); wait++) {
            Thread.sleep(100);
        }
        return input;
    }

    @SuppressWarnings("unchecked")
    private static List<String> shown(String script) {
        return (List<String>) browser.executeScript("return [...document.querySelectorAll('.site-search-result')].map(r => " + script + ")");
    }

    private static String status() {
        return (String) browser.executeScript("return document.querySelector('.site-search-status').textContent");
    }

    /** The entries whose kind, title, terms or text hold a word that starts with {@code prefix}: the test's own matcher. */
    private static long entriesWithAWordStarting(String prefix) {
        Pattern word = Pattern.compile("(?<![\\p{L}\\p{N}])" + Pattern.quote(prefix), Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
        return index.stream().filter(entry -> List.of("kind", "title", "terms", "text").stream()
                .anyMatch(field -> word.matcher(String.valueOf(entry.get(field))).find())).count();
    }

    @Test
    void theStatusGivesTheTrueCountAndMoreResultsComeOnRequest() throws InterruptedException {
        WebElement input = search("period");
        long expected = entriesWithAWordStarting("period");
        assertTrue(expected > 16, "the index has many entries about periods: " + expected);
        assertTrue(status().startsWith(expected + " results"), "the status counts every result: " + status());
        assertEquals(8, shown("1").size(), "a page of results");
        String octalPeriodicity = index.stream().filter(entry -> String.valueOf(entry.get("href")).endsWith("#octal-periodicity"))
                .map(entry -> String.valueOf(entry.get("kind"))).findFirst().orElseThrow();
        assertTrue(shown("r.querySelector('.site-search-kind').textContent").contains(octalPeriodicity),
                "the octal periodicity theorem (" + octalPeriodicity + ") is among the first results for 'period': " + shown("r.textContent"));
        input.sendKeys(Keys.ARROW_UP, Keys.ENTER);
        assertEquals(16, shown("1").size(), "the last option shows 8 more");
        assertTrue(status().startsWith(expected + " results, 16 shown"), status());
    }

    @Test
    void aBlockIsFoundFirstByItsNumber() throws InterruptedException {
        search("theorem 1.17");
        assertEquals("Theorem 1.17", shown("r.querySelector('.site-search-kind').textContent").get(0));
        search("definition 1.5");
        assertEquals("Definition 1.5", shown("r.querySelector('.site-search-kind').textContent").get(0));
    }

    @Test
    void eachResultShowsASnippetWithTheWordsFoundMarked() throws InterruptedException {
        search("symmetry strategy");
        List<String> marks = shown("[...r.querySelectorAll('mark')].map(m => m.textContent.toLowerCase()).join(' ')");
        List<String> snippets = shown("(r.querySelector('.site-search-snippet') || {textContent: ''}).textContent");
        assertFalse(marks.isEmpty());
        for (int i = 0; i < marks.size(); i++) {
            assertTrue(marks.get(i).contains("symmetry") || marks.get(i).contains("strateg"), "result " + i + " marks what it matched: " + marks.get(i));
        }
        assertTrue(snippets.stream().anyMatch(s -> s.toLowerCase(Locale.ROOT).contains("symmetry")), "a snippet of the text: " + snippets);
        assertTrue(marks.stream().anyMatch(m -> m.contains("symmetry") && m.contains("strateg")), "both words marked: " + marks);
    }

    /** A formula's words are in the index: the mex (written only as \operatorname{mex} in the lessons' formulas) is found in a section's text. */
    @Test
    void formulasAreIndexedByTheirWords() throws IOException, InterruptedException {
        String kayles = Files.readString(CourseBuild.PROJECT.resolve("content/lessons/kayles.md"), StandardCharsets.UTF_8);
        Matcher formula = Pattern.compile("\\$`([^`]*\\\\operatorname\\{mex\\}[^`]*)`\\$").matcher(kayles);
        assertTrue(formula.find(), "the Kayles lesson writes the mex in a formula");
        assertTrue(index.stream().anyMatch(entry -> String.valueOf(entry.get("text")).contains("mex S ")),
                "the formula " + formula.group(1) + " is in the index as words");
        search("mex");
        assertTrue(Integer.parseInt(status().split(" ")[0]) >= entriesWithAWordStarting("mex"), status());
    }

    @Test
    void exactResultsComeBeforeCloseSpellings() throws InterruptedException {
        search("daisy");
        List<String> kinds = shown("r.classList.contains('is-close') ? 'close' : 'exact'");
        assertTrue(kinds.contains("close"), "a close spelling is shown when few results are exact: " + kinds);
        assertEquals(kinds.stream().sorted((a, b) -> a.equals("exact") ? (b.equals("exact") ? 0 : -1) : (b.equals("exact") ? 1 : 0)).toList(),
                kinds, "exact results first");
        search("kayles");
        assertFalse(shown("r.classList.contains('is-close')").contains(Boolean.TRUE), "no close spelling when exact results abound");
    }
}
