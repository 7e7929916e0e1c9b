package org.kaylescourseware.site;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.browser.HeadlessChromium;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;

/** The copy button on a game page's command lines puts the commands on the clipboard, from file://. */
class CopyButtonInBrowserTest {

    @Test
    void copyButtonCopiesTheCommandLines() throws Exception {
        HeadlessChromium.assumeInstalled();
        String page = CourseBuild.site().resolve("games/kayles.html").toUri().toString();
        ChromeDriver browser = HeadlessChromium.start(1280, 900);
        try {
            browser.executeCdpCommand("Browser.grantPermissions", Map.of("permissions",
                    List.of("clipboardReadWrite", "clipboardSanitizedWrite")));
            BrowserPages.open(browser, page);
            String commands = browser.findElement(By.cssSelector(".code-copy pre > code")).getText();
            browser.findElement(By.cssSelector(".code-copy .copy-button")).click();
            long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
            while (!"Copied".equals(browser.findElement(By.cssSelector(".code-copy .copy-status")).getText())
                    && System.nanoTime() < deadline) {
                Thread.sleep(50);
            }
            assertEquals("Copied", browser.findElement(By.cssSelector(".code-copy .copy-status")).getText());
            browser.manage().timeouts().scriptTimeout(Duration.ofSeconds(10));
            Object copied = browser.executeAsyncScript("const done = arguments[arguments.length - 1];"
                    + " navigator.clipboard.readText().then(done, e => done('refused: ' + e))");
            assertEquals(commands.strip(), String.valueOf(copied).strip());
        } finally {
            browser.quit();
        }
    }
}
