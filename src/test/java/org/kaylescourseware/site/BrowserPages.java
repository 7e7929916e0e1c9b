package org.kaylescourseware.site;

import java.time.Duration;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;

/** Opening a page of the built course in a browser test and waiting until its scripts have run. */
final class BrowserPages {

    private BrowserPages() {
    }

    /** Opens {@code url} and waits (at most 20 s) until the page script has rendered every formula. */
    static void open(WebDriver browser, String url) throws InterruptedException {
        browser.get(url);
        JavascriptExecutor page = (JavascriptExecutor) browser;
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (!Boolean.TRUE.equals(page.executeScript("return document.readyState === 'complete' && "
                + "document.querySelectorAll('.math-inline .katex, .math-display .katex').length"
                + " === document.querySelectorAll('.math-inline, .math-display').length")) && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
    }
}
