package org.kaylescourseware.browser;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * The one way the browser tests start Chromium: Debian's {@code chromium} and {@code chromium-driver}
 * (which {@code .ci/run} installs), headless, with the flags that work on these machines and no
 * network of its own. The driver's path is given explicitly, so Selenium Manager never looks for a
 * driver online.
 */
public final class HeadlessChromium {

    public static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    public static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
    public static final String NOT_INSTALLED = "browser test skipped: it needs Debian's chromium and chromium-driver at "
            + CHROMIUM + " and " + CHROMEDRIVER + " (apt-get install -y chromium chromium-driver; .ci/run does it)";

    /** Selenium's own logger, kept to severe messages (it warns about CDP versions it does not bundle). */
    private static final Logger SELENIUM = Logger.getLogger("org.openqa.selenium");

    private HeadlessChromium() {
    }

    public static boolean isInstalled() {
        return Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER);
    }

    /** Skips the calling test (class), saying why, when Chromium or its driver is not installed. */
    public static void assumeInstalled() {
        Assumptions.assumeTrue(isInstalled(), NOT_INSTALLED);
    }

    /** Starts a headless Chromium with a window of {@code width} × {@code height} pixels. */
    public static ChromeDriver start(int width, int height) {
        SELENIUM.setLevel(Level.SEVERE);
        System.setProperty(ChromeDriverService.CHROME_DRIVER_EXE_PROPERTY, CHROMEDRIVER.toString());
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--window-size=" + width + "," + height);
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(CHROMEDRIVER.toFile()).build();
        return new ChromeDriver(service, options);
    }
}
