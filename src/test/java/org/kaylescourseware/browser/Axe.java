package org.kaylescourseware.browser;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;

/**
 * Deque's axe-core accessibility engine, run inside the page a browser test has open. The script is
 * pinned: axe-core 4.14.1 from npm (MPL-2.0, its licence beside it in src/test/resources/axe-core/),
 * injected from the test's class path, so nothing is fetched and the site never ships it.
 */
public final class Axe {

    /**
     * The rules the course holds itself to: WCAG 2.0, 2.1 and 2.2 A and AA (2.2 adds the size of a target, 2.5.8), and
     * Deque's best practices.
     */
    public static final List<String> TAGS = List.of("wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice");

    /**
     * The rules whose verdict depends on the colours of a page: what the dark palette can change, as it changes
     * nothing but colours (AccessibilityInBrowserTest holds the style sheets to that).
     */
    public static final List<String> COLOUR_RULES = List.of("color-contrast", "link-in-text-block");

    private static final String SCRIPT = read("/axe-core/axe.min.js");

    private Axe() {
    }

    /**
     * Runs axe on the page {@code browser} shows now and returns its violations, one line each:
     * the rule, how many elements break it, what it asks, and the first elements (CSS selectors)
     * with axe's explanation, e.g. a contrast ratio and the colours measured.
     */
    public static List<String> violations(WebDriver browser) {
        return violations(browser, "tag", TAGS);
    }

    /** The violations of {@code rules} alone (axe's rule ids, e.g. {@link #COLOUR_RULES}), one line each as {@link #violations(WebDriver)}. */
    public static List<String> violationsOf(WebDriver browser, List<String> rules) {
        return violations(browser, "rule", rules);
    }

    private static List<String> violations(WebDriver browser, String selectedBy, List<String> selection) {
        JavascriptExecutor page = (JavascriptExecutor) browser;
        page.executeScript(SCRIPT);
        Object result = page.executeAsyncScript("const done = arguments[arguments.length - 1];"
                + "axe.run(document, {runOnly: {type: arguments[0], values: arguments[1]}, resultTypes: ['violations']})"
                + ".then(r => done(r.violations.map(v => ({id: v.id, help: v.help, nodes: v.nodes.map(n =>"
                + " n.target.join(' ') + ': ' + (n.failureSummary || '').replace(/\\s+/g, ' '))}))))"
                + ".catch(e => done([{id: 'axe-error', help: String(e), nodes: []}]));", selectedBy, selection);
        List<String> lines = new ArrayList<>();
        for (Object item : (List<?>) result) {
            Map<?, ?> violation = (Map<?, ?>) item;
            List<?> nodes = (List<?>) violation.get("nodes");
            lines.add(violation.get("id") + " (" + nodes.size() + "): " + violation.get("help") + "; "
                    + String.join(" | ", nodes.stream().limit(3).map(String::valueOf).toList()));
        }
        return lines;
    }

    /** How many elements break a rule, over every violation {@link #violations} reported. */
    public static int elements(List<String> violations) {
        return violations.stream().mapToInt(v -> Integer.parseInt(v.substring(v.indexOf('(') + 1, v.indexOf(')')))).sum();
    }

    private static String read(String resource) {
        try (InputStream in = Axe.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing test resource " + resource);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
