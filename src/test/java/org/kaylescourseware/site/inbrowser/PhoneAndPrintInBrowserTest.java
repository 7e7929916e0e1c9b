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
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * The built course on a phone (390 × 844 CSS pixels) and on paper, in real headless Chromium: the
 * lesson text starts on the first screen (the contents fold away), nothing but a table scrolls
 * sideways (a table of numbers, a table of formulas: an aligned block of derivations, or a chart drawn wide enough
 * for labels of 12 CSS pixels), no caption is
 * cut; the contents beside the text on a desktop mark the section being
 * read; printing shows neither navigation nor empty Hint/Solution lines, in either edition.
 */
class PhoneAndPrintInBrowserTest {

    private static final int PHONE_WIDTH = 390;
    private static final int PHONE_HEIGHT = 844;

    @RegisterExtension
    static final Chromium CHROMIUM = Chromium.window(PHONE_WIDTH, PHONE_HEIGHT);

    private static ChromeDriver browser;
    private static Path site;

    @BeforeAll
    static void openPhone() {
        site = CourseBuild.site();
        browser = CHROMIUM.driver();
    }

    /**
     * Each test starts on the phone, on screen (the one browser is set to a desktop or to paper where a
     * test says so): the window's size includes no browser chrome in headless mode, but the emulation
     * makes it exact.
     */
    @BeforeEach
    void onThePhone() {
        emulate(PHONE_WIDTH, PHONE_HEIGHT, true);
        browser.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", "", "features", List.of()));
    }

