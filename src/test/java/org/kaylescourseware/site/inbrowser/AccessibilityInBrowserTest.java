package org.kaylescourseware.site.inbrowser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.kaylescourseware.browser.Chromium;
import org.kaylescourseware.site.CourseBuild;

/**
 * axe-core finds no violation of WCAG 2.0, 2.1 or 2.2 A/AA or of its best practices on any page of the built
 * course, with every fold ({@code <details>}: hints, solutions, proofs) open and every part laid out, in the light palette
 * and in the dark one (prefers-color-scheme emulated), as {@link AccessibilityAudit} checks a page. The dark palette changes
 * colours and nothing else ({@link #theDarkPaletteChangesNothingButColours}), so there only the rules that read colours are
 * run again. Each page and palette is a test of its own, so a failure names the page and lists each rule broken with the
 * first elements that break it. The whole course on one page, {@value #WHOLE_COURSE}, is checked by
 * WholeCourseAccessibilityInBrowserTest in a browser of its own, beside these: it takes as long as all the others together.
 */
class AccessibilityInBrowserTest {

    /** The whole course on one page (site.pages.WholeCoursePage), which WholeCourseAccessibilityInBrowserTest checks. */
    static final String WHOLE_COURSE = "course.html";

    @RegisterExtension
    static final Chromium CHROMIUM = Chromium.window(1280, 1000);

    private static Path site;
    private static AccessibilityAudit audit;

    @BeforeAll
    static void openBrowser() {
        site = CourseBuild.site();
        audit = new AccessibilityAudit(CHROMIUM, site);
    }

    @TestFactory
    Stream<DynamicTest> everyPageInBothPalettesHasNoViolation() throws IOException {
        List<Path> pages;
        try (Stream<Path> files = Files.walk(site)) {
            pages = files.filter(f -> f.toString().endsWith(".html")).sorted().toList();
        }
        assertTrue(pages.size() >= 13, "the course's pages: " + pages);
        assertTrue(pages.contains(site.resolve(WHOLE_COURSE)), "the whole course is a page of the site: " + pages);
        List<DynamicTest> tests = new ArrayList<>();
        for (Path page : pages) {
            if (page.equals(site.resolve(WHOLE_COURSE))) {
                continue;
            }
            for (String scheme : List.of("light", "dark")) {
                tests.add(DynamicTest.dynamicTest(site.relativize(page) + " (" + scheme + ")", () -> audit.check(page, scheme)));
            }
        }
        return tests.stream();
    }

    /**
     * What the palette may change: a colour, as the value of a custom property ({@code --text: light-dark(…)}); the
     * chosen theme sets only {@code color-scheme}; no style sheet asks for the palette in a media query and no
     * script reads it. A rule that did more would need every axe rule in the dark palette too.
     */
    @Test
    void theDarkPaletteChangesNothingButColours() throws IOException {
        Path assets = CourseBuild.PROJECT.resolve("templates/assets");
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(assets)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".css") || f.toString().endsWith(".js")).toList()) {
                String text = Files.readString(file).replaceAll("(?s)/\\*.*?\\*/", "");
                if (text.contains("prefers-color-scheme")) {
                    found.add(assets.relativize(file) + ": asks for the palette");
                }
                Matcher theme = Pattern.compile("\\[data-theme[^{]*\\{([^}]*)\\}").matcher(text);
                while (theme.find()) {
                    if (!theme.group(1).trim().matches("color-scheme: (light|dark);")) {
                        found.add(assets.relativize(file) + ": a theme sets " + theme.group(1).trim());
                    }
                }
                for (String line : text.split("\n")) {
                    if (line.contains("light-dark(") && !line.trim().matches("(:root \\{ )?--[a-z0-9-]+: .*")) {
                        found.add(assets.relativize(file) + ": light-dark outside a custom property: " + line.trim());
                    }
                }
            }
        }
        assertEquals(List.of(), found);
    }
}
