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
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
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
 * course, with every fold ({@code <details>}: hints, solutions, proofs) open, in the light palette
 * and in the dark one (prefers-color-scheme emulated). Each page and palette is a test of its own,
 * so a failure names the page and lists each rule broken with the first elements that break it.
 */
class AccessibilityInBrowserTest {

    @RegisterExtension
    static final Chromium CHROMIUM = Chromium.window(1280, 1000);

    private static ChromeDriver browser;
    private static Path site;

    @BeforeAll
    static void openBrowser() {
        site = CourseBuild.site();
        browser = CHROMIUM.driver();
        browser.manage().timeouts().scriptTimeout(Duration.ofSeconds(120));
    }

    @TestFactory
    Stream<DynamicTest> everyPageInBothPalettesHasNoViolation() throws IOException {
        List<Path> pages;
        try (Stream<Path> files = Files.walk(site)) {
            pages = files.filter(f -> f.toString().endsWith(".html")).sorted().toList();
        }
        assertTrue(pages.size() >= 13, "the course's pages: " + pages);
        List<DynamicTest> tests = new ArrayList<>();
        for (String scheme : List.of("light", "dark")) {
            for (Path page : pages) {
                tests.add(DynamicTest.dynamicTest(site.relativize(page) + " (" + scheme + ")", () -> check(page, scheme)));
            }
        }
        return tests.stream();
    }

    private static void check(Path page, String scheme) throws InterruptedException {
        browser.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("features",
                List.of(Map.of("name", "prefers-color-scheme", "value", scheme))));
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

    private static void assertViolations(Path page, String scheme) {
        browser.executeScript("document.querySelectorAll('details').forEach(d => { d.open = true; });");
        List<String> violations = Axe.violations(browser);
        assertEquals(List.of(), violations, site.relativize(page) + " in the " + scheme + " palette breaks "
                + Axe.elements(violations) + " times:\n  " + String.join("\n  ", violations));
    }
}
