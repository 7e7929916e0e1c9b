package org.kaylescourseware.site.lessons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.site.CourseBuild;

/**
 * One citation system (issue 29, point 3 of the second reading): where a page names a source's numbered result, the
 * course's number comes first and the source's beside it, "Theorem 3.27 (Spindler's Theorem 5)", in the prose, the
 * check boxes, the tables the solver writes and the exercises. Read on the built pages: each course number named
 * beside a source's must be the block whose {@code source=} gives that result, and no source's number stands alone,
 * named ("Spindler's Theorem 5") or bare ("Theorem 5" in a check box of the misère Nim page); an erratum speaking of
 * the source's own statement says "as stated" or "as printed".
 */
class CitationsTest {

    static final List<String> LESSONS = List.of("misere-nim", "partizan-kayles");
    static final String KIND = "(Definition|Lemma|Theorem|Corollary|Proposition)";
    /** A source's result, as the pages write it. */
    static final Pattern SOURCE = Pattern.compile("(?:(Spindler|Milley)'s )?" + KIND + " (\\d+)(?![.\\d])");
    /** The course's number first, the source's beside it. */
    static final Pattern PAIRED = Pattern.compile(KIND + " (\\d+\\.\\d+)(?: \\(|, )(Spindler|Milley)'s " + KIND + " (\\d+)");

    static final List<Document> PAGES = new ArrayList<>();

    @BeforeAll
    static void read() throws IOException {
        Path site = CourseBuild.site();
        for (String lesson : LESSONS) {
            PAGES.add(Jsoup.parse(site.resolve("lessons/" + lesson + ".html").toFile(), "UTF-8"));
        }
    }

    /** The text a reader sees, block titles (which name the source in their own form) left out. */
    static String text(Document page) {
        Document copy = page.clone();
        copy.select(".block-head, h2, h3, h4, nav, header, footer, .katex").remove();
        return copy.body().text();
    }

    /**
     * A citation in a drawing stays text: the outcome chart's cell titles got links, which an SVG title cannot hold and
     * which made the chart a control with focusable parts (axe: nested-interactive).
     */
    @Test
    void noCitationIsALinkInsideADrawingOrAControl() {
        for (Document page : PAGES) {
            assertEquals(List.of(), page.select("svg a, summary a, button a, label a").stream().map(e -> e.outerHtml()).toList(), page.title());
        }
        Document partizan = PAGES.get(LESSONS.indexOf("partizan-kayles"));
        assertTrue(partizan.select("svg.outcome-grid title").text().contains("Theorem 5.26 (Milley's Theorem 3)"), "cited as text");
    }

    @Test
    void everySourcesResultIsCitedByTheCoursesNumberFirst() {
        List<String> alone = new ArrayList<>();
        int paired = 0;
        for (Document page : PAGES) {
            String text = text(page);
            Matcher m = SOURCE.matcher(text);
            while (m.find()) {
                String before = text.substring(Math.max(0, m.start() - 20), m.start());
                String after = text.substring(m.end(), Math.min(text.length(), m.end() + 12));
                if (before.matches(".*" + KIND + " \\d+\\.\\d+(?: \\(|, )$") && m.group(1) != null) {
                    paired++;
                } else if (!after.matches("^,? as (stated|printed).*")) {
                    alone.add(page.title() + ": …" + before + m.group() + after + "…");
                }
            }
        }
        assertEquals(List.of(), alone, "a source's number without the course's");
        assertTrue(paired >= 20, "citations read: " + paired);
    }

    @Test
    void theCoursesNumberBesideASourcesIsTheBlockThatStatesIt() {
        List<String> wrong = new ArrayList<>();
        int checked = 0;
        for (Document page : PAGES) {
            Matcher m = PAIRED.matcher(text(page));
            while (m.find()) {
                checked++;
                String source = m.group(3) + ", " + m.group(4) + " " + m.group(5);
                String label = m.group(1) + " " + m.group(2);
                Element name = page.select(".block-head .block-name").stream().filter(e -> e.text().equals(label)).findFirst()
                        .orElse(null);
                String named = name == null ? "no such block" : name.parent().select(".block-source").text();
                if (!named.equals("(" + source + ")") && !named.startsWith("(" + source + " (") && !named.startsWith("(" + source + ";")) {
                    wrong.add(m.group() + " (" + label + ": " + named + ")");
                }
            }
        }
        assertEquals(List.of(), wrong);
        assertTrue(checked >= 20, "pairs checked: " + checked);
    }
}
