package org.kaylescourseware.site.markdown;

import com.vladsch.flexmark.ast.FencedCodeBlock;
import com.vladsch.flexmark.ast.IndentedCodeBlock;
import com.vladsch.flexmark.ast.Text;
import com.vladsch.flexmark.ext.anchorlink.AnchorLinkExtension;
import com.vladsch.flexmark.ext.gitlab.GitLabExtension;
import com.vladsch.flexmark.ext.tables.TableBlock;
import com.vladsch.flexmark.ext.tables.TableCaption;
import com.vladsch.flexmark.ext.tables.TablesExtension;
import com.vladsch.flexmark.html.HtmlRenderer;
import com.vladsch.flexmark.parser.Parser;
import com.vladsch.flexmark.util.ast.Document;
import com.vladsch.flexmark.util.ast.Node;
import com.vladsch.flexmark.util.data.MutableDataSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.kaylescourseware.site.book.BlockDeclaration;
import org.kaylescourseware.site.book.BlockIndex;
import org.kaylescourseware.site.book.BookPage;
import org.kaylescourseware.site.book.PageBlocks;
import org.kaylescourseware.site.source.SourceException;
import org.kaylescourseware.site.source.SourceLocation;
import org.kaylescourseware.site.source.SourceProblems;

/**
 * Markdown to HTML for lessons, with the extensions the course uses: tables (a caption line
 * {@code [Caption]} under each table is required), heading ids with self-links, GitLab math
 * ({@code $`x^2`$} inline, {@code ```math} blocks; rendered in the page by KaTeX), solver
 * directives, and numbered blocks with references to them.
 */
public final class LessonMarkdown {

    /** The class flexmark puts on inline math; the page script renders these with KaTeX. */
    public static final String INLINE_MATH_CLASS = "math-inline";
    /** The class flexmark puts on display math. */
    public static final String DISPLAY_MATH_CLASS = "math-display";

    /** How deep block quotes may nest; the parser recurses once per level. */
    static final int MAX_NESTING = 32;
    /** Blocks nest (a proof inside an example, say) a level or two; eight is more than any page needs. */
    static final int MAX_BLOCK_NESTING = 8;

    private final Parser parser;
    private final HtmlRenderer renderer;
    private final ArtifactWriter writer;
    private final BlockIndex blocks;
    private final Optional<RenderedBodies> kept;

    /** A parser with the same syntax, that renders nothing: for finding the blocks of every page before rendering. */
    private static final Parser SCANNER = Parser.builder(options(SolverDirectiveExtension.parsing(),
            NumberedBlockExtension.parsing())).build();

    /**
     * @param blocks the course's blocks, indexed from every page before this one is rendered (see
     *               {@link #blocks}): what references and block numbers are taken from
     */
    public LessonMarkdown(ArtifactWriter writer, BlockIndex blocks) {
        this(writer, blocks, Optional.empty());
    }

    /**
     * @param blocks as above
     * @param kept   the bodies the builder's last build rendered, of which those rendered as then are not rendered again
     */
    public LessonMarkdown(ArtifactWriter writer, BlockIndex blocks, Optional<RenderedBodies> kept) {
        this.writer = writer;
        this.blocks = blocks;
        this.kept = kept;
        SourceCitations citations = new SourceCitations(blocks);
        DirectiveNodeRenderer.Citing citing = (html, where) -> blocks.page(where.file()).map(page -> citations.cite(html, page))
                .orElse(html);
        MutableDataSet options = options(SolverDirectiveExtension.create(writer, citing),
                NumberedBlockExtension.create(new BlockWriter(blocks, writer.partials(), writer.problems(),
                        writer.instructorEdition())));
        this.parser = Parser.builder(options).build();
        this.renderer = HtmlRenderer.builder(options).build();
    }

