package org.kaylescourseware.site.inbrowser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.kaylescourseware.browser.Chromium;
import org.kaylescourseware.site.CourseBuild;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * What axe-core does not check, in Chromium: every box a reader reaches with Tab to scroll (tabindex 0) is a region
 * named by what it holds (WCAG 4.1.2), at a phone's width where most of them scroll; and in forced colours (Windows'
 * high contrast, where backgrounds are dropped) the periodic part of a table of values is still marked, as its
 * caption's "Shaded" promises.
 */
class ScrollBoxesAndForcedColoursInBrowserTest {

    @RegisterExtension
    static final Chromium CHROMIUM = Chromium.window(390, 844);

    private static ChromeDriver browser;
    private static Path site;

    @BeforeAll
    static void open() {
        site = CourseBuild.site();
        browser = CHROMIUM.driver();
        browser.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", 390, "height", 844,
                "deviceScaleFactor", 1, "mobile", true));
    }

    @AfterEach
    void noForcedColours() {
        browser.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", "", "features", List.of()));
    }

    @TestFactory
    Stream<DynamicTest> everyScrollBoxIsANamedRegion() throws IOException {
        List<Path> pages;
        try (Stream<Path> files = Files.walk(site)) {
            pages = files.filter(f -> f.toString().endsWith(".html")).sorted().toList();
        }
        return pages.stream().map(page -> DynamicTest.dynamicTest(site.relativize(page).toString(), () -> {
            CHROMIUM.openTypeset(page);
            assertTrue(!page.toString().contains("lessons") || ((Number) browser.executeScript("return document.querySelectorAll("
                    + "'main [tabindex=\"0\"][role=region]').length")).intValue() > 0, site.relativize(page) + " has scroll boxes");
            @SuppressWarnings("unchecked")
            List<String> unnamed = (List<String>) browser.executeScript("return [...document.querySelectorAll('main [tabindex=\"0\"]')]"
                    + ".filter(box => ['auto', 'scroll'].includes(getComputedStyle(box).overflowX))"
                    + ".filter(box => box.getAttribute('role') !== 'region' || !(box.getAttribute('aria-label') || (box.getAttribute('aria-labelledby') || '')"
                    + ".split(' ').map(id => document.getElementById(id)).filter(e => e && e.textContent.trim()).length))"
                    + ".map(box => box.className + ': ' + box.textContent.slice(0, 60))");
            assertEquals(List.of(), unnamed, site.relativize(page) + ": scroll boxes that are not named regions");
        }));
    }

    @Test
    void inForcedColoursThePeriodicPartKeepsItsMark() throws InterruptedException {
        browser.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("features", List.of(Map.of("name", "forced-colors", "value", "active"))));
        CHROMIUM.openTypeset(site.resolve("lessons/kayles.html"));
        assertEquals(Boolean.TRUE, browser.executeScript("return matchMedia('(forced-colors: active)').matches"));
        @SuppressWarnings("unchecked")
        List<Object> marks = (List<Object>) browser.executeScript("return [...document.querySelectorAll('.values td.periodic, .legend-periodic')]"
                + ".map(c => getComputedStyle(c)).map(s => [parseFloat(s.borderTopWidth), s.borderTopStyle, s.borderTopColor])");
        assertTrue(marks.size() > 10, "the lesson shades periodic values: " + marks.size());
        String plain = (String) browser.executeScript("return getComputedStyle(document.querySelector('.values td:not(.periodic)')).borderTopWidth + ' '"
                + " + getComputedStyle(document.querySelector('.values td:not(.periodic)')).borderTopStyle");
        for (Object mark : marks) {
            List<?> border = (List<?>) mark;
            assertTrue(((Number) border.get(0)).doubleValue() >= 2 && "solid".equals(border.get(1)),
                    "a periodic value is bordered in forced colours: " + border + ", where another cell has " + plain);
        }
    }
}
