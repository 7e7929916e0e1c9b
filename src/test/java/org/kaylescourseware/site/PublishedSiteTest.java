package org.kaylescourseware.site;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import nu.validator.validation.SimpleDocumentValidator;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.xml.sax.ErrorHandler;
import org.xml.sax.SAXParseException;

/** Every page of the baked course: valid HTML, links and assets that resolve, accessible tables. */
class PublishedSiteTest {

    static Path site;
    static Map<Path, Document> pages = new LinkedHashMap<>();
    /** The ids of each page, read once: a fragment is looked up among them (a search of the page per link took minutes). */
    static Map<Path, Set<String>> ids = new HashMap<>();

    @BeforeAll
    static void bake() throws IOException {
        site = CourseBuild.site();
        try (Stream<Path> files = Files.walk(site)) {
            for (Path page : files.filter(f -> f.toString().endsWith(".html")).sorted().toList()) {
                Document document = Jsoup.parse(page.toFile(), "UTF-8");
                pages.put(page, document);
                ids.put(page, document.select("[id]").stream().map(Element::id).collect(Collectors.toSet()));
            }
        }
    }

    @Test
    void homePageAndLessonArePublished() {
        assertTrue(pages.containsKey(site.resolve("index.html")));
        assertTrue(pages.containsKey(site.resolve("lessons/kayles.html")));
        Document home = pages.get(site.resolve("index.html"));
        assertEquals("lessons/kayles.html", home.selectFirst(".lesson-list a").attr("href"));
    }

    @Test
    void everyInternalLinkAndAssetReferenceResolves() {
        List<String> broken = new ArrayList<>();
        pages.forEach((page, document) -> {
            for (Element element : document.select("a[href], link[href], script[src], img[src]")) {
                String reference = element.hasAttr("href") ? element.attr("href") : element.attr("src");
                // a reference's DOI or URL is where to read the source, not a part of the site: the one outward link allowed
                if (element.is("a.reference-link") && reference.startsWith("https://")) {
                    continue;
                }
                String problem = check(page, reference);
                if (problem != null) {
                    broken.add(site.relativize(page) + ": " + reference + " (" + problem + ")");
                }
            }
        });
        assertEquals(List.of(), broken);
    }

    /** Null when {@code reference} from {@code page} resolves to a file (and its fragment to an id). */
    private static String check(Path page, String reference) {
        URI uri = URI.create(reference);
        if (uri.getScheme() != null) {
            return "external: the site must work offline";
        }
        // a path from the root ("/css/site.css", in the not-found page serve shows at any address) starts at the site
        Path target = uri.getPath().isEmpty() ? page : uri.getPath().startsWith("/")
                ? site.resolve(uri.getPath().substring(1)).normalize() : page.getParent().resolve(uri.getPath()).normalize();
        if (!target.startsWith(site) || !Files.isRegularFile(target)) {
            return "no such file";
        }
        if (uri.getFragment() != null && target.toString().endsWith(".html")) {
            if (!ids.get(target).contains(uri.getFragment())) {
                return "no element with id " + uri.getFragment();
            }
        }
        return null;
    }

    @Test
    void everyPageIsValidHtmlByTheNuChecker() throws Exception {
        assertEquals(List.of(), nuErrors(List.copyOf(pages.keySet())));
    }

    @Test
    void nuCheckerRejectsAnInvalidPage() throws Exception {
        Path bad = CourseBuild.freshFolder("invalid").resolve("bad.html");
        Files.writeString(bad, "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"></head>"
                + "<body><table><tr><th scope=\"sideways\">x</th></tr></table></body></html>");
        List<String> errors = nuErrors(List.of(bad));
        assertTrue(errors.stream().anyMatch(e -> e.contains("title")), "a head without title is reported: " + errors);
        assertTrue(errors.stream().anyMatch(e -> e.contains("scope")), "a bad scope value is reported: " + errors);
    }

