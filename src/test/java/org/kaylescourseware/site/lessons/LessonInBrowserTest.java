package org.kaylescourseware.site.lessons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.kaylescourseware.browser.Chromium;
import org.kaylescourseware.site.CourseBuild;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * The Kayles lesson opened from file:// in real headless Chromium (Debian's chromium and
 * chromium-driver, which .ci/run installs): its math is rendered by the bundled KaTeX, offline.
 */
class LessonInBrowserTest {

    @RegisterExtension
    static final Chromium CHROMIUM = Chromium.window(1280, 1600);

    static ChromeDriver browser;
    static Path lesson;

    @BeforeAll
    static void buildTheLesson() {
        lesson = CourseBuild.site().resolve("lessons/kayles.html");
        browser = CHROMIUM.driver();
    }

    private static Object script(String javascript, Object... arguments) {
        return CHROMIUM.script(javascript, arguments);
    }

    /** Opens the lesson and waits until every formula is typeset. */
    private static void open() throws InterruptedException {
        CHROMIUM.openTypeset(lesson);
    }

    @Test
    void everyFormulaIsRenderedByKatexAsHtmlAndMathml() throws Exception {
        open();
        long formulas = (Long) script("return document.querySelectorAll('.math-inline, .math-display').length");
        assertTrue(formulas > 20, "the lesson has its formulas: " + formulas);
        assertEquals(0L, script("return document.querySelectorAll('.katex-error').length"), "no KaTeX error");
        assertEquals(formulas, script("return document.querySelectorAll('.katex .katex-mathml math').length"), "MathML output");
        assertEquals(formulas, script("return document.querySelectorAll('.katex .katex-html').length"), "HTML output");
        assertEquals(script("return document.querySelectorAll('.math-display').length"),
                script("return document.querySelectorAll('.math-display .katex-display').length"), "display math is displayed");
        assertEquals(Boolean.TRUE, script("return document.fonts.check('16px KaTeX_Main')"), "KaTeX's fonts load from the site");
        Path shot = CourseBuild.TEST_SITES.resolve("kayles-light.png");
        Files.write(shot, browser.getScreenshotAs(OutputType.BYTES));
    }

    @Test
    void darkModeFollowsTheSystemPreference() throws Exception {
        browser.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("features",
                List.of(Map.of("name", "prefers-color-scheme", "value", "dark"))));
        try {
            open();
            String background = (String) script("return getComputedStyle(document.body).backgroundColor");
            assertEquals("rgb(22, 24, 28)", background, "the dark palette's background");
            Files.write(CourseBuild.TEST_SITES.resolve("kayles-dark.png"), browser.getScreenshotAs(OutputType.BYTES));
        } finally {
            browser.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("features", List.of()));
        }
    }

    @Test
    void printingShowsTheTextWithoutNavigation() throws Exception {
        browser.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", "print"));
        try {
            open();
            assertEquals("none", script("return getComputedStyle(document.querySelector('.site-header')).display"));
            assertEquals("none", script("return getComputedStyle(document.querySelector('.toc')).display"));
            assertEquals("none", script("return getComputedStyle(document.querySelector('.site-footer')).display"));
            assertEquals("rgb(0, 0, 0)", script("return getComputedStyle(document.querySelector('.lesson-body p')).color"));
            assertTrue(((Number) script("return document.querySelector('table.grundy-table').offsetHeight")).intValue() > 100,
                    "the table of nim-values is printed");
        } finally {
            browser.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", ""));
        }
    }

    @Test
    void tableOfContentsLinksScrollToTheirSections() throws InterruptedException {
        open();
        File page = lesson.toFile();
        browser.get(page.toURI() + "#the-nim-values-of-kayles");
        Number top = (Number) script("return document.getElementById('the-nim-values-of-kayles').getBoundingClientRect().top");
        assertTrue(Math.abs(top.doubleValue()) < 5, "the heading is at the top of the window: " + top);
    }
}
