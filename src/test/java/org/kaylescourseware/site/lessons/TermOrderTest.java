package org.kaylescourseware.site.lessons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jsoup.select.NodeVisitor;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.site.CourseBuild;
import org.kaylescourseware.site.book.BlockAttributes;
import org.kaylescourseware.site.book.BlockDeclaration;
import org.kaylescourseware.site.book.BlockKind;
import org.kaylescourseware.site.book.BookPage;
import org.kaylescourseware.site.course.CourseOutline;
import org.kaylescourseware.site.course.Page;
import org.kaylescourseware.site.markdown.LessonMarkdown;
import org.kaylescourseware.site.source.SourceLocation;
import org.kaylescourseware.site.source.SourceText;

/**
 * Reads the lessons in their order, as a student does, and fails where a term that a definition
 * block defines ({@code term=}) is used before that block: earlier in the lesson or in an earlier
 * lesson. A use inside an explicit link ({{term}}, {{ref}}) is a forward link and allowed; other links
 * (to a lesson, to a source), headings, block titles and quotations are names, not uses.
 */
class TermOrderTest {

    /** What a reader reads, in order: the lessons' text, with where each definition block starts. */
    record Reading(String text, Map<String, Integer> blockStarts) {
    }

    /** A term and the definition that defines it. */
    record Term(String term, String definition, String lesson) {
    }

    static Reading reading;
    static List<Term> terms;

    @BeforeAll
    static void read() throws IOException {
        Path content = CourseBuild.PROJECT.resolve("content");
        CourseOutline outline = CourseOutline.read(content);
        StringBuilder text = new StringBuilder();
        Map<String, Integer> starts = new HashMap<>();
        terms = new ArrayList<>();
        for (Page lesson : outline.lessons()) {
            terms.addAll(definitions(lesson));
            Document page = Jsoup.parse(CourseBuild.site().resolve(lesson.uri()).toFile(), "UTF-8");
            walk(page.selectFirst(".lesson-body"), text, starts);
        }
        reading = new Reading(text.toString(), starts);
    }

    /** The terms the definition blocks of a lesson define, read from its Markdown as the build reads it. */
    static List<Term> definitions(Page lesson) {
        String source = SourceText.read(lesson.source());
        String body = String.join("\n", source.lines().skip(lesson.bodyLine() - 1).toList());
        BookPage page = new BookPage(lesson.source(), lesson.uri(), lesson.title(), Integer.toString(lesson.order()));
        List<Term> found = new ArrayList<>();
        for (BlockDeclaration block : LessonMarkdown.blocks(page, body, new SourceLocation(lesson.source(),
                lesson.bodyLine())).blocks()) {
            if (block.kind().equals("definition")) {
                BlockAttributes attributes = BlockAttributes.parse(BlockKind.DEFINITION, block.attributes(), block.location());
                attributes.terms().forEach(t -> found.add(new Term(t, attributes.id(), lesson.uri())));
            }
        }
        return found;
    }

    /** Appends the text a reader reads under {@code root}, noting where each block starts. */
    static void walk(Element root, StringBuilder text, Map<String, Integer> starts) {
        root.traverse(new NodeVisitor() {
            int skipped = 0;

            @Override
            public void head(Node node, int depth) {
                if (node instanceof Element e) {
                    if (e.hasClass("block") && !e.id().isEmpty()) {
                        starts.putIfAbsent(e.id(), text.length());
                    }
                    if (isName(e)) {
                        skipped++;
                    }
                } else if (node instanceof TextNode t && skipped == 0) {
                    text.append(t.getWholeText()).append(' ');
                }
            }

            @Override
            public void tail(Node node, int depth) {
                if (node instanceof Element e && isName(e)) {
                    skipped--;
                }
            }
        });
        text.append('\n');
    }

    /** A link (to a block, a lesson or a source), a heading, a block's head, a quotation: a name, not a use. */
    static boolean isName(Element e) {
        return e.is("a, h1, h2, h3, h4, h5, h6, .block-head, blockquote, cite, q, script");
    }

    /** Where a term is first used in {@code text}, or −1. */
    static int firstUse(String term, String text) {
        String flags = Character.isLowerCase(term.charAt(0)) ? "(?i)" : "";
        Matcher m = Pattern.compile(flags + "(?<![\\p{L}\\p{N}-])" + Pattern.quote(term) + "(?:s|es)?(?![\\p{L}\\p{N}-])")
                .matcher(text);
        return m.find() ? m.start() : -1;
    }

    @Test
    void everyDefinedTermIsDefinedBeforeItsFirstUseOrLinkedForward() {
        assertTrue(terms.size() >= 20, "the lessons define their terms in definition blocks: " + terms);
        List<String> problems = new ArrayList<>();
        Map<String, Term> first = new LinkedHashMap<>();
        for (Term t : terms) {
            Term known = first.get(t.term());
            Integer start = reading.blockStarts().get(t.definition());
            if (known == null || start != null && start < reading.blockStarts().getOrDefault(known.definition(), Integer.MAX_VALUE)) {
                first.put(t.term(), t); // a term defined twice counts from its first definition
            }
        }
        for (Term t : first.values()) {
            Integer start = reading.blockStarts().get(t.definition());
            int use = firstUse(t.term(), reading.text());
            if (start != null && use >= 0 && use < start) {
                int from = Math.max(0, use - 70);
                problems.add("\"" + t.term() + "\" (defined in " + t.lesson() + "#" + t.definition() + ") is used before it: …"
                        + reading.text().substring(from, Math.min(reading.text().length(), use + 50)).replaceAll("\\s+", " ")
                        + "…");
            }
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void theFirstLessonDefinesTheTermsItOnceUsedBeforeTheSecondDefinedThem() {
        Map<String, String> where = new LinkedHashMap<>();
        terms.forEach(t -> where.putIfAbsent(t.term(), t.lesson()));
        for (String term : List.of("impartial", "Nim", "N-position", "P-position", "nim-sum")) {
            assertEquals("lessons/kayles.html", where.get(term), term + " is defined in lesson 1");
        }
    }

    @Test
    void theCheckFindsAUseBeforeTheDefinitionAndAcceptsALinkedOne() {
        Element body = Jsoup.parse("<div><p>A nim-sum is near.</p><article class=\"block\" id=\"d\">"
                + "<p class=\"block-head\">Definition 1.1 (nim-sum)</p><p>The nim-sum adds.</p></article></div>").body();
        StringBuilder text = new StringBuilder();
        Map<String, Integer> starts = new HashMap<>();
        walk(body.child(0), text, starts);
        assertTrue(firstUse("nim-sum", text.toString()) < starts.get("d"), "a use before the definition is found");
        Element linked = Jsoup.parse("<div><p>A <a class=\"xref\" href=\"#d\">nim-sum</a> is near.</p>"
                + "<article class=\"block\" id=\"d\"><p class=\"block-head\">Definition 1.1 (nim-sum)</p>"
                + "<p>The nim-sum adds.</p></article></div>").body();
        StringBuilder linkedText = new StringBuilder();
        Map<String, Integer> linkedStarts = new HashMap<>();
        walk(linked.child(0), linkedText, linkedStarts);
        assertFalse(firstUse("nim-sum", linkedText.toString()) < linkedStarts.get("d"), "a linked use is a forward link");
    }
}