    private static MutableDataSet options(SolverDirectiveExtension directives, NumberedBlockExtension blocks) {
        return new MutableDataSet()
                .set(Parser.EXTENSIONS, List.of(TablesExtension.create(), GitLabExtension.create(),
                        AnchorLinkExtension.create(), directives, blocks))
                .set(TablesExtension.WITH_CAPTION, true)
                .set(TablesExtension.CLASS_NAME, "prose-table")
                .set(GitLabExtension.INLINE_MATH_CLASS, INLINE_MATH_CLASS)
                .set(GitLabExtension.BLOCK_MATH_CLASS, DISPLAY_MATH_CLASS)
                .set(GitLabExtension.INS_PARSER, false)
                .set(GitLabExtension.DEL_PARSER, false)
                .set(GitLabExtension.RENDER_BLOCK_MERMAID, false)
                .set(GitLabExtension.RENDER_VIDEO_IMAGES, false)
                .set(HtmlRenderer.GENERATE_HEADER_ID, true)
                .set(HtmlRenderer.RENDER_HEADER_ID, true)
                .set(AnchorLinkExtension.ANCHORLINKS_WRAP_TEXT, true)
                .set(AnchorLinkExtension.ANCHORLINKS_SET_ID, false)
                .set(AnchorLinkExtension.ANCHORLINKS_SET_NAME, false)
                .set(AnchorLinkExtension.ANCHORLINKS_ANCHOR_CLASS, "heading-anchor");
    }

    /**
     * The blocks {@code markdown} (the body of {@code page}, starting at {@code bodyStart}) declares,
     * in the order they open: the first pass over the course, before any page is rendered. A page
     * too deeply nested to parse declares none (rendering it reports why).
     */
    public static PageBlocks blocks(BookPage page, String markdown, SourceLocation bodyStart) {
        List<BlockDeclaration> blocks = new ArrayList<>();
        List<SourceLocation> strays = new ArrayList<>();
        if (deepestQuoteLine(markdown) >= 0 || deepestBlockLine(markdown) >= 0) {
            return new PageBlocks(page, blocks, strays);
        }
        try {
            Document document = SCANNER.parse(markdown);
            for (Node node : document.getDescendants()) {
                if (node instanceof NumberedBlockNode block) {
                    SourceLocation where = bodyStart.plusLines(document.getLineNumber(block.getStartOffset()));
                    if (block.isStray()) {
                        strays.add(where);
                    } else {
                        blocks.add(new BlockDeclaration(block.kind(), block.attributes(), where, block.isClosed()));
                    }
                }
            }
        } catch (StackOverflowError e) {
            blocks.clear();
            strays.clear();
        }
        return new PageBlocks(page, blocks, strays);
    }

    /**
     * Renders a lesson body whose first line is {@code bodyStart}. Problems (bad directives, a
     * table without caption, a fence or an inline directive left open, nesting too deep to read)
     * are recorded with their file and line; the HTML is still returned.
     */
    public String render(String markdown, SourceLocation bodyStart) {
        if (kept.isPresent()) {
            return kept.get().render(markdown, bodyStart, blocks, writer.solver(), writer.problems(), () -> renderAnew(markdown, bodyStart));
        }
        return renderAnew(markdown, bodyStart);
    }

    private String renderAnew(String markdown, SourceLocation bodyStart) {
        int deepest = deepestQuoteLine(markdown);
        if (deepest >= 0) {
            writer.problems().add(new SourceException(bodyStart.plusLines(deepest), "block quotes nested more than "
                    + MAX_NESTING + " deep ('>' repeated): no reader follows that; flatten them"));
            return "";
        }
        int deepestBlock = deepestBlockLine(markdown);
        if (deepestBlock >= 0) {
            writer.problems().add(new SourceException(bodyStart.plusLines(deepestBlock), "blocks (::: kind) nested more than "
                    + MAX_BLOCK_NESTING + " deep: no reader follows that; close each block (a line :::) before the next opens"));
            return "";
        }
        try {
            Document document = parser.parse(markdown);
            SolverDirectiveExtension.BODY_START.set(document, bodyStart);
            checkTables(document, bodyStart);
            checkClosed(document, bodyStart);
            return renderer.render(document);
        } catch (StackOverflowError e) {
            writer.problems().add(new SourceException(bodyStart, "the page is nested too deeply to read (lists, quotes or"
                    + " brackets inside one another hundreds of times); flatten it"));
            return "";
        }
    }

