package org.kaylescourseware.site.pages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.site.CourseBuild;

/**
 * The built course's blocks and references, read from every page: each lesson's blocks are
 * numbered in one sequence from the lesson's number, and every reference, glossary link and proof
 * header leads to a block that is there, on the page it names. The whole course on one page
 * ({@code course.html}) is read chapter by chapter: its ids carry the lesson's name
 * ({@code kayles--nim-game}), its knowls the block's own id.
 */
class BookCrossReferencesTest {

    private static final Pattern NAME = Pattern.compile("([A-Z][a-z]+) (\\d+)\\.(\\d+)");

    static Path site;
    static List<Path> pages;
    /**
     * Each page as parsed, once for the class: a reference is checked on the page it leads to, and most lead into
     * course.html (8 MB), which was parsed again for every link, most of the class's time. The tests only read them.
     */
    private static final Map<Path, Document> PARSED = new HashMap<>();

    @BeforeAll
    static void readSite() throws IOException {
        site = CourseBuild.site();
        try (Stream<Path> files = Files.walk(site)) {
            pages = files.filter(f -> f.toString().endsWith(".html")).sorted().toList();
        }
    }

    @AfterAll
    static void forgetPages() {
        PARSED.clear();
    }

    private static Document read(Path page) throws IOException {
        Document document = PARSED.get(page);
        if (document == null) {
            document = Jsoup.parse(page.toFile(), "UTF-8");
            PARSED.put(page, document);
        }
        return document;
    }

    @Test
    void blocksAreNumberedInOneSequenceFromTheLessonsNumber() throws IOException {
        int blocks = 0;
        for (Path page : pages) {
            Document document = read(page);
            for (Element lessonPart : isWholeCourse(page) ? document.select("section.chapter") : List.of(document)) {
                blocks += checkNumbering(page, lessonPart);
            }
        }
        assertTrue(blocks > 0, "the course has numbered blocks");
    }

    private static boolean isWholeCourse(Path page) {
        return site.relativize(page).toString().equals(WholeCoursePage.PAGE);
    }

    /** A block's id as its lesson has it: on the whole-course page, without the lesson's name. */
    private static String ownId(Path page, String id) {
        return isWholeCourse(page) ? id.substring(id.indexOf("--") + 2) : id;
    }

    /** Checks the numbering of the blocks of {@code lessonPart} (a lesson); returns how many blocks it has. */
    private static int checkNumbering(Path page, Element lessonPart) {
        int blocks = 0;
        Element lessonNumber = lessonPart.selectFirst(".lesson-number");
        if (lessonNumber == null || !lessonNumber.text().startsWith("Lesson ")) {
            return 0;
        }
        String lesson = lessonNumber.text().substring("Lesson ".length());
        int expected = 1;
        for (Element name : lessonPart.select("article.block:not(.block-proof) > .block-head > .block-name")) {
            Matcher matcher = NAME.matcher(name.text());
            assertTrue(matcher.matches(), page + ": a block named '" + name.text() + "'");
            assertEquals(lesson + "." + expected, matcher.group(2) + "." + matcher.group(3), page + ": " + name.text());
            assertEquals(name.closest("article").className(), "block block-" + matcher.group(1).toLowerCase(java.util.Locale.ROOT),
                    page + ": the block's kind is its name's");
            expected++;
            blocks++;
        }
        return blocks;
    }

    @Test
    void everyReferenceAndGlossaryLinkLeadsToItsBlock() throws IOException {
        List<String> links = new ArrayList<>();
        for (Path page : pages) {
            for (Element link : read(page).select("a.xref, a.glossary-link")) {
                String href = link.attr("href");
                int hash = href.indexOf('#');
                assertTrue(hash >= 0, page + ": " + link.outerHtml() + " links to a block");
                Path target = hash == 0 ? page : page.resolveSibling(href.substring(0, hash)).normalize();
                String id = href.substring(hash + 1);
                assertTrue(Files.exists(target), page + ": " + href + " leads to a page that is not there");
                Element block = read(target).getElementById(id);
                assertTrue(block != null && block.is("article.block"), page + ": " + href + " leads to no block");
                if (link.hasClass("xref")) {
                    assertEquals(ownId(page, id), link.attr("data-knowl"), page + ": the knowl of " + href);
                }
                links.add(site.relativize(page) + " → " + href);
            }
        }
        assertTrue(links.stream().anyMatch(l -> l.startsWith("glossary.html")), "the glossary links to blocks: " + links);
        assertTrue(links.stream().anyMatch(l -> l.startsWith("lessons/")), "the lessons refer to blocks: " + links);
    }

    @Test
    void theSearchIndexHoldsEveryBlockAndEveryLesson() throws IOException {
        String search = Files.readString(site.resolve("js/search-data.js"));
        assertTrue(search.startsWith("window.kaylesSearchData = ["), "a script, loadable from file://");
        for (Path page : pages) {
            Document document = read(page);
            for (Element block : document.select("article.block[id]")) {
                assertTrue(search.contains("#" + ownId(page, block.id()) + "\""), page + ": the search entry of " + block.id());
            }
            Element lessonNumber = document.selectFirst(".lesson-number");
            if (lessonNumber != null && lessonNumber.text().startsWith("Lesson ") && !isWholeCourse(page)) {
                assertTrue(search.contains("\"kind\":\"" + lessonNumber.text() + "\",\"title\":\""), page + " is searchable");
            }
        }
    }

    /** A page's knowls (js/knowls/ and its path) hold the blocks its links open, those their links open, and no other. */
    @Test
    void eachPageLoadsTheKnowlsOfTheBlocksItLinksToAndNoOthers() throws IOException {
        Map<String, String> blockClass = new HashMap<>();
        for (Path page : pages) {
            read(page).select("article.block[id]").forEach(block -> blockClass.put(ownId(page, block.id()), block.className()));
        }
        int files = 0;
        for (Path page : pages) {
            Set<String> linked = new HashSet<>(read(page).select("a.xref[data-knowl]").eachAttr("data-knowl"));
            Path data = site.resolve("js/knowls").resolve(site.relativize(page).toString().replaceFirst("\\.html$", ".js"));
            assertEquals(!linked.isEmpty(), Files.isRegularFile(data), page + ": knowls exactly when it links to blocks");
            if (linked.isEmpty()) {
                continue;
            }
            files++;
            String script = Files.readString(data);
            assertTrue(script.startsWith("window.kaylesKnowls = {") && script.endsWith("};\n"), "a script, loadable from file://");
            JsonNode knowls = new ObjectMapper().readTree(script.substring("window.kaylesKnowls = ".length(), script.length() - 2));
            Set<String> reachable = new HashSet<>(linked);
            knowls.fields().forEachRemaining(knowl -> reachable.addAll(Jsoup.parseBodyFragment(knowl.getValue().asText())
                    .select("a.xref[data-knowl]").eachAttr("data-knowl")));
            for (String id : linked) {
                assertTrue(knowls.has(id) && knowls.get(id).asText().startsWith("<article class=\"" + blockClass.get(id) + "\""),
                        page + ": the knowl of " + id);
            }
            knowls.fieldNames().forEachRemaining(id -> assertTrue(reachable.contains(id), page + " loads " + id + ", which it never opens"));
            assertFalse(script.contains(" id=\\\""), "a knowl repeats no id of its page");
        }
        assertTrue(files > 5, "the lessons, course.html and the glossary link to blocks: " + files);
    }
}
