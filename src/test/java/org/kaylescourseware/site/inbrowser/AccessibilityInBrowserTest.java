package org.kaylescourseware.site.inbrowser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.kaylescourseware.browser.Axe;
import org.kaylescourseware.browser.Chromium;
import org.kaylescourseware.site.CourseBuild;
import org.kaylescourseware.site.preview.NotFoundPage;
import org.kaylescourseware.site.preview.PreviewServer;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * axe-core finds no violation of WCAG 2.0, 2.1 or 2.2 A/AA or of its best practices on any page of the built
 * course, with every fold ({@code <details>}: hints, solutions, proofs) open and every part laid out, in the light palette
 * and in the dark one (prefers-color-scheme emulated). The dark palette changes colours and nothing else
 * ({@link #theDarkPaletteChangesNothingButColours}), so there only the rules that read colours are run
 * again ({@link Axe#COLOUR_RULES}), on the page as the light palette's test left it open. Each page and palette is a
 * test of its own, so a failure names the page and lists each rule broken with the first elements that break it.
 */
class AccessibilityInBrowserTest {

    @RegisterExtension
    static final Chromium CHROMIUM = Chromium.window(1280, 1000);

    private static ChromeDriver browser;
    private static Path site;
    /** The page the browser shows, with its folds open, and at which address; none before the first test and after a failed load. */
    private static Path shown;
    private static String shownAt;

    @BeforeAll
    static void openBrowser() {
        site = CourseBuild.site();
        browser = CHROMIUM.driver();
        browser.manage().timeouts().scriptTimeout(Duration.ofSeconds(540));
    }

    @TestFactory
    Stream<DynamicTest> everyPageInBothPalettesHasNoViolation() throws IOException {
        List<Path> pages;
        try (Stream<Path> files = Files.walk(site)) {
            pages = files.filter(f -> f.toString().endsWith(".html")).sorted().toList();
        }
        assertTrue(pages.size() >= 13, "the course's pages: " + pages);
        List<DynamicTest> tests = new ArrayList<>();
        for (Path page : pages) {
            for (String scheme : List.of("light", "dark")) {
                tests.add(DynamicTest.dynamicTest(site.relativize(page) + " (" + scheme + ")", () -> check(page, scheme)));
            }
        }
        return tests.stream();
    }

    private static void check(Path page, String scheme) throws InterruptedException {
        browser.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("features",
                List.of(Map.of("name", "prefers-color-scheme", "value", scheme))));
        if (page.equals(shown) && browser.getCurrentUrl().equals(shownAt)) {
            // the page is open as the other palette's test left it, every fold open and every part laid out; the palette is
            // a colour scheme the page follows as it changes (theDarkPaletteChangesNothingButColours), so it is not loaded
            // and typeset again: on course.html that is most of the test's time
            assertViolations(page, scheme);
            return;
        }
        shown = null;
        if (page.getFileName().toString().equals(NotFoundPage.SITE_PAGE)) {
            // the not-found page is served at any address (its links start at "/"): read it as serve shows it
            try (PreviewServer serve = PreviewServer.start(site, 0)) {
                CHROMIUM.openTypeset("http://127.0.0.1:" + serve.port() + "/lessons/no-such-lesson.html");
                assertEquals("Page not found", browser.findElement(By.tagName("h1")).getText());
                assertViolations(page, scheme);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return;
        }
        CHROMIUM.openTypeset(page);
        assertViolations(page, scheme);
    }

    /**
     * What the palette may change: a colour, as the value of a custom property ({@code --text: light-dark(…)}); the
     * chosen theme sets only {@code color-scheme}; no style sheet asks for the palette in a media query and no
     * script reads it. A rule that did more would need every axe rule in the dark palette too.
     */
    @Test
    void theDarkPaletteChangesNothingButColours() throws IOException {
        Path assets = CourseBuild.PROJECT.resolve("templates/assets");
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(assets)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".css") || f.toString().endsWith(".js")).toList()) {
                String text = Files.readString(file).replaceAll("(?s)/\\*.*?\\*/", "");
                if (text.contains("prefers-color-scheme")) {
                    found.add(assets.relativize(file) + ": asks for the palette");
                }
                Matcher theme = Pattern.compile("\\[data-theme[^{]*\\{([^}]*)\\}").matcher(text);
                while (theme.find()) {
                    if (!theme.group(1).trim().matches("color-scheme: (light|dark);")) {
                        found.add(assets.relativize(file) + ": a theme sets " + theme.group(1).trim());
                    }
                }
                for (String line : text.split("\n")) {
                    if (line.contains("light-dark(") && !line.trim().matches("(:root \\{ )?--[a-z0-9-]+: .*")) {
                        found.add(assets.relativize(file) + ": light-dark outside a custom property: " + line.trim());
                    }
                }
            }
        }
        assertEquals(List.of(), found);
    }

    /**
     * Lays out every part of the page, as each is laid out once the reader nears it: site.css skips the parts off screen
     * (content-visibility), whose elements then have no boxes, and axe-core reads boxes (a target's size, the background
     * behind a text) as if the page were all on screen.
     */
    private static final String EVERY_PART_LAID_OUT = "const s = document.createElement('style');"
            + " s.textContent = '.lesson-body > *, .exercises > .exercise { content-visibility: visible !important; }';"
            + " document.head.appendChild(s);";

    private static void assertViolations(Path page, String scheme) {
        // every fold open but the header's Games menu: that is a pop-up over the page, and open it covers whatever lies
        // below it (the glossary's letter A), which no reader taps while the menu is open
        browser.executeScript("document.querySelectorAll('details:not(.site-games)').forEach(d => { d.open = true; });"
                + EVERY_PART_LAID_OUT);
        shown = page;
        shownAt = browser.getCurrentUrl();
        List<String> violations = scheme.equals("light") ? Axe.violations(browser) : Axe.violationsOf(browser, Axe.COLOUR_RULES);
        assertEquals(List.of(), violations, site.relativize(page) + " in the " + scheme + " palette breaks "
                + Axe.elements(violations) + " times:\n  " + String.join("\n  ", violations));
    }
}
