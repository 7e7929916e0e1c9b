package org.kaylescourseware.site.inbrowser;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.kaylescourseware.browser.Chromium;
import org.kaylescourseware.site.CourseBuild;

/**
 * AccessibilityInBrowserTest's check on the whole course on one page (about 90,000 elements), in a browser of its own so
 * that it runs beside the other pages' instead of after them: axe-core finds no violation in the light palette, nor of the
 * colour rules in the dark one, with every fold open and every part laid out ({@link AccessibilityAudit}).
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class) // the dark palette's check reads the page as the light one's left it open
class WholeCourseAccessibilityInBrowserTest {

    @RegisterExtension
    static final Chromium CHROMIUM = Chromium.window(1280, 1000);

    private static Path page;
    private static AccessibilityAudit audit;

    @BeforeAll
    static void openBrowser() {
        Path site = CourseBuild.site();
        page = site.resolve(AccessibilityInBrowserTest.WHOLE_COURSE);
        audit = new AccessibilityAudit(CHROMIUM, site);
    }

    @Test
    @Order(1)
    void theWholeCourseInTheLightPaletteHasNoViolation() throws InterruptedException {
        assertTrue(Files.isRegularFile(page), page + " is built");
        audit.check(page, "light");
    }

    @Test
    @Order(2)
    void theWholeCourseInTheDarkPaletteHasNoViolation() throws InterruptedException {
        assertTrue(Files.isRegularFile(page), page + " is built");
        audit.check(page, "dark");
    }
}
