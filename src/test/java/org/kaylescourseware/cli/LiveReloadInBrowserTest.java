package org.kaylescourseware.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.kaylescourseware.browser.Chromium;
import org.kaylescourseware.site.CourseBuild;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriverException;
import org.openqa.selenium.WebElement;

/**
 * Live reload as an author sees it (issue 33): {@code serve} runs on a small course, a lesson is open
 * in Chromium and scrolled down; an edit to the lesson's source makes the open page reload itself,
 * scrolled where it was, and a broken edit shows the build's {@code file:line} problem over the page,
 * which stays the last good one.
 */
class LiveReloadInBrowserTest {

    @RegisterExtension
    static final Chromium CHROMIUM = Chromium.window(1280, 900);

    private static final String ADDED = "A sentence added while the page was open.";
    private static final String OVERLAY = "kayles-preview-problems";

    @Test
    void openPageReloadsItselfAfterAnEditWhereItWasScrolledAndShowsABrokenEditOverTheLastGoodPage() throws Exception {
        Path project = CourseBuild.smallCourse("live-reload");
        Path lesson = project.resolve("content/lessons/kayles.md");
        String source = Files.readString(lesson);
        ServeCommandTest.RunningServe serve = new ServeCommandTest.RunningServe(project);
        try {
            serve.await("the first build", () -> serve.log().contains("Built "));
            CHROMIUM.openTypeset("http://127.0.0.1:" + serve.port() + "/lessons/kayles.html");
            CHROMIUM.script("window.scrollTo(0, 1500); window.sameWindow = true;"); // a reload makes a new window, without the mark
            assertEquals(1500L, scrollY());

            Files.writeString(lesson, source + "\n" + ADDED + "\n");
            awaitInBrowser("the page reloaded with the edit", () -> bodyText().contains(ADDED));
            assertEquals(null, CHROMIUM.script("return window.sameWindow === true ? 'patched' : null"), "reloaded, not patched");
            awaitInBrowser("the scroll position restored", () -> scrollY() == 1500L);

            CHROMIUM.script("window.sameWindow = true;");
            String broken = "grundy-table game=kayles to=20 colums=12";
            Files.writeString(lesson, source + "\n" + ADDED + "\n\n```solver\n" + broken + "\n```\n");
            int line = Files.readAllLines(lesson).indexOf(broken) + 1;
            String problem = "kayles.md:" + line + ": grundy-table: unknown argument 'colums'";
            awaitInBrowser("the problem shown over the page", () -> overlayText().contains(problem));
            assertEquals(true, CHROMIUM.script("return window.sameWindow === true"), "the last good page stays, not reloaded");
            assertTrue(bodyText().contains(ADDED), "the last good page is underneath");
            assertTrue(serve.log().contains(problem), "the console says the same:\n" + serve.log());

            Files.writeString(lesson, source);
            awaitInBrowser("the fixed page reloaded", () -> !bodyText().contains(ADDED));
            assertEquals("", overlayText(), "the problems are gone with the build that fixed them");
        } finally {
            serve.stop();
        }
    }

    /** The text of the page shown; empty while a reload replaces it. */
    private static String bodyText() {
        try {
            return CHROMIUM.driver().findElement(By.tagName("body")).getText();
        } catch (WebDriverException reloading) {
            return "";
        }
    }

    private static String overlayText() {
        try {
            List<WebElement> overlay = CHROMIUM.driver().findElements(By.id(OVERLAY));
            return overlay.isEmpty() ? "" : overlay.get(0).getText();
        } catch (WebDriverException reloading) {
            return "";
        }
    }

    private static long scrollY() {
        try {
            return CHROMIUM.script("return Math.round(window.scrollY)") instanceof Number number ? number.longValue() : -1;
        } catch (WebDriverException reloading) {
            return -1;
        }
    }

    /** Waits (generously: a rebuild on a busy machine) until {@code condition} holds in the browser. */
    private static void awaitInBrowser(String what, BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofMinutes(4).toNanos();
        while (!condition.getAsBoolean()) {
            assertTrue(System.nanoTime() < deadline, "waited 4 minutes for " + what);
            Thread.sleep(100);
        }
    }
}
