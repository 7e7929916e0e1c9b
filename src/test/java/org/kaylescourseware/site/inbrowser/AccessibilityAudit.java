package org.kaylescourseware.site.inbrowser;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.kaylescourseware.browser.Axe;
import org.kaylescourseware.browser.Chromium;
import org.kaylescourseware.site.preview.NotFoundPage;
import org.kaylescourseware.site.preview.PreviewServer;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * axe-core over pages of the built course in one browser, each page with every fold ({@code <details>}: hints, solutions,
 * proofs) open and every part laid out, in the light palette and in the dark one (prefers-color-scheme emulated). The dark
 * palette changes colours and nothing else (AccessibilityInBrowserTest holds the style sheets to that), so there only the
 * rules that read colours are run again ({@link Axe#COLOUR_RULES}), on the page as the light palette's check left it open.
 * Two test classes share the pages, each with a browser of its own: course.html alone takes as long as all the others.
 */
final class AccessibilityAudit {

    /**
     * Lays out every part of the page, as each is laid out once the reader nears it: site.css skips the parts off screen
     * (content-visibility), whose elements then have no boxes, and axe-core reads boxes (a target's size, the background
     * behind a text) as if the page were all on screen.
     */
    private static final String EVERY_PART_LAID_OUT = "const s = document.createElement('style');"
            + " s.textContent = '.lesson-body > *, .exercises > .exercise { content-visibility: visible !important; }';"
            + " document.head.appendChild(s);";

    private final Chromium chromium;
    private final ChromeDriver browser;
    private final Path site;
    /** The page the browser shows, with its folds open, and at which address; none before the first check and after a failed load. */
    private Path shown;
    private String shownAt;

    AccessibilityAudit(Chromium chromium, Path site) {
        this.chromium = chromium;
        this.browser = chromium.driver();
        this.site = site;
        browser.manage().timeouts().scriptTimeout(Duration.ofSeconds(540));
    }

    /** Checks {@code page} in the palette {@code scheme} ("light" or "dark"): no violation, each listed if there are. */
    void check(Path page, String scheme) throws InterruptedException {
        browser.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("features",
                List.of(Map.of("name", "prefers-color-scheme", "value", scheme))));
        if (page.equals(shown) && browser.getCurrentUrl().equals(shownAt)) {
            // the page is open as the other palette's check left it, every fold open and every part laid out; the palette is
            // a colour scheme the page follows as it changes (theDarkPaletteChangesNothingButColours), so it is not loaded
            // and typeset again: on course.html that is most of the check's time
            assertViolations(page, scheme);
            return;
        }
        shown = null;
        if (page.getFileName().toString().equals(NotFoundPage.SITE_PAGE)) {
            // the not-found page is served at any address (its links start at "/"): read it as serve shows it
            try (PreviewServer serve = PreviewServer.start(site, 0)) {
                chromium.openTypeset("http://127.0.0.1:" + serve.port() + "/lessons/no-such-lesson.html");
                assertEquals("Page not found", browser.findElement(By.tagName("h1")).getText());
                assertViolations(page, scheme);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return;
        }
        chromium.openTypeset(page);
        assertViolations(page, scheme);
    }

    private void assertViolations(Path page, String scheme) {
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
