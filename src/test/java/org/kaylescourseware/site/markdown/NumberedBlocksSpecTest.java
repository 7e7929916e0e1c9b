package org.kaylescourseware.site.markdown;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.site.CourseDirectives;
import org.kaylescourseware.site.book.BlockIndex;
import org.kaylescourseware.site.book.BookPage;
import org.kaylescourseware.site.directive.SolverSession;
import org.kaylescourseware.site.games.GameCatalog;
import org.kaylescourseware.site.render.PartialRenderer;
import org.kaylescourseware.site.source.SourceException;
import org.kaylescourseware.site.source.SourceLocation;
import org.kaylescourseware.site.source.SourceProblems;

/**
 * Spec examples for numbered blocks and references, Markdown in and HTML out: the page is lesson 2
 * ({@code content/lessons/spec.md}, body from line 10), beside lesson 1 ({@code content/lessons/one.md}).
 * Each example indexes the pages first, as a build does, then renders the spec page.
 */
class NumberedBlocksSpecTest {

    static final Path SPEC = Path.of("content/lessons/spec.md");
    static final Path ONE = Path.of("content/lessons/one.md");
    static final SourceLocation BODY = new SourceLocation(SPEC, 10);
    static final String LESSON_ONE = "::: definition {#mex title=\"Mex\" term=\"mex|minimum excluded value\"}\n"
            + "The least value not in a set.\n:::\n";

    SourceProblems problems;
    SolverSession solver;

    @BeforeEach
    void setUp() {
        problems = new SourceProblems();
        solver = new SolverSession(GameCatalog.load(Path.of("content/games")), line -> { });
    }

    /** Indexes lesson one and the spec page {@code text}, then renders the spec page. */
    private String html(String text) {
        BlockIndex index = BlockIndex.of(List.of(
                LessonMarkdown.blocks(new BookPage(ONE, "lessons/one.html", "One", "1"), LESSON_ONE, new SourceLocation(ONE, 7)),
                LessonMarkdown.blocks(new BookPage(SPEC, "lessons/spec.html", "Spec", "2"), text, BODY)), problems);
        ArtifactWriter writer = new ArtifactWriter(CourseDirectives.registry(), solver, new PartialRenderer(Path.of("templates")),
                problems);
        return new LessonMarkdown(writer, index).render(text, BODY);
    }

    private List<String> problems() {
        return problems.sorted().stream().map(SourceException::getMessage).toList();
    }

    @Test
    void theoremShowsItsNumberTitleSourceAndPermalink() {
        assertEquals("""
                <article class="block block-theorem" id="sg" aria-labelledby="sg-name">
                <p class="block-head"><span class="block-name" id="sg-name">Theorem 2.1</span> <span class="block-source">\
                (Sprague 1935; Grundy 1939)</span><span class="block-title">Sprague–Grundy</span> <a class="block-permalink" \
                href="#sg" aria-label="Permalink to this theorem">#</a></p>
                <div class="block-body">
                <p>Every position is worth a nim-heap.</p>
                </div>
                </article>
                """, html("::: theorem {#sg title=\"Sprague–Grundy\" source=\"Sprague 1935; Grundy 1939\"}\n"
                + "Every position is worth a nim-heap.\n:::\n"));
        assertEquals(List.of(), problems());
    }

    @Test
    void blocksAreNumberedInOneSequencePerLessonAndProofsNameWhatTheyProve() {
        String html = html("::: definition {#d}\nA.\n:::\n\n::: theorem {#t}\nB.\n:::\n\n::: proof {for=t}\nC.\n:::\n\n"
                + "::: example {#e}\nD.\n:::\n");
        assertTrue(html.contains("id=\"d-name\">Definition 2.1</span>"), html);
        assertTrue(html.contains("id=\"t-name\">Theorem 2.2</span>"), html);
        assertTrue(html.contains("<article class=\"block block-proof\" id=\"proof-t\" aria-labelledby=\"proof-t-name\">\n"
                + "<p class=\"block-head\"><span class=\"block-name\" id=\"proof-t-name\">Proof of <a class=\"xref xref-ref\""
                + " href=\"#t\" data-knowl=\"t\">Theorem 2.2</a></span>"), html);
        assertTrue(html.contains("id=\"e-name\">Example 2.3</span>"), html);
        assertEquals(List.of(), problems());
    }

    @Test
    void referencesNameTheBlockAndLinkToIt() {
        String html = html("By {{ref sg}}, and {{ref mex}} in lesson 1, the {{term mex}} of {{term mex text=\"a set\"}};"
                + " {{ref sg text=\"this theorem\"}}.\n\n::: theorem {#sg}\nX.\n:::\n");
        assertTrue(html.startsWith("<p>By <a class=\"xref xref-ref\" href=\"#sg\" data-knowl=\"sg\">Theorem 2.1</a>, and"
                + " <a class=\"xref xref-ref\" href=\"../lessons/one.html#mex\" data-knowl=\"mex\">Definition 1.1</a> in lesson 1,"
                + " the <a class=\"xref xref-term\" href=\"../lessons/one.html#mex\" data-knowl=\"mex\">mex</a> of"
                + " <a class=\"xref xref-term\" href=\"../lessons/one.html#mex\" data-knowl=\"mex\">a set</a>;"
                + " <a class=\"xref xref-ref\" href=\"#sg\" data-knowl=\"sg\">this theorem</a>.</p>"), html);
        assertEquals(List.of(), problems());
    }