    /** The errors (not warnings) the Nu HTML checker finds in {@code files}. */
    static List<String> nuErrors(List<Path> files) throws Exception {
        List<String> errors = new ArrayList<>();
        ErrorHandler collect = new ErrorHandler() {
            @Override
            public void warning(SAXParseException e) {
            }

            @Override
            public void error(SAXParseException e) {
                errors.add(e.getSystemId() + ":" + e.getLineNumber() + ": " + e.getMessage());
            }

            @Override
            public void fatalError(SAXParseException e) {
                error(e);
            }
        };
        SimpleDocumentValidator validator = new SimpleDocumentValidator(true, false, false);
        validator.setUpMainSchema("http://s.validator.nu/html5-all.rnc", collect);
        validator.setUpValidatorAndParsers(collect, false, false);
        for (Path file : files) {
            validator.checkHtmlFile(file.toFile(), true);
        }
        return errors;
    }

    @Test
    void everyTableHasACaptionAndScopedHeaderCells() {
        pages.forEach((page, document) -> {
            for (Element table : document.select("table")) {
                Element caption = table.selectFirst("caption");
                assertTrue(caption != null && !caption.text().isBlank(), site.relativize(page) + ": table without caption");
                assertFalse(table.select("thead th").isEmpty(), "column headers in " + caption.text());
                for (Element th : table.select("th")) {
                    assertTrue(th.attr("scope").equals("col") || th.attr("scope").equals("row"),
                            "th without scope in " + caption.text() + ": " + th);
                }
            }
        });
    }

    @Test
    void headingsDescendOneLevelAtATime() {
        pages.forEach((page, document) -> {
            int level = 0;
            for (Element heading : document.select("h1, h2, h3, h4, h5, h6")) {
                int next = heading.tagName().charAt(1) - '0';
                assertTrue(next <= level + 1, site.relativize(page) + ": " + heading.tagName() + " '" + heading.text()
                        + "' follows h" + level);
                level = next;
            }
            assertEquals(1, document.select("h1").size(), "one h1 per page");
        });
    }

    @Test
    void pagesHaveNoInlineStylesAndLoadLocalKatexStylesOnlyWhereTheyHaveMath() {
        pages.forEach((page, document) -> {
            String name = site.relativize(page).toString();
            assertTrue(document.select("[style]").stream().allMatch(e -> e.closest(".katex") != null),
                    name + " has inline styles (other than the sizes in KaTeX's typeset math)");
            assertTrue(document.select("style").isEmpty(), name + " has a style element");
            assertTrue(document.select("script[src*=katex.min.js], script[src$=math.js]").isEmpty(), name + ": math is typeset already");
            boolean math = !document.select(".math-inline, .math-display").isEmpty();
            assertEquals(math ? List.of("katex/katex.min.css") : List.of(), document.select("link[href*=katex]").eachAttr("href").stream()
                    .map(href -> href.replaceFirst("^(\\.\\./)+", "")).toList(), name);
            assertEquals(math ? List.of("katex/contrib/copy-tex.min.js") : List.of(), document.select("script[src*=katex]").eachAttr("src")
                    .stream().map(src -> src.replaceFirst("^(\\.\\./)+", "")).toList(), name + ": copying a formula copies its TeX");
        });
        for (String page : List.of("index.html", "sitemap.html", "references.html")) {
            assertTrue(pages.get(site.resolve(page)).select("link[href*=katex], script[src*=katex]").isEmpty(), page + " has no math");
        }
        assertTrue(Files.isRegularFile(site.resolve("katex/fonts/KaTeX_Main-Regular.woff2")), "KaTeX fonts are bundled");
        assertTrue(Files.isRegularFile(site.resolve("katex/contrib/copy-tex.min.js")));
        assertFalse(Files.exists(site.resolve("katex/katex.min.js")), "the pages need KaTeX's style, not its script");
        Document lesson = pages.get(site.resolve("lessons/kayles.html"));
        assertFalse(lesson.select(".math-inline").isEmpty());
        assertFalse(lesson.select(".math-display").isEmpty());
    }
}
