package org.kaylescourseware.site.markdown;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.claim.Erratum;
import org.kaylescourseware.site.CourseDirectives;
import org.kaylescourseware.site.book.BlockIndex;
import org.kaylescourseware.site.book.BookPage;
import org.kaylescourseware.site.book.PageBlocks;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.games.GameCatalog;
import org.kaylescourseware.site.render.PartialRenderer;
import org.kaylescourseware.site.source.SourceException;
import org.kaylescourseware.site.source.SourceLocation;
import org.kaylescourseware.site.source.SourceProblems;

/**
 * Spec examples for the course's Markdown, in the manner of flexmark's own spec files: Markdown in,
 * HTML out, side by side. Uses the real rule files and partials.
 */
class LessonMarkdownSpecTest {

    static final Path LESSON = Path.of("content/lessons/spec.md");
    /** The body of the spec lesson starts at line 10 of its file, after the JBake header. */
    static final SourceLocation BODY = new SourceLocation(LESSON, 10);

    SourceProblems problems;
    LessonMarkdown markdown;

    @BeforeEach
    void setUp() {
        problems = new SourceProblems();
        SolverSession solver = new SolverSession(GameCatalog.load(Path.of("content/games")), line -> { });
        ArtifactWriter writer = new ArtifactWriter(CourseDirectives.registry(), solver,
                new PartialRenderer(Path.of("templates")), problems);
        // a page of its own with no blocks: the index of a course that is just this page
        BlockIndex blocks = BlockIndex.of(List.of(new PageBlocks(new BookPage(LESSON, "lessons/spec.html", "Spec", "1"),
                List.of(), List.of())), problems);
        markdown = new LessonMarkdown(writer, blocks);
    }

    private String html(String text) {
        return markdown.render(text, BODY);
    }

    private List<String> problems() {
        return problems.sorted().stream().map(SourceException::getMessage).toList();
    }

    @Test
    void factInRunningTextBecomesItsComputedValue() {
        assertEquals("<p>Kayles has period 12 from 71.</p>\n",
                html("Kayles has period {{fact period game=kayles expect=12}} from {{fact preperiod game=kayles expect=71}}.\n"));
        assertEquals(List.of(), problems());
    }

    @Test
    void factInsideCodeIsLeftAlone() {
        assertEquals("<p><code>{{fact period game=kayles expect=12}}</code></p>\n", html("`{{fact period game=kayles expect=12}}`\n"));
    }

    @Test
    void inlineAndDisplayMathAreMarkedForKatex() {
        assertEquals("<p>A row of <span class=\"math-inline\">n \\ge 1</span> pins.</p>\n", html("A row of $`n \\ge 1`$ pins.\n"));
        assertEquals("<div class=\"math-display\">\nK_5 = 4\n</div>\n", html("```math\nK_5 = 4\n```\n"));
    }

    @Test
    void factsInsideMathBecomeTheirValues() {
        assertEquals("<p><span class=\"math-inline\">K_{n+12} = K_n</span></p>\n",
                html("$`K_{n+{{fact period game=kayles expect=12}}} = K_n`$\n"));
        assertEquals("<div class=\"math-display\">\n2 \\cdot 71\n= 156\n</div>\n",
                html("```math\n2 \\cdot {{fact preperiod game=kayles expect=71}}\n= {{fact certified-to game=kayles expect=156}}\n```\n"));
        assertEquals(List.of(), problems());
    }

    @Test
    void wrongFactInsideDisplayMathIsReportedAtItsLine() {
        html("Text.\n\n```math\nK_5\n = {{fact value game=kayles n=5 expect=5}}\n```\n");
        assertEquals(List.of("content/lessons/spec.md:14: fact value: expect: the text says 5 but the solver computes 4"), problems());
    }

    @Test
    void otherFencedBlocksStayCode() {
        assertEquals("<pre><code class=\"language-java\">int x;\n</code></pre>\n", html("```java\nint x;\n```\n"));
    }

    @Test
    void headingsGetIdsAndLinkToThemselves() {
        assertEquals("<h2 id=\"the-rules\"><a href=\"#the-rules\" class=\"heading-anchor\">The rules</a></h2>\n",
                html("## The rules\n"));
    }

    @Test
    void solverBlockIsDisplayedByItsPartial() {
        String table = html("```solver\ngrundy-table game=kayles to=11 symbol=K\n```\n");
        assertTrue(table.contains("<table class=\"values grundy-table\">"), table);
        assertTrue(table.contains("<tr><th scope=\"row\">0+</th><td>0</td><td>1</td><td>2</td><td>3</td><td>1</td><td>4</td>"
                + "<td>3</td><td>2</td><td>1</td><td>4</td><td>2</td><td>6</td></tr>"), table);
        assertEquals(List.of(), problems());
    }

    @Test
    void badBlockDirectiveIsReportedAtItsLineInTheLessonFile() {
        html("A paragraph.\n\n```solver\ngrundy-table game=kayles\n  to=11 colour=red\n```\n");
        assertEquals(List.of("content/lessons/spec.md:14: grundy-table: unknown argument 'colour'; valid arguments:"
                + " game (a game id from content/games), to (the largest heap size shown; a whole number from 0 to 1000000),"
                + " columns (heap sizes per row; a whole number from 1 to 64; default 12), symbol (the letter for values"
                + " (K for Kayles); default G)"), problems());
    }

    @Test
    void everyBadDirectiveOfALessonIsReported() {
        html("One {{fact period game=kayles expect=13}}.\n\nTwo\nand {{fact pariod game=kayles expect=12}}.\n\n"
                + "```solver\nworked-game game=kayles start=8+6+three\n```\n");
        List<String> problems = problems();
        assertEquals(3, problems.size(), problems.toString());
        assertEquals("content/lessons/spec.md:10: fact period: expect: the text says 13 but the solver computes 12",
                problems.get(0));
        assertEquals("content/lessons/spec.md:13: unknown fact 'pariod'; the facts are "
                + String.join(", ", CourseDirectives.registry().facts()), problems.get(1));
        assertEquals("content/lessons/spec.md:16: worked-game: start: '8+6+three' is not a position: 'three' is not a"
                + " heap size (write whole numbers joined by '+', e.g. '5+4+1')", problems.get(2));
    }

    @Test
    void printedValuesThatDisagreeBecomeAnErratum() {
        String html = html("```solver\nprinted-values game=kayles symbol=K source=\"a test source\" from=10\n"
                + "  values=\"2 6 4 1 2 7 1 4 3 2 1 4 6 7 4 1 2 8 4\"\n```\n");
        assertTrue(html.contains("<aside class=\"erratum\" role=\"note\" aria-label=\"Erratum\">"), html);
        assertTrue(html.contains("<dd><span class=\"math-inline\">\\mathcal{G}(28)</span> is 5, not 4.</dd>"), html);
        assertTrue(html.contains("the other 18 printed values agree"), html);
        assertEquals(List.of(), problems(), "an erratum is content, not a build problem");
    }

    @Test
    void tablesNeedACaption() {
        String table = html("| n | K |\n|---|--:|\n| 5 | 4 |\n[Values]\n");
        assertTrue(table.contains("<caption>Values</caption>"), table);
        assertTrue(table.indexOf("<caption>") < table.indexOf("<thead>"), "the caption is the table's first child: " + table);
        assertEquals(List.of(), problems());
        html("Text.\n\n| n | K |\n|---|--:|\n| 5 | 4 |\n");
        assertEquals(List.of("content/lessons/spec.md:12: table without caption: add a line [What the table shows] right"
                + " under it"), problems());
    }
}
