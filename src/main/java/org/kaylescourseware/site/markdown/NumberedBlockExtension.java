package org.kaylescourseware.site.markdown;

import com.vladsch.flexmark.html.HtmlRenderer;
import com.vladsch.flexmark.parser.Parser;
import com.vladsch.flexmark.util.data.MutableDataHolder;

/**
 * The flexmark extension for numbered blocks ({@code ::: theorem {#id ...}} ... {@code :::}); the
 * references to them, {@code {{ref ID}}} and {@code {{term ID}}}, are read by the inline parser of
 * {@link SolverDirectiveExtension} and rendered here. Without a {@link BlockWriter} it only parses
 * (for indexing the course's blocks before rendering).
 */
final class NumberedBlockExtension implements Parser.ParserExtension, HtmlRenderer.HtmlRendererExtension {

    private final BlockWriter writer;

    private NumberedBlockExtension(BlockWriter writer) {
        this.writer = writer;
    }

    static NumberedBlockExtension create(BlockWriter writer) {
        return new NumberedBlockExtension(writer);
    }

    /** The extension for parsing only: rendering with it is a bug. */
    static NumberedBlockExtension parsing() {
        return new NumberedBlockExtension(null);
    }

    @Override
    public void parserOptions(MutableDataHolder options) {
    }

    @Override
    public void extend(Parser.Builder builder) {
        builder.customBlockParserFactory(new NumberedBlockParser.Factory());
    }

    @Override
    public void rendererOptions(MutableDataHolder options) {
    }

    @Override
    public void extend(HtmlRenderer.Builder builder, String rendererType) {
        if (writer == null) {
            throw new IllegalStateException("NumberedBlockExtension.parsing() only parses; create it with a BlockWriter to render");
        }
        builder.nodeRendererFactory(options -> new BlockNodeRenderer(writer));
    }
}