    @Test
    void bodiesAreFullMarkdownWithMathFactsDirectivesAndLists() {
        String html = html("::: example {#ex title=\"A row of $`n`$ pins\"}\n"
                + "Kayles has period {{fact period game=kayles expect=12}} and $`K_5 = 4`$.\n\n"
                + "- one\n  - nested\n- two\n\n```solver\ngrundy-table game=kayles to=11 symbol=K\n```\n:::\n\nAfter.\n");
        assertTrue(html.contains("<span class=\"block-title\">A row of <span class=\"math-inline\">n</span> pins</span>"), html);
        assertTrue(html.contains("<p>Kayles has period 12 and <span class=\"math-inline\">K_5 = 4</span>.</p>"), html);
        assertTrue(html.contains("<li>one\n<ul>\n<li>nested</li>"), html);
        assertTrue(html.contains("<table class=\"values grundy-table\">"), html);
        assertTrue(html.indexOf("grundy-table") < html.indexOf("</article>"), "the table is inside the block: " + html);
        assertTrue(html.endsWith("</article>\n<p>After.</p>\n"), html);
        assertEquals(List.of(), problems());
    }

    @Test
    void aClosingLineInsideACodeFenceIsCodeAndBlocksNest() {
        String html = html("::: example {#outer}\n```text\n:::\n```\n\n::: figure {#inner}\nF.\n:::\n\nStill outer.\n:::\n");
        assertTrue(html.contains("<pre><code class=\"language-text\">:::\n</code></pre>"), html);
        assertTrue(html.contains("id=\"outer-name\">Example 2.1</span>"), html);
        assertTrue(html.contains("id=\"inner-name\">Figure 2.2</span>"), html);
        assertTrue(html.indexOf("Still outer.") < html.lastIndexOf("</article>")
                && html.indexOf("Still outer.") > html.indexOf("</article>"), "the inner block ends first: " + html);
        assertEquals(List.of(), problems());
    }

    @Test
    void eachMistakeIsReportedAtItsLineSayingHowToFixIt() {
        html("::: theorem {#a}\nA.\n:::\n\n"                // 10-12
                + "::: theorem {#a}\nDuplicate.\n:::\n\n"   // 14-16
                + "::: theorem\nNo id.\n:::\n\n"            // 18-20
                + "::: theroem {#b}\nUnknown kind.\n:::\n\n" // 22-24
                + "See {{ref aa}} and {{ref nowhere}}.\n\n"   // 26
                + "::: proof {for=mex}\nOf a definition.\n:::\n\n" // 28-30
                + "{{term a}}\n\n"                            // 32
                + ":::\n\n"                                   // 34
                + "::: remark {#r colour=red}\n:::\n\n"       // 36-37
                + "::: lemma {#open}\nNever closed.\n");      // 39
        assertEquals(List.of(
                "content/lessons/spec.md:14: the id 'a' is taken by Theorem 2.1 at content/lessons/spec.md:10; give each block"
                        + " an id of its own",
                "content/lessons/spec.md:18: this theorem has no id: write ::: theorem {#a-stable-id ...}; the id is its"
                        + " permalink and what {{ref a-stable-id}} names",
                "content/lessons/spec.md:22: unknown block kind 'theroem'; write one of definition, theorem, lemma, corollary,"
                        + " proposition, conjecture, computation, example, remark, figure, erratum, proof, instructor",
                "content/lessons/spec.md:26: {{ref aa}}: no block has the id 'aa' (did you mean 'a'?); write the #id of a block"
                        + " in any page of the course",
                "content/lessons/spec.md:26: {{ref nowhere}}: no block has the id 'nowhere'; write the #id of a block in any"
                        + " page of the course",
                "content/lessons/spec.md:28: proof for=mex: Definition 1.1 is a definition; a proof proves a theorem, lemma,"
                        + " corollary, proposition or erratum",
                "content/lessons/spec.md:32: {{term a}}: Theorem 2.1 defines no term; write {{ref a}}, or give a definition"
                        + " term=\"...\"",
                "content/lessons/spec.md:34: this ':::' closes no block: remove it, or open the block it ends with a line such"
                        + " as ::: theorem {#an-id}",
                "content/lessons/spec.md:36: unknown block attribute 'colour'; a block takes #id, title=, source=, term="
                        + " (definitions), symbol=, notation=, for= (proofs)",
                "content/lessons/spec.md:39: the block '::: lemma' opened here is never closed, so it takes in the rest of"
                        + " the page: add a line ::: after its last line"), problems());
    }
}
