package org.kaylescourseware.site.inbrowser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.kaylescourseware.browser.Chromium;
import org.kaylescourseware.site.CourseBuild;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.interactions.Actions;

/**
 * The book's apparatus in real headless Chromium, on the built course opened from file://: a
 * reference opens its block in place (a knowl), the glossary's links land on their blocks, and
 * the search box finds sections, blocks and terms. One browser for the class; screenshots of each
 * (light and dark, 1280 and 390 px wide) go to target/test-sites/ to be looked at.
 */
class BookInBrowserTest {

    @RegisterExtension
    static final Chromium CHROMIUM = Chromium.window(1280, 1000);

    static ChromeDriver browser;
    static Path site;

    @BeforeAll
    static void buildTheSite() {
        site = CourseBuild.site();
        browser = CHROMIUM.driver();
    }

    @AfterEach
    void lightAndWide() {
        browser.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("features", List.of()));
        browser.manage().window().setSize(new Dimension(1280, 1000));
    }

    private static Object script(String javascript, Object... arguments) {
        return CHROMIUM.script(javascript, arguments);
    }

    private static void open(String page) {
        browser.get(site.resolve(page).toUri().toString());
        waitUntil("the page's scripts ran", () -> Boolean.TRUE.equals(script("return document.readyState === 'complete'"
                + " && !document.querySelector('.site-search').hidden")));
    }

    /** Waits (at most 20 s) until {@code condition} holds; fails saying {@code what} did not happen. */
    private static void waitUntil(String what, BooleanSupplier condition) {
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("timed out waiting: " + what);
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted waiting: " + what, e);
            }
        }
    }

    private static void shoot(String name) throws Exception {
        Files.write(CourseBuild.TEST_SITES.resolve(name + ".png"), browser.getScreenshotAs(OutputType.BYTES));
    }

    private static void dark() {
        browser.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("features",
                List.of(Map.of("name", "prefers-color-scheme", "value", "dark"))));
    }

    @Test
    void aReferenceOpensItsBlockInPlaceAndClosesAgain() throws Exception {
        open("lessons/dawsons-kayles.html");
        String page = browser.getCurrentUrl();
        WebElement term = browser.findElement(By.cssSelector("a.xref[data-knowl='mex']"));
        String name = term.getText();
        assertTrue(name.matches("Definition 1\\.\\d+"), "a reference names the block: " + name);
        script("arguments[0].scrollIntoView({block: 'center'})", term);
        term.click();
        waitUntil("the knowl opens", () -> !browser.findElements(By.cssSelector(".knowl")).isEmpty());
        WebElement knowl = browser.findElement(By.cssSelector(".knowl"));
        assertEquals(page, browser.getCurrentUrl(), "the reader stays where they were");
        assertEquals("true", term.getAttribute("aria-expanded"));
        assertEquals(knowl.getAttribute("id"), term.getAttribute("aria-controls"));
        assertTrue(knowl.getText().contains(name), knowl.getText());
        assertTrue(knowl.getText().contains("minimum excludant"), knowl.getText());
        waitUntil("the knowl's math is rendered", () -> !knowl.findElements(By.cssSelector(".katex")).isEmpty());
        assertTrue(knowl.findElements(By.cssSelector("[id]")).isEmpty(), "a knowl repeats no id of the page");
        assertEquals("lessons/kayles.html#mex", site.relativize(Path.of(java.net.URI.create(
                knowl.findElement(By.cssSelector(".knowl-footer a")).getAttribute("href").replace("#mex", ""))))
                + "#mex", "the knowl leads to the block in context, in lesson 1");
        shoot("knowl-open");
        term.sendKeys(Keys.ENTER);
        waitUntil("Enter on the link closes the knowl", () -> browser.findElements(By.cssSelector(".knowl")).isEmpty());
        assertEquals("false", term.getAttribute("aria-expanded"));
        term.sendKeys(Keys.ENTER);
        waitUntil("Enter opens it again", () -> !browser.findElements(By.cssSelector(".knowl")).isEmpty());
        browser.findElement(By.cssSelector(".knowl-close")).click();
        waitUntil("its Close button closes it", () -> browser.findElements(By.cssSelector(".knowl")).isEmpty());
        assertEquals(term, browser.switchTo().activeElement(), "the focus goes back to the link");
        new Actions(browser).moveToElement(term).perform();
        waitUntil("a mouse resting on the link shows the block", () -> !browser.findElements(By.cssSelector(".knowl-preview")).isEmpty());
        assertTrue(browser.findElement(By.cssSelector(".knowl-preview")).getText().contains("minimum excludant"));
        shoot("knowl-preview");
        new Actions(browser).moveToElement(browser.findElement(By.tagName("h1"))).perform();
        waitUntil("the preview goes when the mouse leaves", () -> browser.findElements(By.cssSelector(".knowl-preview")).isEmpty());
    }

    @Test
    void everyGlossaryLinkLandsOnItsBlock() throws Exception {
        open("glossary.html");
        shoot("glossary-light");
        List<String> links = browser.findElements(By.cssSelector(".glossary a.glossary-link")).stream()
                .map(a -> a.getAttribute("href")).toList();
        assertFalse(links.isEmpty(), "the glossary lists the course's terms");
        for (String link : links) {
            browser.get(link);
            String id = link.substring(link.indexOf('#') + 1);
            Number top = (Number) script("var e = document.getElementById(arguments[0]);"
                    + " return e && e.matches('article.block') ? e.getBoundingClientRect().top : null", id);
            assertTrue(top != null && Math.abs(top.doubleValue()) < 5, link + " lands on its block, at the top: " + top);
        }
        dark();
        open("glossary.html");
        shoot("glossary-dark");
    }

    @Test
    void searchOffersSectionsBlocksAndTerms() throws Exception {
        open("lessons/kayles.html");
        List<String> sibert = results("Sibert");
        assertTrue(sibert.contains("lessons/misere-kayles.html#siberts-story | Section | Sibert's story | Misère Kayles"),
                "Sibert's story, in the misère Kayles lesson: " + sibert);
        shoot("search-sibert");
        List<String> mex = results("mex");
        assertTrue(mex.stream().anyMatch(r -> r.matches("lessons/kayles\\.html#mex \\| Definition 1\\.\\d+ \\| mex \\| Kayles")),
                "the block: " + mex);
        assertTrue(mex.stream().anyMatch(r -> r.matches("lessons/kayles\\.html#mex \\| Term \\| mex \\| Definition 1\\.\\d+ · Kayles")),
                "the glossary term: " + mex);
        List<String> sprague = results("Sprague Grundy");
        assertTrue(sprague.stream().anyMatch(r -> r.matches("lessons/kayles\\.html#sprague-grundy \\| Theorem 1\\.\\d+ \\|"
                + " Sprague–Grundy \\| Kayles")), "the Sprague–Grundy theorem: " + sprague);
        WebElement input = browser.findElement(By.id("site-search-input"));
        input.sendKeys(Keys.chord(Keys.CONTROL, "a"), "Sibert");
        waitUntil("results", () -> "Sibert".equals(browser.findElement(By.id("site-search-results")).getAttribute("data-query")));
        input.sendKeys(Keys.ARROW_DOWN);
        assertEquals("site-search-result-0", input.getAttribute("aria-activedescendant"));
        input.sendKeys(Keys.ENTER);
        waitUntil("Enter opens the result", () -> browser.getCurrentUrl().contains("misere-kayles.html#"));
    }

    @Test
    void searchLooksRightOnAPhoneInTheDark() throws Exception {
        browser.manage().window().setSize(new Dimension(390, 844));
        dark();
        open("lessons/kayles.html");
        WebElement input = browser.findElement(By.id("site-search-input"));
        input.sendKeys("period");
        waitUntil("results", () -> !browser.findElements(By.cssSelector("#site-search-results [role=option]")).isEmpty());
        Number right = (Number) script("return document.getElementById('site-search-results').getBoundingClientRect().right");
        assertTrue(right.intValue() <= 390, "the results fit the screen: " + right);
        shoot("search-phone-dark");
    }

    /**
     * Types {@code query} into the search box; returns its results as "page#id | kind | title | context", best first
     * (the snippet of the text each result shows beneath is SearchInBrowserTest's to check).
     */
    @SuppressWarnings("unchecked")
    private static List<String> results(String query) {
        WebElement input = browser.findElement(By.id("site-search-input"));
        input.sendKeys(Keys.chord(Keys.CONTROL, "a"), query);
        waitUntil("results for " + query, () -> query.equals(browser.findElement(By.id("site-search-results"))
                .getAttribute("data-query")));
        assertEquals("true", input.getAttribute("aria-expanded"));
        String root = site.toUri().toString();
        return ((List<String>) script("return Array.from(document.querySelectorAll('#site-search-results [role=option] a'),"
                + " a => [a.href].concat(Array.from(a.querySelectorAll('span:not(.site-search-snippet)'),"
                + " s => s.textContent)).join(' | '))"))
                .stream().map(r -> r.replace(root, "")).toList();
    }
}
