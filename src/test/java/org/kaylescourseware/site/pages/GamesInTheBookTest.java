package org.kaylescourseware.site.pages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.site.CourseBuild;

/**
 * The games' pages belong to the book: every page lists them in its header, each has a window title
 * with the course's name and, where the game is played on rows of tokens, the board; each lesson
 * links to the games its directives and facts compute with; the site map lists every page; every
 * page has the favicon.
 */
class GamesInTheBookTest {

    private static final String COURSE = "Kayles and its relatives";
    private static Path site;
    private static List<Path> pages;
    private static List<String> gameIds;

    @BeforeAll
    static void read() throws IOException {
        site = CourseBuild.site();
        try (Stream<Path> files = Files.walk(site)) {
            pages = files.filter(f -> f.toString().endsWith(".html") && !f.endsWith("404.html")).sorted().toList();
        }
        try (Stream<Path> files = Files.list(CourseBuild.PROJECT.resolve("content/games"))) {
            gameIds = files.map(f -> f.getFileName().toString().replaceFirst("\\.ya?ml$", "")).sorted().toList();
        }
    }

    private static Document parse(Path page) throws IOException {
        return Jsoup.parse(page.toFile(), "UTF-8");
    }

    @Test
    void everyPageListsEveryGameInItsHeaderAndNamesTheCourseInItsTitle() throws IOException {
        for (Path page : pages) {
            Document document = parse(page);
            String name = site.relativize(page).toString();
            Set<String> listed = new TreeSet<>();
            document.select(".site-games a").forEach(a -> listed.add(a.attr("href").replaceAll(".*/|\\.html$", "")));
            assertEquals(new TreeSet<>(gameIds), listed, name + " lists every game");
            assertTrue(document.title().endsWith(COURSE), name + ": " + document.title());
            assertTrue(Files.isRegularFile(page.getParent().resolve(document.selectFirst("link[rel=icon]").attr("href"))
                    .normalize()), name + " has the favicon");
            if (name.startsWith("games/")) {
                assertTrue(document.selectFirst(".site-games a[aria-current=page]").attr("href").endsWith(name),
                        "the game's own page is marked in the header");
                assertTrue(document.title().startsWith(document.selectFirst("h1").text() + " · "), document.title());
            }
        }
    }

    @Test
    void gamesPlayedOnRowsOfTokensHaveTheBoard() throws IOException {
        for (String id : gameIds) {
            String rules = Files.readString(CourseBuild.PROJECT.resolve("content/games/" + id + ".yaml"));
            Matcher rule = Pattern.compile("(?m)^rule:\\s*(\\S+)").matcher(rules);
            assertTrue(rule.find(), id);
            // an octal code 0.ddd takes tokens from rows; Nim's heaps and 4.x's pure splits are not played on the board
            boolean playable = rule.group(1).startsWith("0.");
            Document page = parse(site.resolve("games/" + id + ".html"));
            assertEquals(playable, page.selectFirst(".kayles-board") != null, id + " (" + rule.group(1) + ") has the board");
        }
    }

    @Test
    void eachLessonLinksToTheGamesItsDirectivesUse() throws IOException {
        Pattern game = Pattern.compile("\\bgame=([a-z0-9-]+)");
        try (Stream<Path> lessons = Files.list(CourseBuild.PROJECT.resolve("content/lessons"))) {
            for (Path source : lessons.filter(f -> f.toString().endsWith(".md")).toList()) {
                Set<String> written = new TreeSet<>();
                Matcher found = game.matcher(Files.readString(source));
                while (found.find()) {
                    written.add(found.group(1));
                }
                Document page = parse(site.resolve("lessons/" + source.getFileName().toString().replace(".md", ".html")));
                Set<String> linked = new TreeSet<>();
                page.select(".lesson-games a").forEach(a -> linked.add(a.attr("href").replaceAll(".*/|\\.html$", "")));
                assertEquals(written, linked, source.getFileName() + ": the games in this lesson");
            }
        }
    }

    @Test
    void siteMapListsEveryLessonAndGame() throws IOException {
        Document map = parse(site.resolve(BookPages.SITE_MAP));
        Set<String> linked = new TreeSet<>();
        map.select("main a").forEach(a -> linked.add(a.attr("href").replaceAll("#.*", "")));
        for (Path page : pages) {
            String name = site.relativize(page).toString();
            if (name.startsWith("lessons/") || name.startsWith("games/")) {
                assertTrue(linked.contains(name), "the site map lists " + name);
            }
        }
        assertFalse(map.select(".map-lessons ul a").isEmpty(), "with the lessons' sections");
    }
}
