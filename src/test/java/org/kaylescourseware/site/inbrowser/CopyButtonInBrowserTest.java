package org.kaylescourseware.site.inbrowser;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.kaylescourseware.browser.Chromium;
import org.kaylescourseware.site.CourseBuild;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;

/** The copy button on a game page's command lines puts the commands on the clipboard, from file://. */
class CopyButtonInBrowserTest {

    @RegisterExtension
    static final Chromium CHROMIUM = Chromium.window(1280, 900);

    @Test
    void copyButtonCopiesTheCommandLines() throws Exception {
        ChromeDriver browser = CHROMIUM.driver();
        browser.executeCdpCommand("Browser.grantPermissions", Map.of("permissions",
                List.of("clipboardReadWrite", "clipboardSanitizedWrite")));
        CHROMIUM.openTypeset(CourseBuild.site().resolve("games/kayles.html"));
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
    }
}
