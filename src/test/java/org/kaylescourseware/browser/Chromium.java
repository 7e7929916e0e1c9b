package org.kaylescourseware.browser;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.print.PageSize;
import org.openqa.selenium.remote.http.ClientConfig;

/**
 * The one way the browser tests get a browser, as a JUnit 5 extension: a test class registers
 * <pre>
 * &#64;RegisterExtension
 * static final Chromium CHROMIUM = Chromium.window(1280, 1600);
 * </pre>
 * and uses {@link #driver()}. It starts Debian's {@code chromium} with {@code chromium-driver}
 * (which {@code .ci/run} installs) headless, before the class's tests, with the flags that work on
 * these machines and no network of its own, and quits it after them. The driver's path is given
 * explicitly, so Selenium Manager never looks for a driver online. Where Chromium is missing the
 * tests fail, never skip: the message says how to install it.
 */
public final class Chromium implements BeforeAllCallback, AfterAllCallback {

    public static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    public static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");

    /** How long a page may take to typeset its formulas. */
    private static final Duration TYPESETTING = Duration.ofSeconds(20);

    /** Selenium's own logger, kept to severe messages (it warns about CDP versions it does not bundle). */
    private static final Logger SELENIUM = Logger.getLogger("org.openqa.selenium");

    private final Path chromium;
    private final Path chromedriver;
    private final int width;
    private final int height;
    private ChromeDriver driver;

    Chromium(Path chromium, Path chromedriver, int width, int height) {
        this.chromium = chromium;
        this.chromedriver = chromedriver;
        this.width = width;
        this.height = height;
    }

    /** Chromium with a window of {@code width} × {@code height} pixels. */
    public static Chromium window(int width, int height) {
        return new Chromium(CHROMIUM, CHROMEDRIVER, width, height);
    }

    /** What a browser test says where Chromium is missing: what it needs, and how to install it. */
    String missing() {
        return "the browser tests need Debian's chromium and chromium-driver at " + chromium + " and " + chromedriver
                + ", and they are not there: install them with 'apt-get install -y chromium chromium-driver' (as root;"
                + " .ci/run does it)";
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        if (!Files.isExecutable(chromium) || !Files.isExecutable(chromedriver)) {
            throw new AssertionError(missing());
        }
        SELENIUM.setLevel(Level.SEVERE);
        ChromeOptions options = new ChromeOptions();
        options.setBinary(chromium.toFile());
        options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--window-size=" + width + "," + height);
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(chromedriver.toFile()).build();
        // axe over course.html (90,000 elements) can pass Selenium's default 3 minutes for one command on a busy machine
        driver = new ChromeDriver(service, options, ClientConfig.defaultConfig().readTimeout(Duration.ofMinutes(10)));
    }

    @Override
    public void afterAll(ExtensionContext context) {
        if (driver != null) {
            driver.quit();
            driver = null;
        }
    }

    /**
     * Opens {@code page} and waits, at most 20 s, until the page's script has typeset every formula
     * (each {@code .math-inline} and {@code .math-display} holds KaTeX's output).
     */
    public void openTypeset(Path page) throws InterruptedException {
        openTypeset(page.toUri().toString());
    }

    /** Opens the page at {@code url} (a served page, say) and waits as {@link #openTypeset(Path)} does. */
    public void openTypeset(String url) throws InterruptedException {
        driver().get(url);
        long deadline = System.nanoTime() + TYPESETTING.toNanos();
        while (!Boolean.TRUE.equals(driver().executeScript("return document.querySelectorAll('.math-inline .katex,"
                + " .math-display .katex').length === document.querySelectorAll('.math-inline, .math-display').length"))
                && System.nanoTime() < deadline) {
            Thread.sleep(100);
        }
    }

    /** Runs {@code javascript} in the page shown (its {@code arguments[i]} are {@code arguments}); what it returns. */
    public Object script(String javascript, Object... arguments) {
        return driver().executeScript(javascript, arguments);
    }

    /**
     * The page shown, printed to PDF on {@code size} paper with 1 cm margins, at its own scale and the page size its
     * style sheet asks for if any (WebDriver's print with shrinkToFit false). Sent to Chromium's DevTools directly:
     * chromedriver's print command gives Chromium 10 seconds, which a roster of sixty pages passes on a busy machine.
     */
    public byte[] printToPdf(PageSize size) {
        double cm = 1 / 2.54;
        Map<String, Object> printed = driver().executeCdpCommand("Page.printToPDF", Map.of("paperWidth", size.getWidth() * cm,
                "paperHeight", size.getHeight() * cm, "marginTop", cm, "marginBottom", cm, "marginLeft", cm, "marginRight", cm,
                "printBackground", false, "preferCSSPageSize", true, "scale", 1.0));
        return Base64.getDecoder().decode((String) printed.get("data"));
    }

    /** The browser of the running test class. */
    public ChromeDriver driver() {
        if (driver == null) {
            throw new IllegalStateException("Chromium starts before a class's tests: register it as a static"
                    + " @RegisterExtension field");
        }
        return driver;
    }
}