    /** Where this build's problems are collected. */
    SourceProblems problems() {
        return writer.problems();
    }

    private void checkTables(Document document, SourceLocation bodyStart) {
        for (Node node : document.getDescendants()) {
            if (node instanceof TableBlock table && !hasCaption(table)) {
                writer.problems().add(new SourceException(bodyStart.plusLines(document.getLineNumber(table.getStartOffset())),
                        "table without caption: add a line [What the table shows] right under it"));
            } else if (node instanceof TableBlock table) {
                captionFirst(table);
            }
        }
    }

    /** HTML wants a table's caption as its first child; flexmark keeps it where it is written, under the table. */
    private static void captionFirst(TableBlock table) {
        for (Node child : table.getChildren()) {
            if (child instanceof TableCaption caption) {
                caption.unlink();
                table.prependChild(caption);
                return;
            }
        }
    }

    /** Fences and inline directives must be closed: an open one would swallow the rest of the page unchecked. */
    private void checkClosed(Document document, SourceLocation bodyStart) {
        // the line is found only for a problem: getLineNumber counts the lines from the start, and counting them for
        // every node of a long lesson took a seventh of a rebuild
        for (Node node : document.getDescendants()) {
            if (node instanceof FencedCodeBlock fence && fence.getClosingMarker().isEmpty()) {
                SourceLocation where = bodyStart.plusLines(document.getLineNumber(node.getStartOffset()));
                writer.problems().add(new SourceException(where, "the fence " + fence.getOpeningMarker()
                        + fence.getInfo() + " opened here is never closed, so it swallows the rest of the page: add a line "
                        + fence.getOpeningMarker() + " after its last line"));
            } else if (node instanceof Text text && text.getChars().toString().contains("{{")
                    && text.getAncestorOfType(FencedCodeBlock.class, IndentedCodeBlock.class) == null) {
                SourceLocation where = bodyStart.plusLines(document.getLineNumber(node.getStartOffset()));
                writer.problems().add(new SourceException(where, "'{{' opens an inline directive that is not closed"
                        + " on its line: write {{fact <name> ... expect=<value>}} on one line, with no {{ inside"));
            }
        }
    }

    /** The line (from 0) of the first block quote nested deeper than {@link #MAX_NESTING}; -1 when none is. */
    static int deepestQuoteLine(String markdown) {
        int line = 0;
        int depth = 0;
        for (int i = 0; i < markdown.length(); i++) {
            char c = markdown.charAt(i);
            if (c == '\n') {
                line++;
                depth = 0;
            } else if (c == '>' && depth >= 0 && ++depth > MAX_NESTING) {
                return line;
            } else if (c != ' ' && c != '\t' && c != '>') {
                depth = -1; // past the line's quote markers
            }
        }
        return -1;
    }

    /**
     * The line (from 0) where blocks {@code ::: kind} are first open more than {@link #MAX_BLOCK_NESTING} deep,
     * or -1. Checked before parsing: the parser asks every open block about every line, so thousands of
     * nested blocks would take hours, not a stack overflow. Lines inside code fences do not count.
     */
    static int deepestBlockLine(String markdown) {
        int depth = 0;
        String fence = null;
        List<String> lines = markdown.lines().toList();
        for (int line = 0; line < lines.size(); line++) {
            String text = lines.get(line);
            String stripped = text.stripLeading();
            if (text.length() - stripped.length() >= 4) {
                continue;
            }
            if (fence != null) {
                fence = stripped.startsWith(fence) ? null : fence;
            } else if (stripped.startsWith("```") || stripped.startsWith("~~~")) {
                fence = stripped.substring(0, 3);
            } else if (NumberedBlockParser.OPENING.matcher(stripped).matches() && ++depth > MAX_BLOCK_NESTING) {
                return line;
            } else if (NumberedBlockParser.CLOSING.matcher(stripped).matches()) {
                depth = Math.max(0, depth - 1);
            }
        }
        return -1;
    }

    private static boolean hasCaption(TableBlock table) {
        for (Node child : table.getChildren()) {
            if (child instanceof TableCaption caption && !caption.getText().isBlank()) {
                return true;
            }
        }
        return false;
    }
}
