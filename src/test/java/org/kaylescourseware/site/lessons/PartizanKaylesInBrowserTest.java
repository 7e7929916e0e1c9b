package org.kaylescourseware.site.lessons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.kaylescourseware.browser.Chromium;
import org.kaylescourseware.site.CourseBuild;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;

/** The partizan Kayles lesson in Chromium: every formula typesets, and a phone-wide window does not scroll sideways. */
class PartizanKaylesInBrowserTest {

    @RegisterExtension
    static final Chromium CHROMIUM = Chromium.window(1280, 1600);

    static ChromeDriver browser;
    static Path lesson;

    @BeforeAll
    static void buildTheLesson() {
        lesson = CourseBuild.site().resolve("lessons/partizan-kayles.html");
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
    void everyFormulaIncludingFactsInMathAndErrataTypesets() throws Exception {
        browser.manage().window().setSize(new Dimension(1280, 1600));
        open();
        long formulas = (Long) script("return document.querySelectorAll('.math-inline, .math-display').length");
        assertTrue(formulas > 100, "the lesson has its formulas: " + formulas);
        assertEquals(0L, script("return document.querySelectorAll('.katex-error').length"), "no KaTeX error");
        assertEquals(formulas, script("return document.querySelectorAll('.katex .katex-html').length"));
        Files.write(CourseBuild.TEST_SITES.resolve("partizan-kayles-light.png"), browser.getScreenshotAs(OutputType.BYTES));
    }

    @Test
    void aPhoneWideWindowDoesNotScrollSideways() throws Exception {
        browser.manage().window().setSize(new Dimension(390, 1600));
        try {
            open();
            long viewport = (Long) script("return document.documentElement.clientWidth");
            long page = (Long) script("return document.documentElement.scrollWidth");
            assertTrue(page <= viewport, "page " + page + " px wide in a " + viewport + " px window");
        } finally {
            browser.manage().window().setSize(new Dimension(1280, 1600));
        }
    }
}
