package org.kaylescourseware.site.inbrowser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.kaylescourseware.browser.Chromium;
import org.kaylescourseware.site.CourseBuild;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * Reading the built course on a phone, in Chromium: below 40rem the pages' list is a menu, and a bar stays at the
 * top of the window with Contents, Previous, Next and Top and the section being read; on a laptop neither shows.
 * At 320 CSS pixels (WCAG 1.4.10, reflow) no page scrolls sideways; a caption is never wider than the box its table
 * scrolls in; a chart's labels are at least 12 CSS pixels; the palette can be chosen, and the choice is kept.
 */
class PhoneNavigationInBrowserTest {

    @RegisterExtension
    static final Chromium CHROMIUM = Chromium.window(390, 844);

    private static ChromeDriver browser;
    private static Path site;

    @BeforeAll
    static void open() {
        site = CourseBuild.site();
        browser = CHROMIUM.driver();
    }

    @BeforeEach
    void onAPhone() {
        window(390, 844);
    }

    private static void window(int width, int height) {
        browser.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", width, "height", height,
                "deviceScaleFactor", 1, "mobile", width < 600));
    }

    private static Object js(String script, Object... arguments) {
        return browser.executeScript(script, arguments);
    }

    @Test
    void theNavigationIsAMenuAndTheReadingBarStaysAtTheTop() throws Exception {
        CHROMIUM.openTypeset(site.resolve("lessons/misere-kayles.html"));
        assertEquals(Boolean.FALSE, js("return document.querySelector('.site-nav').offsetHeight > 0"), "the lessons' list is folded");
        Number header = (Number) js("return document.querySelector('.site-header').offsetHeight");
        assertTrue(header.intValue() < 140, "the header is small: " + header);
        browser.findElement(By.cssSelector(".site-menu-button")).click();
        assertEquals(Boolean.TRUE, js("return document.querySelector('.site-nav').offsetHeight > 0"), "the menu opens");
        assertEquals("true", js("return document.querySelector('.site-menu-button').getAttribute('aria-expanded')"));
        browser.findElement(By.cssSelector(".site-menu-button")).click();
        @SuppressWarnings("unchecked")
        List<String> sections = (List<String>) js("return [...document.querySelectorAll('.toc > ol > li > a')].map(a => a.getAttribute('href'))");
        String section = sections.get(sections.size() / 2);
        js("document.getElementById(arguments[0]).scrollIntoView()", section.substring(1));
        Thread.sleep(300);
        assertEquals(0L, ((Number) js("return Math.round(document.querySelector('.reading-bar').getBoundingClientRect().top)")).longValue(),
                "the bar is at the top of the window");
        assertEquals(js("return document.querySelector('.toc a[href=\"' + arguments[0] + '\"]').textContent", section),
                js("return document.querySelector('.reading-bar-section').textContent"), "the bar names the section being read");
        assertEquals(js("return [document.querySelector('.pager a[rel=prev]').href, document.querySelector('.pager a[rel=next]').href]"),
                js("return [document.querySelector('.reading-bar a[rel=prev]').href, document.querySelector('.reading-bar a[rel=next]').href]"),
                "Previous and Next lead where the pager does");
        browser.findElement(By.cssSelector(".reading-contents-button")).click();
        assertEquals(sections, js("return [...document.querySelectorAll('.reading-contents > ol > li > a')]"
                + ".filter(a => a.offsetHeight > 0).map(a => a.getAttribute('href'))"), "Contents lists the page's sections");
        Files.write(CourseBuild.TEST_SITES.resolve("reading-bar-phone.png"), browser.getScreenshotAs(OutputType.BYTES));
        browser.findElement(By.cssSelector(".reading-bar a[href='#main']")).click();
        Thread.sleep(300);
        assertEquals(0L, ((Number) js("return Math.round(window.scrollY)")).longValue(), "Top goes to the top");
    }

    /** Without JavaScript nothing is folded away: the lessons' list shows in the header, and there is no bar or menu button. */
    @Test
    void withoutJavaScriptThePagesAreListed() throws Exception {
        browser.executeCdpCommand("Emulation.setScriptExecutionDisabled", Map.of("value", true));
        try {
            browser.get(site.resolve("lessons/kayles.html").toUri().toString());
            assertEquals(List.of(true, 0L, 0L), js("return [document.querySelector('.site-nav').offsetHeight > 0,"
                    + " document.querySelectorAll('.site-menu-button').length, document.querySelectorAll('.reading-bar').length]"));
            assertEquals(390L, ((Number) js("return document.documentElement.scrollWidth")).longValue(), "nothing overflows");
        } finally {
            browser.executeCdpCommand("Emulation.setScriptExecutionDisabled", Map.of("value", false));
        }
    }

    @Test
    void onALaptopThereIsNoMenuAndNoReadingBar() throws Exception {
        window(1280, 900);
        CHROMIUM.openTypeset(site.resolve("lessons/kayles.html"));
        assertEquals(List.of(true, false, false), js("return [document.querySelector('.site-nav').offsetHeight > 0,"
                + " document.querySelector('.site-menu-button').offsetHeight > 0, document.querySelector('.reading-bar').offsetHeight > 0]"));
    }

    @TestFactory
    Stream<DynamicTest> at320PixelsNoPageScrollsSideways() throws IOException {
        List<Path> pages = new ArrayList<>();
        try (Stream<Path> files = Files.walk(site)) {
            files.filter(f -> f.toString().endsWith(".html")).sorted().forEach(pages::add);
        }
        return pages.stream().map(page -> DynamicTest.dynamicTest(site.relativize(page).toString(), () -> {
            window(320, 700);
            CHROMIUM.openTypeset(page);
            assertEquals(320L, ((Number) js("return document.documentElement.scrollWidth")).longValue(),
                    site.relativize(page) + " scrolls sideways: " + js("return [...document.querySelectorAll('main *')]"
                            + ".filter(e => e.getBoundingClientRect().right > 321 && !e.closest('.table-scroll, .math-scroll, .math-display, .plot-scroll'))"
                            + ".slice(0, 3).map(e => e.tagName + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right))"));
            @SuppressWarnings("unchecked")
            List<String> cut = (List<String>) js("return [...document.querySelectorAll('.table-scroll caption')]"
                    + ".filter(c => c.getBoundingClientRect().width > 0 && c.getBoundingClientRect().right"
                    + " > c.closest('.table-scroll').getBoundingClientRect().right + 1).map(c => c.textContent.slice(0, 50))");
            assertEquals(List.of(), cut, site.relativize(page) + ": captions wider than the box their table scrolls in");
        }));
    }

    @Test
    void aChartsLabelsAreAtLeastTwelvePixelsOnAPhone() throws Exception {
        for (String page : List.of("lessons/dawsons-kayles.html", "lessons/partizan-kayles.html", "games/kayles.html")) {
            CHROMIUM.openTypeset(site.resolve(page));
            @SuppressWarnings("unchecked")
            List<Number> sizes = (List<Number>) js("return [...document.querySelectorAll('figure svg[viewBox] text')]"
                    + ".filter(t => t.getBoundingClientRect().width > 0).map(t => { const svg = t.ownerSVGElement;"
                    + " return parseFloat(getComputedStyle(t).fontSize) * svg.getBoundingClientRect().width / svg.viewBox.baseVal.width; })");
            assertTrue(!sizes.isEmpty() || page.startsWith("games"), page + " has a chart");
            sizes.forEach(size -> assertTrue(size.doubleValue() >= 12 - 0.05, page + ": a chart label of " + size + " px"));
        }
    }

    @Test
    void aWideTableShowsAShadowWhereMoreOfItLies() throws Exception {
        CHROMIUM.openTypeset(site.resolve("lessons/kayles.html"));
        // as a reader comes to it: a part of the page off screen is not laid out (site.css), and shows its width once near
        js("document.querySelector('.table-scroll .worked-game').scrollIntoView()");
        Thread.sleep(300);
        @SuppressWarnings("unchecked")
        List<String> shadows = (List<String>) js("return [...document.querySelectorAll('.table-scroll')]"
                + ".filter(b => b.querySelector('.worked-game') && b.scrollWidth > b.clientWidth).map(b => getComputedStyle(b).backgroundImage)");
        assertTrue(!shadows.isEmpty(), "a worked game is wider than a phone");
        shadows.forEach(image -> assertTrue(image.contains("radial-gradient") && image.contains("linear-gradient"), image));
    }

    /** The palette is the system's until the reader picks one; the pick is remembered (localStorage, from file:// too). */
    @Test
    void theChosenPaletteIsKeptFromPageToPage() throws Exception {
        window(1280, 900);
        CHROMIUM.openTypeset(site.resolve("lessons/kayles.html"));
        String light = (String) js("return getComputedStyle(document.body).backgroundColor");
        js("const s = document.querySelector('.theme-switch select'); s.value = 'dark'; s.dispatchEvent(new Event('change'));");
        CHROMIUM.openTypeset(site.resolve("lessons/misere-nim.html"));
        assertEquals("dark", js("return document.documentElement.dataset.theme"));
        assertEquals("rgb(22, 24, 28)", js("return getComputedStyle(document.body).backgroundColor"), "the dark background, chosen");
        js("const s = document.querySelector('.theme-switch select'); s.value = 'system'; s.dispatchEvent(new Event('change'));");
        CHROMIUM.openTypeset(site.resolve("lessons/kayles.html"));
        assertEquals(light, js("return getComputedStyle(document.body).backgroundColor"), "the system's palette again");
    }

    /**
     * Bug: the chosen palette was set by site.js, which runs after the whole page is parsed, so a long page showed the
     * system's palette first and then switched. It is set before the body is parsed: a script run before the page's own
     * reads the palette when the body element is added.
     */
    @Test
    void theChosenPaletteIsSetBeforeTheBodyIsParsed() throws Exception {
        window(1280, 900);
        CHROMIUM.openTypeset(site.resolve("lessons/kayles.html"));
        js("window.localStorage.setItem('kayles-courseware-theme', 'dark')");
        Object added = browser.executeCdpCommand("Page.addScriptToEvaluateOnNewDocument", Map.of("source",
                "new MutationObserver(function (changes, observer) { if (document.body) { observer.disconnect();"
                        + " window.themeAtBody = document.documentElement.getAttribute('data-theme') || 'none'; } })"
                        + ".observe(document, {childList: true, subtree: true});"));
        try {
            CHROMIUM.openTypeset(site.resolve("lessons/partizan-kayles.html"));
            assertEquals("dark", js("return window.themeAtBody"));
        } finally {
            browser.executeCdpCommand("Page.removeScriptToEvaluateOnNewDocument", Map.of("identifier",
                    ((Map<?, ?>) added).get("identifier")));
            js("window.localStorage.removeItem('kayles-courseware-theme')");
        }
    }
}
