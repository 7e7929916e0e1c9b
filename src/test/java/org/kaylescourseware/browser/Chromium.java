package org.kaylescourseware.browser;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.Map;
import java.util.concurrent.Semaphore;
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
 * (which {@code .ci/run} installs) headless, when the class first asks for it, with the flags that work on
 * these machines and no network of its own, and quits it after the class's tests. The driver's path is given
 * explicitly, so Selenium Manager never looks for a driver online. Where Chromium is missing the
 * tests fail, never skip: the message says how to install it.
 *
 * <p>At most {@value #AT_ONCE} browsers are open at once in a test JVM; a class that asks for one
 * more waits until another class has quit its own. The classes run side by side (junit-platform.properties), and
 * every thread that waits for a browser's answer lets JUnit start another class: up to 16 browsers were open at once,
 * most of them started before their class's {@code @BeforeAll} and left idle while it waited for the shared bake of
 * the course. A browser now starts when its class first needs it, after that wait, and never more than two cores use.
 */
public final class Chromium implements BeforeAllCallback, AfterAllCallback {

    public static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    public static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");

    /** How long a page may take to typeset its formulas. */
    private static final Duration TYPESETTING = Duration.ofSeconds(20);

    /** Selenium's own logger, kept to severe messages (it warns about CDP versions it does not bundle). */
    private static final Logger SELENIUM = Logger.getLogger("org.openqa.selenium");

    /** How many browsers may be open at once in the test JVM: the classes that run side by side (three) keep the two cores busy. */
    static final int AT_ONCE = 3;
    private static final Semaphore OPEN = new Semaphore(AT_ONCE, true);

    private final Path chromium;
    private final Path chromedriver;
    private final int width;
    private final int height;
    private ChromeDriver driver;
    /** Whether the class's tests are running (between beforeAll and afterAll): only then may it start a browser. */
    private boolean registered;

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
    public synchronized void beforeAll(ExtensionContext context) {
        if (!Files.isExecutable(chromium) || !Files.isExecutable(chromedriver)) {
            throw new AssertionError(missing());
        }
        registered = true;
    }

    /** Starts the browser, once there are fewer than {@link #AT_ONCE} open. */
    private void start() {
        OPEN.acquireUninterruptibly();
        SELENIUM.setLevel(Level.SEVERE);
        ChromeOptions options = new ChromeOptions();
        options.setBinary(chromium.toFile());
        options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--window-size=" + width + "," + height);
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(chromedriver.toFile()).build();
        try {
            // axe over course.html (90,000 elements) can pass Selenium's default 3 minutes for one command on a busy machine
            driver = new ChromeDriver(service, options, ClientConfig.defaultConfig().readTimeout(Duration.ofMinutes(10)));
        } catch (RuntimeException | Error e) {
            OPEN.release();
            throw e;
        }
    }

    @Override
    public synchronized void afterAll(ExtensionContext context) {
        registered = false;
        if (driver != null) {
            try {
                driver.quit();
            } finally {
                driver = null;
                OPEN.release();
            }
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

    /** The browser of the running test class, started at the first call. */
    public synchronized ChromeDriver driver() {
        if (!registered) {
            throw new IllegalStateException("Chromium is there for a class's tests: register it as a static"
                    + " @RegisterExtension field");
        }
        if (driver == null) {
            start();
        }
        return driver;
    }
}
