package org.kaylescourseware.site.markdown;

import com.vladsch.flexmark.html.HtmlWriter;
import com.vladsch.flexmark.html.renderer.NodeRenderer;
import com.vladsch.flexmark.html.renderer.NodeRendererContext;
import com.vladsch.flexmark.html.renderer.NodeRenderingHandler;
import java.util.Set;

/** Renders {@link NumberedBlockNode}s and {@link CrossReferenceNode}s through the {@link BlockWriter}. */
final class BlockNodeRenderer implements NodeRenderer {

    private final BlockWriter writer;

    BlockNodeRenderer(BlockWriter writer) {
        this.writer = writer;
    }

    @Override
    public Set<NodeRenderingHandler<?>> getNodeRenderingHandlers() {
        return Set.of(new NodeRenderingHandler<>(NumberedBlockNode.class, this::renderBlock),
                new NodeRenderingHandler<>(CrossReferenceNode.class, this::renderReference));
    }

    private void renderBlock(NumberedBlockNode block, NodeRendererContext context, HtmlWriter html) {
        if (block.isStray()) {
            return; // reported when the course was indexed
        }
        NodeRendererContext body = context.getSubContext(false);
        body.renderChildren(block);
        html.line();
        html.raw(writer.block(DirectiveNodeRenderer.location(block, context), body.getHtmlWriter().toString()));
        html.line();
    }

    private void renderReference(CrossReferenceNode reference, NodeRendererContext context, HtmlWriter html) {
        html.raw(writer.reference(reference.directive().toString(), DirectiveNodeRenderer.location(reference, context)));
    }
}
