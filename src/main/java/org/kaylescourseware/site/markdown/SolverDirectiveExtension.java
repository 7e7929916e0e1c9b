package org.kaylescourseware.site.markdown;

import com.vladsch.flexmark.html.HtmlRenderer;
import com.vladsch.flexmark.parser.Parser;
import com.vladsch.flexmark.util.data.DataKey;
import com.vladsch.flexmark.util.data.MutableDataHolder;
import java.nio.file.Path;
import org.kaylescourseware.site.source.SourceLocation;

/**
 * The flexmark extension for solver directives. A block directive is a fenced block with the info
 * string {@code solver}:
 * <pre>
 * ```solver
 * grundy-table game=kayles to=83 symbol=K
 * ```
 * </pre>
 * An inline one is {@code {{fact period game=kayles expect=12}}}. Where a document's body starts
 * in its file is set on the document with {@link #BODY_START}, so errors name file and line.
 */
public final class SolverDirectiveExtension implements Parser.ParserExtension, HtmlRenderer.HtmlRendererExtension {

    /** The info string of a block directive's fence. */
    public static final String FENCE_INFO = "solver";

    /** The first line of the Markdown body in its source file. */
    public static final DataKey<SourceLocation> BODY_START =
            new DataKey<>("KAYLES_BODY_START", new SourceLocation(Path.of("(markdown)"), 1));

    private final ArtifactWriter writer;
    private final DirectiveNodeRenderer.Citing citing;

    private SolverDirectiveExtension(ArtifactWriter writer, DirectiveNodeRenderer.Citing citing) {
        this.writer = writer;
        this.citing = citing;
    }

    /** Renders the directives, and has each block's output cite sources by the course's numbers ({@link SourceCitations}). */
    static SolverDirectiveExtension create(ArtifactWriter writer, DirectiveNodeRenderer.Citing citing) {
        return new SolverDirectiveExtension(writer, citing);
    }

    /** The extension for parsing only: rendering with it is a bug. */
    static SolverDirectiveExtension parsing() {
        return new SolverDirectiveExtension(null, null);
    }

    @Override
    public void parserOptions(MutableDataHolder options) {
    }

    @Override
    public void extend(Parser.Builder builder) {
        builder.customInlineParserExtensionFactory(new FactInlineParser.Factory());
    }

    @Override
    public void rendererOptions(MutableDataHolder options) {
    }

    @Override
    public void extend(HtmlRenderer.Builder builder, String rendererType) {
        if (writer == null) {
            throw new IllegalStateException("SolverDirectiveExtension.parsing() only parses; create it with a writer to render");
        }
        builder.nodeRendererFactory(options -> new DirectiveNodeRenderer(writer, citing));
    }
}