    private static void emulate(int width, int height, boolean mobile) {
        browser.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", width, "height", height,
                "deviceScaleFactor", 1, "mobile", mobile));
    }

    private static List<Path> pages(String folder) throws IOException {
        try (Stream<Path> files = Files.list(site.resolve(folder))) {
            return files.filter(f -> f.toString().endsWith(".html")).sorted().toList();
        }
    }

    @TestFactory
    Stream<DynamicTest> onAPhoneEveryLessonStartsOnTheFirstScreenAndOnlyTablesScrollSideways() throws IOException {
        List<Path> pages = new ArrayList<>(pages("lessons"));
        pages.addAll(pages("games"));
        pages.add(site.resolve("index.html"));
        return pages.stream().map(page -> DynamicTest.dynamicTest(site.relativize(page).toString(), () -> checkOnPhone(page)));
    }

    private static void checkOnPhone(Path page) throws InterruptedException {
        CHROMIUM.openTypeset(page);
        String name = site.relativize(page).toString();
        assertEquals(PHONE_WIDTH, ((Number) browser.executeScript("return document.documentElement.clientWidth")).intValue());
        assertEquals(Boolean.FALSE, browser.executeScript("const f = document.querySelector('.toc-fold'); return !!f && f.open"),
                name + ": the contents are folded");
        Number textTop = (Number) browser.executeScript("const p = document.querySelector('.lesson-body > p, .lesson-body > *');"
                + " return p.getBoundingClientRect().top");
        assertTrue(textTop.intValue() < PHONE_HEIGHT - 60, name + ": the text starts on the first screen, at " + textTop);
        assertEquals(PHONE_WIDTH, ((Number) browser.executeScript("return document.documentElement.scrollWidth")).intValue(),
                name + ": the page itself does not scroll sideways");
        @SuppressWarnings("unchecked")
        List<String> scrolling = (List<String>) browser.executeScript("return [...document.querySelectorAll('main *')]"
                + ".filter(e => e.scrollWidth > e.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(e).overflowX))"
                + ".filter(e => !(e.classList.contains('table-scroll') && e.querySelector('table')))"
                + ".filter(e => !(e.closest('.math-scroll') && e.querySelector('.katex-html .mtable')))"
                + ".filter(e => !(e.classList.contains('plot-scroll') && e.querySelector('svg')))"
                + ".map(e => e.tagName + '.' + [...e.classList].join('.') + ': ' + e.textContent.slice(0, 60))");
        assertEquals(List.of(), scrolling, name + ": only tables scroll sideways");
        @SuppressWarnings("unchecked")
        List<String> cut = (List<String>) browser.executeScript("return [...document.querySelectorAll('caption, figcaption')]"
                + ".filter(c => c.getBoundingClientRect().width > 0)"
                + ".filter(c => c.getBoundingClientRect().right > document.documentElement.clientWidth + 1"
                + " || c.getBoundingClientRect().left < -1).map(c => c.textContent.slice(0, 60))");
        assertEquals(List.of(), cut, name + ": every caption is whole on the screen");
    }

    @Test
    void phoneScreenshotsInBothPalettes() throws Exception {
        for (String scheme : List.of("light", "dark")) {
            browser.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("features",
                    List.of(Map.of("name", "prefers-color-scheme", "value", scheme))));
            CHROMIUM.openTypeset(site.resolve("lessons/kayles.html"));
            Files.write(CourseBuild.TEST_SITES.resolve("kayles-phone-" + scheme + ".png"), browser.getScreenshotAs(OutputType.BYTES));
        }
        assertTrue(Files.size(CourseBuild.TEST_SITES.resolve("kayles-phone-dark.png")) > 10_000);
    }

    @Test
    void onADesktopTheContentsAreOpenAndMarkTheSectionBeingRead() throws Exception {
        emulate(1280, 900, false);
        CHROMIUM.openTypeset(site.resolve("lessons/kayles.html"));
        assertEquals(Boolean.TRUE, browser.executeScript("return document.querySelector('.toc-fold').open"));
        @SuppressWarnings("unchecked")
        List<String> all = (List<String>) browser.executeScript("return [...document.querySelectorAll('.toc > ol > li > a')]"
                + ".map(a => a.getAttribute('href').slice(1))");
        assertTrue(all.size() >= 4, "the lesson's sections: " + all);
        for (String section : List.of(all.get(1), all.get(all.size() / 2), all.get(all.size() - 2))) {
            browser.executeScript("document.getElementById(arguments[0]).scrollIntoView()", section);
            Thread.sleep(200);
            // one link is marked: the section's own, or one of its subsections' (an exercise's title, say)
            assertEquals(List.of("#" + section), browser.executeScript("return [...document.querySelectorAll("
                    + "'.toc a[aria-current=location]')].map(a => a.closest('.toc > ol > li').querySelector('a').getAttribute('href'))"),
                    "the contents mark " + section);
        }
        Files.write(CourseBuild.TEST_SITES.resolve("kayles-desktop.png"), browser.getScreenshotAs(OutputType.BYTES));
    }

    @TestFactory
    Stream<DynamicTest> printingShowsNoNavigationAndNoEmptyHintOrSolution() {
        return Stream.of("student", "instructor").map(edition -> DynamicTest.dynamicTest(edition + " edition", () -> {
            Path printed = (edition.equals("student") ? site : CourseBuild.instructorSite()).resolve("lessons/kayles.html");
            emulate(1000, 1400, false);
            try {
                browser.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", "print"));
                CHROMIUM.openTypeset(printed);
                browser.executeScript("window.dispatchEvent(new Event('beforeprint'))");
                @SuppressWarnings("unchecked")
                List<String> shown = (List<String>) browser.executeScript("return ['.site-header', '.toc-fold', '.pager',"
                        + " '.site-footer', '.skip-link'].filter(s => document.querySelector(s)"
                        + " && document.querySelector(s).getBoundingClientRect().height > 0)");
                assertEquals(List.of(), shown, "no navigation on paper");
                @SuppressWarnings("unchecked")
                List<String> stubs = (List<String>) browser.executeScript("return [...document.querySelectorAll('summary')]"
                        + ".filter(s => s.getBoundingClientRect().height > 0 && !s.parentElement.open"
                        + " && !s.parentElement.classList.contains('check-detail')).map(s => s.textContent)");
                assertEquals(List.of(), stubs, "no folded Hint or Solution printed as an empty line");
                // a checked result prints as its one ✓ line, its detail left folded
                @SuppressWarnings("unchecked")
                List<String> checks = (List<String>) browser.executeScript("return [...document.querySelectorAll("
                        + "'details.check-detail')].filter(d => !d.open && d.querySelector('summary').getBoundingClientRect().height > 0)"
                        + ".map(d => d.querySelector('summary').textContent.trim())");
                assertTrue(!checks.isEmpty() && checks.stream().noneMatch(String::isEmpty), "the ✓ lines printed: " + checks);
                Number solutions = (Number) browser.executeScript("return [...document.querySelectorAll('.exercise-solution')]"
                        + ".filter(d => d.getBoundingClientRect().height > 0).length");
                assertEquals(edition.equals("student") ? 0 : 6, solutions.intValue(), "solutions printed in the " + edition + " edition");
            } finally {
                onThePhone();
            }
        }));
    }
}
